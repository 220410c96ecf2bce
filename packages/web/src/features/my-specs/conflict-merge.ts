import { type MergeChoices, mergeSpecs, needsChoice, type RequirementFile, rebase } from '@specwright/core';
import type { AccountLink, IncomingChanges } from '../../state/account-specs';

/** The undo step of another window's changes merged into the tab. */
export const MERGE_STEP_LABEL = 'Merge changes from another window';

/**
 * The server's copy merged into the tab's file when changes of different rows are all there is; undefined
 * when rows changed on both sides wait for the user's choice (then `mergeWithChoices`).
 */
export function mergeIncoming(mine: RequirementFile, incoming: IncomingChanges): RequirementFile | undefined {
  const result = mergeSpecs({ base: incoming.base, mine, theirs: incoming.theirs });
  return needsChoice(result) ? undefined : result.file;
}

/** The merge with the user's choices for the rows changed on both sides. */
export function mergeWithChoices(
  mine: RequirementFile,
  incoming: IncomingChanges,
  choices: MergeChoices,
): RequirementFile {
  return mergeSpecs({ base: incoming.base, mine, theirs: incoming.theirs }, choices).file;
}

/** The tab's link once the merge is taken: at the server's version, with a base that sends only what is ours. */
export function linkAfterMerge(
  link: Pick<AccountLink, 'specId'>,
  incoming: IncomingChanges,
  merged: RequirementFile,
): Pick<AccountLink, 'specId' | 'version' | 'base'> {
  return { specId: link.specId, version: incoming.version, base: rebase(incoming.theirs, merged) };
}
