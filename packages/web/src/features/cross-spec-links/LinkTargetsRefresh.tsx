import { useTabSet } from '../../state/read-stores';
import { useLinkTargetsRefresh } from './link-targets-wiring';

/** Keeps the targets of a spec tab's links across specs fresh while the tab is shown; draws nothing. */
export function LinkTargetsRefresh({ tabId, fileId }: { tabId: string; fileId: string }) {
  const shown = useTabSet((state) => state.activeTabId === tabId);
  useLinkTargetsRefresh(fileId, shown);
  return null;
}
