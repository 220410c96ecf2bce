import type { Command, RequirementFile } from '@specwright/core';
import { useSessionStore } from '../../state/session';
import { useSpecFilesStore } from '../../state/spec-files';
import { selectActiveTab, useWorkspaceStore } from '../../state/workspace';

/** The spec of the active tab (file id and current file), when the active tab is a spec tab. */
export function activeSpecTarget(): { fileId: string; file: RequirementFile } | undefined {
  const tab = selectActiveTab(useWorkspaceStore.getState());
  const fileId = tab?.type === 'spec' ? tab.requirementFileId : undefined;
  const file = fileId ? useSpecFilesStore.getState().specs[fileId]?.edit.file : undefined;
  return fileId && file ? { fileId, file } : undefined;
}

export function openFileById(fileId: string): RequirementFile | undefined {
  return useSpecFilesStore.getState().specs[fileId]?.edit.file;
}

/** Applies an edit to an open file as one undo step. */
export function dispatchToFile(fileId: string, command: Command, label: string): void {
  useSpecFilesStore.getState().dispatch(fileId, command, label);
}

export function signedInUser(): { uid: string; email: string } | null {
  const user = useSessionStore.getState().user;
  return user ? { uid: user.uid, email: user.email } : null;
}
