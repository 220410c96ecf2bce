import { isDirty, useSpecFilesStore } from '../../state/spec-files';
import { useUiStore } from '../../state/ui';
import { useWorkspaceStore } from '../../state/workspace';

/** Closes a tab; a spec tab with unsaved changes asks first. Closing a spec tab closes its file. */
export function requestCloseTab(tabId: string): void {
  const workspace = useWorkspaceStore.getState();
  const tab = workspace.tabs.find((candidate) => candidate.id === tabId);
  if (!tab) return;
  const fileId = tab.type === 'spec' ? tab.requirementFileId : undefined;
  const close = () => {
    useWorkspaceStore.getState().closeTab(tabId);
    if (fileId) useSpecFilesStore.getState().removeSpec(fileId);
  };
  if (!fileId || !isDirty(useSpecFilesStore.getState().specs[fileId])) {
    close();
    return;
  }
  useUiStore.getState().openModal({
    type: 'confirmation',
    title: 'Unsaved Changes',
    message: `“${tab.title}” has changes that are not saved. Close it and lose them? Use File → Save As first to keep them.`,
    confirmLabel: 'Close Without Saving',
    cancelLabel: 'Keep Open',
    onConfirm: close,
  });
}
