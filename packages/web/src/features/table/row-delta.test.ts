import type { ProposedChangeStatus, Row } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { gridRows, rowDelta } from './row-delta';

const row = (id: string, tempChangeStatus: ProposedChangeStatus = 'unchanged', text = id): Row => ({
  id,
  rowOrder: 1,
  tempChangeStatus,
  text,
});

describe('rowDelta', () => {
  const rows = [row('a'), row('b'), row('c')];

  it('finds nothing when the rows are the same', () => {
    expect(rowDelta(gridRows(rows), rows)).toEqual({ delta: { kind: 'none' }, pending: false });
    expect(rowDelta(gridRows(rows), [...rows]).delta).toEqual({ kind: 'none' });
  });

  it('hands over only the edited rows', () => {
    const edited = row('b', 'unchanged', 'new');
    expect(rowDelta(gridRows(rows), [rows[0] as Row, edited, rows[2] as Row])).toEqual({
      delta: { kind: 'update', rows: [edited] },
      pending: false,
    });
  });

  it('resets on inserts, deletes and moves', () => {
    expect(rowDelta(gridRows(rows), rows.slice(1)).delta.kind).toBe('reset');
    expect(rowDelta(gridRows(rows), [rows[1], rows[0], rows[2]] as Row[]).delta.kind).toBe('reset');
  });

  it('keeps the pending flag right without rescanning every edit', () => {
    const added = row('b', 'added');
    const withAdded = [rows[0], added, rows[2]] as Row[];
    expect(rowDelta(gridRows(rows), withAdded).pending).toBe(true);
    // Editing another row leaves the pending row pending.
    expect(rowDelta(gridRows(withAdded), [row('a', 'unchanged', 'x'), added, rows[2]] as Row[]).pending).toBe(
      true,
    );
    // Accepting the only pending row clears the flag.
    expect(rowDelta(gridRows(withAdded), rows).pending).toBe(false);
    // Accepting one of two leaves it set.
    const twoPending = [row('a', 'removed'), added, rows[2]] as Row[];
    expect(rowDelta(gridRows(twoPending), [row('a'), added, rows[2]] as Row[]).pending).toBe(true);
  });
});
