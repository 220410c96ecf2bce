import type { ProposedChangeStatus, ProposedChangeVerdict, Row } from '@specwright/core';

export type PendingStatus = Exclude<ProposedChangeStatus, 'unchanged'>;

/** How each proposed change shows: a text label with a marker, so status never rests on colour alone. */
export const STATUS_DISPLAY: Record<PendingStatus, { marker: string; label: string; className: string }> = {
  added: { marker: '+', label: 'Added', className: 'sw-row--added' },
  removed: { marker: '−', label: 'Removed', className: 'sw-row--removed' },
  'changed-original': { marker: '=', label: 'Original', className: 'sw-row--original' },
  'changed-updated': { marker: '~', label: 'Changed', className: 'sw-row--updated' },
};

export interface DecisionChoice {
  decision: ProposedChangeVerdict;
  label: string;
  tone: 'approve' | 'discard';
}

const ACCEPT_REJECT: DecisionChoice[] = [
  { decision: 'accept', label: 'Accept', tone: 'approve' },
  { decision: 'reject', label: 'Reject', tone: 'discard' },
];
const KEEP_DELETE: DecisionChoice[] = [
  { decision: 'keep', label: 'Keep', tone: 'approve' },
  { decision: 'delete', label: 'Delete', tone: 'discard' },
];

export function pendingStatus(row: Row | undefined): PendingStatus | null {
  const status = row?.tempChangeStatus;
  return status && status !== 'unchanged' ? status : null;
}

/** The buttons of a row with a proposed change (docs/product-rules.md, "States and transitions"): Keep/Delete for removed rows, Accept/Reject otherwise. */
export function decisionChoices(status: PendingStatus | null): DecisionChoice[] {
  if (status === null) return [];
  return status === 'removed' ? KEEP_DELETE : ACCEPT_REJECT;
}

/** AG Grid row class rules: one class per pending status. */
export const statusRowClassRules = Object.fromEntries(
  (Object.keys(STATUS_DISPLAY) as PendingStatus[]).map((status) => [
    STATUS_DISPLAY[status].className,
    (params: { data?: Row }) => params.data?.tempChangeStatus === status,
  ]),
);
