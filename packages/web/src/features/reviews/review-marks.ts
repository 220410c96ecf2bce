import {
  APPROVER_MARKS,
  CHANGED_SINCE_APPROVED,
  REVIEW_MARK_LABELS,
  REVIEWER_MARKS,
  type Review,
  type ReviewMark,
  type ReviewRole,
  type Row,
  rowFingerprint,
} from '@specwright/core';
import type { ReviewBadge } from '../../ui/ReviewBadges';

/** The marks each part may give a row, in the order their buttons show. */
export const MARKS_OF_ROLE: Readonly<Record<ReviewRole, readonly ReviewMark[]>> = {
  reviewer: REVIEWER_MARKS,
  approver: APPROVER_MARKS,
};

/** The parts `userId` plays in a review (none when not named). */
export function rolesOf(review: Review, userId: string | undefined): ReviewRole[] {
  if (!userId) return [];
  return review.people.filter((person) => person.user.id === userId).map((person) => person.role);
}

/** The mark `userId` gave `rowId` as `role`, or undefined. */
export function markOf(review: Review, rowId: string, userId: string, role: ReviewRole): ReviewMark | null {
  const found = review.marks.find(
    (mark) => mark.row_id === rowId && mark.user_id === userId && mark.role === role,
  );
  return found?.mark ?? null;
}

/** How many of the review's rows `userId` has marked as `role`, and how many with `mark`. */
export function ownCount(review: Review, userId: string, role: ReviewRole, mark: ReviewMark): number {
  return review.marks.filter(
    (found) => found.user_id === userId && found.role === role && found.mark === mark,
  ).length;
}

/** What a row shows of the open review: the strongest mark given to it, or waiting for one. */
export type RowReviewState = ReviewMark | 'waiting';

export const ROW_STATE_LABELS: Readonly<Record<RowReviewState, string>> = {
  ...REVIEW_MARK_LABELS,
  waiting: 'Waiting for review',
};

/**
 * A row's state in a review: rejected or needs changes when someone said so; approved once every
 * approver approved it; reviewed once every reviewer did; otherwise waiting.
 */
export function rowStateIn(review: Review, rowId: string): RowReviewState {
  const marks = review.marks.filter((mark) => mark.row_id === rowId);
  if (marks.some((mark) => mark.mark === 'rejected')) return 'rejected';
  if (marks.some((mark) => mark.mark === 'needs_changes')) return 'needs_changes';
  const all = (role: ReviewRole, wanted: ReviewMark) => {
    const people = review.people.filter((person) => person.role === role);
    return (
      people.length > 0 &&
      people.every((person) =>
        marks.some((mark) => mark.user_id === person.user.id && mark.role === role && mark.mark === wanted),
      )
    );
  };
  if (all('approver', 'approved')) return 'approved';
  if (all('reviewer', 'reviewed')) return 'reviewed';
  return 'waiting';
}

/** A row's marker in the table and the document: its state in the open review, and whether it changed. */
export interface RowMarker {
  state: RowReviewState | null;
  changedSinceApproved: boolean;
}

const fingerprints = new WeakMap<Row, string>();

/** The row's fingerprint, computed once per row object (an edit makes a new one). */
function fingerprintOf(row: Row): string {
  const known = fingerprints.get(row);
  if (known !== undefined) return known;
  const computed = rowFingerprint(row);
  fingerprints.set(row, computed);
  return computed;
}

/** Whether a row approved in a closed review now says something else. */
export function changedSinceApproved(row: Row, approvedRows: Readonly<Record<string, string>>): boolean {
  const approved = approvedRows[row.id];
  return approved !== undefined && fingerprintOf(row) !== approved;
}

/** The markers of the rows that have one: in an open review (the newest first), or changed since approved. */
export function rowMarkers(
  rows: readonly Row[],
  reviews: readonly Review[],
  approvedRows: Readonly<Record<string, string>>,
): ReadonlyMap<string, RowMarker> {
  const open = reviews.filter((review) => review.status === 'open');
  const reviewOf = new Map<string, Review>();
  for (const review of [...open].reverse()) for (const rowId of review.row_ids) reviewOf.set(rowId, review);
  const markers = new Map<string, RowMarker>();
  for (const row of rows) {
    const review = reviewOf.get(row.id);
    const changed = changedSinceApproved(row, approvedRows);
    if (!review && !changed) continue;
    markers.set(row.id, { state: review ? rowStateIn(review, row.id) : null, changedSinceApproved: changed });
  }
  return markers;
}

/** The words of a marker, for its badge's accessible name and tooltip. */
export function markerLabel(marker: RowMarker): string {
  const parts = [
    ...(marker.state ? [ROW_STATE_LABELS[marker.state]] : []),
    ...(marker.changedSinceApproved ? [CHANGED_SINCE_APPROVED] : []),
  ];
  return parts.join(' · ');
}

/** The badges of a marker, in the order they show. */
export function markerBadges(marker: RowMarker): ReviewBadge[] {
  const badges: ReviewBadge[] = [];
  if (marker.state) badges.push({ text: ROW_STATE_LABELS[marker.state], tone: STATE_TONES[marker.state] });
  if (marker.changedSinceApproved) badges.push({ text: CHANGED_SINCE_APPROVED, tone: 'changed' });
  return badges;
}

const STATE_TONES: Readonly<Record<RowReviewState, ReviewBadge['tone']>> = {
  reviewed: 'done',
  approved: 'done',
  needs_changes: 'problem',
  rejected: 'problem',
  waiting: 'waiting',
};
