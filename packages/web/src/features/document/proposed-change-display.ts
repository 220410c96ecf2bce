import type { ProposedChangeStatus, ProposedChangeVerdict } from '@specwright/core';

type PendingStatus = Exclude<ProposedChangeStatus, 'unchanged'>;

/** How a proposed change is marked, as in the table: a marker and a word, so it never rests on colour alone. */
export const PROPOSED_CHANGE_DISPLAY: Readonly<Record<PendingStatus, { marker: string; label: string }>> = {
  added: { marker: '+', label: 'Added' },
  removed: { marker: '−', label: 'Removed' },
  'changed-original': { marker: '=', label: 'Original' },
  'changed-updated': { marker: '~', label: 'Changed' },
};

export interface DecisionButton {
  readonly decision: ProposedChangeVerdict;
  readonly label: string;
  /** The decision that keeps the change is the primary button. */
  readonly approve: boolean;
}

/** The decisions offered on a row with a proposed change (docs/product-rules.md, "States and transitions"). */
export function decisionButtons(status: ProposedChangeStatus): readonly DecisionButton[] {
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
