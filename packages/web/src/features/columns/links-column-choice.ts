import { columnsByVisibility, type RequirementFile } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { useTabSet } from '../../state/read-stores';
import { specTabId } from '../../state/spec-tabs';
import { isLinksColumnShown, LINKS_COLUMN } from '../../ui/links/links-column';
import type { ColumnChoice } from './ColumnChecklist';
import { applyColumnEdit } from './use-dialog-file';

/**
 * The columns Hide Columns offers ('visible') or Show Columns ('hidden'), in display order; the app's
 * Links column last, when it is shown or hidden on the spec's tab.
 */
export function useColumnChoices(file: RequirementFile, which: 'visible' | 'hidden'): ColumnChoice[] {
  const tabId = specTabId(file.id);
  const chosen = useTabSet((state) => state.tabs.find((tab) => tab.id === tabId)?.table?.links);
  const linksShown = isLinksColumnShown(file, chosen);
  const columns: ColumnChoice[] = columnsByVisibility(file)[which];
  return linksShown === (which === 'visible') ? [...columns, LINKS_COLUMN] : columns;
}

/** Shows or hides the chosen columns: the file's as one undo step, the Links column on the spec's tab. */
export function setColumnsShown(fileId: string, fields: readonly string[], shown: boolean): void {
  const fileFields = fields.filter((field) => field !== LINKS_COLUMN.field);
  if (fileFields.length > 0) {
    const type = shown ? 'showColumns' : 'hideColumns';
    applyColumnEdit(fileId, { type, fields: fileFields }, shown ? 'Show Columns' : 'Hide Columns');
  }
  if (fields.includes(LINKS_COLUMN.field)) {
    runAction('table.linksColumn', { source: 'dialog' }, { tabId: specTabId(fileId), shown });
  }
}
