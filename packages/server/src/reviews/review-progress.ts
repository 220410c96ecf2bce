import type { ReviewMarkRecord, ReviewPerson, ReviewProgress } from '@specwright/core';
import { REMOVED_ROW_FINGERPRINT } from './review-rows.js';

export interface ProgressInput {
  rowIds: readonly string[];
  people: readonly ReviewPerson[];
  marks: readonly ReviewMarkRecord[];
  /** Each row's fingerprint now (a row missing was removed from the spec). */
  fingerprints: ReadonlyMap<string, string>;
  /** Open comment threads per row. */
  openThreads: ReadonlyMap<string, number>;
}

const fingerprintNow = (fingerprints: ReadonlyMap<string, string>, rowId: string) =>
  fingerprints.get(rowId) ?? REMOVED_ROW_FINGERPRINT;

/**
 * How far a review is: rows marked reviewed by a reviewer and needing no changes, rows needing changes,
 * rows every approver approved as they read now, rows rejected, and the open comment threads on its rows.
 */
export function reviewProgress(input: ProgressInput): ReviewProgress {
  const approvers = new Set(
    input.people.filter((person) => person.role === 'approver').map((person) => person.user.id),
  );
  const reviewed = new Set<string>();
  const needsChanges = new Set<string>();
  const rejected = new Set<string>();
  const approvedBy = new Map<string, Set<string>>();
  for (const mark of input.marks) {
    if (mark.mark === 'reviewed') reviewed.add(mark.row_id);
    else if (mark.mark === 'needs_changes') needsChanges.add(mark.row_id);
    else if (mark.mark === 'rejected') rejected.add(mark.row_id);
    else if (mark.fingerprint === fingerprintNow(input.fingerprints, mark.row_id)) {
      const users = approvedBy.get(mark.row_id) ?? new Set<string>();
      users.add(mark.user_id);
      approvedBy.set(mark.row_id, users);
    }
  }
  const everyApprover = (rowId: string) => {
    const users = approvedBy.get(rowId);
    return approvers.size > 0 && [...approvers].every((approver) => users?.has(approver) === true);
  };
  let openComments = 0;
  for (const rowId of input.rowIds) openComments += input.openThreads.get(rowId) ?? 0;
  return {
    rows: input.rowIds.length,
    reviewed: input.rowIds.filter((rowId) => reviewed.has(rowId) && !needsChanges.has(rowId)).length,
    needs_changes: input.rowIds.filter((rowId) => needsChanges.has(rowId)).length,
    approved: input.rowIds.filter(everyApprover).length,
    rejected: input.rowIds.filter((rowId) => rejected.has(rowId)).length,
    open_comments: openComments,
  };
}
