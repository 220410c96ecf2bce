import type { Command, RequirementFile } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { readSession, readSpecFiles, readTabSet } from '../../state/read-stores';
import { selectActiveTab } from '../../state/tab-set';

/** The spec of the active tab (file id and current file), when the active tab is a spec tab. */
export function activeSpecTarget(): { fileId: string; file: RequirementFile } | undefined {
  const tab = selectActiveTab(readTabSet());
  const fileId = tab?.type === 'spec' ? tab.requirementFileId : undefined;
  const file = fileId ? readSpecFiles().specs[fileId]?.edit.file : undefined;
  return fileId && file ? { fileId, file } : undefined;
}

export function openFileById(fileId: string): RequirementFile | undefined {
  return readSpecFiles().specs[fileId]?.edit.file;
}

/** Applies an edit to an open file as one undo step, through the app's action: the `applyCommand` of the analysis flows. */
export function applyCommandToFile(fileId: string, command: Command, label: string): void {
  runAction('analysis.applyProposal', { source: 'dialog' }, { fileId, command, label });
}

export function signedInUser(): { uid: string; email: string } | null {
  const user = readSession().user;
  return user ? { uid: user.uid, email: user.email } : null;
}
