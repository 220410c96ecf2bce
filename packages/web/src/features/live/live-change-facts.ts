import type { LiveChange, LiveOp } from '@specwright/core';

/** A cell where someone else's text replaced this tab's user's (the two could not be merged). */
export interface ReplacedCell {
  rowId: string;
  field: string;
  /** This user's text, to restore. */
  mine: string | number | boolean | null;
  by: string;
}

/** The rows a change wrote (cells set, rows inserted or moved), for "who changed this row last". */
export function changedRowIds(ops: readonly LiveOp[] | null): string[] {
  const ids = new Set<string>();
  for (const op of ops ?? []) {
    if (op.op === 'cell' || op.op === 'moveRow') ids.add(op.rowId);
    else if (op.op === 'insertRow') ids.add(op.row.id);
  }
  return [...ids];
}

/** The cells of another person's change that overwrote what this user had written. */
export function replacedCells(change: LiveChange, isOwnUser: (writer: string) => boolean): ReplacedCell[] {
  const cells: ReplacedCell[] = [];
  for (const op of change.ops ?? []) {
    if (op.op !== 'cell' || !op.replaced || !isOwnUser(op.replaced.by)) continue;
    cells.push({
      rowId: op.rowId,
      field: op.field,
      mine: op.replaced.value,
      by: change.by?.name ?? 'Someone',
    });
  }
  return cells;
}
