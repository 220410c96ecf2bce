import type { MergeChoices, RequirementFile } from '@specwright/core';
import { type IncomingChanges, useAccountSpecsStore } from '../../state/account-specs';
import { openDialog } from '../../state/dialogs';
import { useSpecFilesStore } from '../../state/spec-files';
import { linkAfterMerge, MERGE_STEP_LABEL, mergeIncoming, mergeWithChoices } from './conflict-merge';
import { fetchServerFile } from './relink';

const currentFile = (fileId: string): RequirementFile | undefined => {
  const open = useSpecFilesStore.getState().specs[fileId];
  return open && !open.loading ? open.edit.file : undefined;
};

/** Takes the merged file as one undo step and links it to the server's version, to save what is ours. */
function adopt(fileId: string, merged: RequirementFile, incoming: IncomingChanges): void {
  const link = useAccountSpecsStore.getState().links[fileId];
  if (!link) return;
  useSpecFilesStore.getState().replaceFile(fileId, merged, MERGE_STEP_LABEL);
  useAccountSpecsStore.getState().link(fileId, linkAfterMerge(link, incoming, merged), 'saving');
}

/**
 * Merges the server's copy into the tab: changes of different rows are taken at once and the tab's own
 * edits sent over the new version; rows changed on both sides wait for the user's choice in the dialog.
 */
export function offerMerge(fileId: string, incoming: IncomingChanges): void {
  const mine = currentFile(fileId);
  if (!mine) return;
  const merged = mergeIncoming(mine, incoming);
  if (merged) {
    adopt(fileId, merged, incoming);
    return;
  }
  useAccountSpecsStore.getState().holdConflict(fileId, incoming);
  openDialog('specConflict', { fileId });
}

/** A save was refused as stale: the server's copy is read and merged with the tab (see `offerMerge`). */
export async function settleStaleSave(fileId: string): Promise<void> {
  const link = useAccountSpecsStore.getState().links[fileId];
  if (!link) return;
  const server = await fetchServerFile(link.specId, fileId);
  offerMerge(fileId, { version: server.version, theirs: server.file, base: link.base });
}

/** The user's choice in the conflict dialog: the merge with it becomes one undo step and is saved. */
export function resolveConflict(fileId: string, choices: MergeChoices): void {
  const incoming = useAccountSpecsStore.getState().links[fileId]?.incoming;
  const mine = currentFile(fileId);
  if (!incoming || !mine) return;
  adopt(fileId, mergeWithChoices(mine, incoming, choices), incoming);
}
