import type { Command, RequirementFile } from '@specwright/core';
import { readSession, readSpecFiles, readWorkspace } from '../../state/read-stores';
import { selectActiveTab } from '../../state/workspace';

/** The spec of the active tab (file id and current file), when the active tab is a spec tab. */
export function activeSpecTarget(): { fileId: string; file: RequirementFile } | undefined {
  const tab = selectActiveTab(readWorkspace());
  const fileId = tab?.type === 'spec' ? tab.requirementFileId : undefined;
  const file = fileId ? readSpecFiles().specs[fileId]?.edit.file : undefined;
  return fileId && file ? { fileId, file } : undefined;
}

export function openFileById(fileId: string): RequirementFile | undefined {
  return readSpecFiles().specs[fileId]?.edit.file;
}

type ApplyCommand = (fileId: string, command: Command, label: string) => void;

let applyThroughAction: ApplyCommand | null = null;

/**
 * Routes the analyses' edits through the app's action registry. actions/app-actions.ts calls this as it
 * loads: it cannot be imported here, since the actions import the analysis controllers.
 */
export function routeAnalysisEdits(apply: ApplyCommand): void {
  applyThroughAction = apply;
}

/** Applies an edit to an open file as one undo step: the `applyCommand` of the analysis controllers. */
export function applyCommandToFile(fileId: string, command: Command, label: string): void {
  if (!applyThroughAction) throw new Error('The app actions are not loaded.');
  applyThroughAction(fileId, command, label);
}

export function signedInUser(): { uid: string; email: string } | null {
  const user = readSession().user;
  return user ? { uid: user.uid, email: user.email } : null;
}
