import type { ChangeStatus, ReviewDecision } from '@specwright/core';

type PendingStatus = Exclude<ChangeStatus, 'unchanged'>;

/** How a pending change is marked, as in the table: a marker and a word, so it never rests on colour alone. */
export const CHANGE_STATUS_DISPLAY: Readonly<Record<PendingStatus, { marker: string; label: string }>> = {
  added: { marker: '+', label: 'Added' },
  removed: { marker: '−', label: 'Removed' },
  'changed-original': { marker: '=', label: 'Original' },
  'changed-updated': { marker: '~', label: 'Changed' },
};

export interface ReviewButton {
  readonly decision: ReviewDecision;
  readonly label: string;
  /** The decision that keeps the change is the primary button. */
  readonly approve: boolean;
}

/** The review decisions offered on a row with a pending change (docs/product-rules.md, "States and transitions"). */
export function reviewButtons(status: ChangeStatus): readonly ReviewButton[] {
  switch (status) {
    case 'added':
    case 'changed-updated':
      return [
        { decision: 'accept', label: 'Accept', approve: true },
        { decision: 'reject', label: 'Reject', approve: false },
      ];
    case 'removed':
      return [
        { decision: 'keep', label: 'Keep', approve: true },
        { decision: 'delete', label: 'Delete', approve: false },
      ];
    default:
      return [];
  }
}
