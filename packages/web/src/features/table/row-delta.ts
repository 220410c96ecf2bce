import { hasProposedChanges, type Row } from '@specwright/core';

export type RowDelta = { kind: 'none' } | { kind: 'update'; rows: Row[] } | { kind: 'reset' };

/** Rows as the grid shows them, and whether any of them has a proposed change (the Review column). */
export interface GridRows {
  readonly rows: readonly Row[];
  readonly pending: boolean;
}

export function gridRows(rows: readonly Row[]): GridRows {
  return { rows, pending: hasProposedChanges(rows) };
}

const isPending = (row: Row) => row.tempChangeStatus !== 'unchanged';

/**
 * What changed between the rows the grid shows and the file's rows, in one pass. Edits replace row
 * objects in place (same ids, same order): only those rows go to the grid, and the pending flag is worked
 * out from them. Any other change (insert, delete, move) resets the row data.
 */
export function rowDelta(shown: GridRows, next: readonly Row[]): { delta: RowDelta; pending: boolean } {
  const previous = shown.rows;
  if (previous === next) return { delta: { kind: 'none' }, pending: shown.pending };
  if (previous.length !== next.length) return { delta: { kind: 'reset' }, pending: hasProposedChanges(next) };
  const changed: Row[] = [];
  let settledOne = false;
  let pendingOne = false;
  for (let i = 0; i < next.length; i++) {
    const before = previous[i] as Row;
    const after = next[i] as Row;
    if (before === after) continue;
    if (before.id !== after.id) return { delta: { kind: 'reset' }, pending: hasProposedChanges(next) };
    changed.push(after);
    settledOne ||= isPending(before);
    pendingOne ||= isPending(after);
  }
  if (changed.length === 0) return { delta: { kind: 'none' }, pending: shown.pending };
  const pending = pendingOne || (shown.pending && (!settledOne || hasProposedChanges(next)));
  return { delta: { kind: 'update', rows: changed }, pending };
}
