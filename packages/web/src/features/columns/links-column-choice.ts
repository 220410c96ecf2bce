import type { RequirementFile } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { useWorkspace } from '../../state/read-stores';
import { specTabId } from '../../state/spec-tabs';
import { isLinksColumnShown } from '../../ui/links/links-column';

/** Whether the spec's tab shows the app's Links column now. */
export function useLinksColumnShown(file: RequirementFile): boolean {
  const tabId = specTabId(file.id);
  const chosen = useWorkspace((state) => state.tabs.find((tab) => tab.id === tabId)?.table?.links);
  return isLinksColumnShown(file, chosen);
}

export function setLinksColumnShown(fileId: string, shown: boolean): void {
  runAction('table.linksColumn', { source: 'dialog' }, { tabId: specTabId(fileId), shown });
}
