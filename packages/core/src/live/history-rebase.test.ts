import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { execute, rebaseHistory, redo, startEditing, undo } from '../history.js';
import { sampleFile } from '../test/fixtures.js';
import { applyLiveOps } from './apply-change.js';

const rowIds = ['r1', 'r2', 'r3', 'r4'] as const;
const fields = ['description', 'this_is_a'] as const;
const cell = fc.record({ rowId: fc.constantFrom(...rowIds), field: fc.constantFrom(...fields) });

describe('rebaseHistory', () => {
  it('after an own edit and a remote edit of another cell, undo takes back only the own edit', () => {
    fc.assert(
      fc.property(
        cell,
        cell,
        fc.string({ maxLength: 8 }),
        fc.string({ maxLength: 8 }),
        (own, remote, mine, theirs) => {
          fc.pre(own.rowId !== remote.rowId || own.field !== remote.field);
          const file = sampleFile(4);
          const edited = execute(startEditing(file), { type: 'editCell', ...own, value: `mine ${mine}` });
          const remoteOp = {
            op: 'cell' as const,
            ...remote,
            base: file.data.find((row) => row.id === remote.rowId)?.[remote.field] ?? null,
            value: `theirs ${theirs}`,
          };
          const rebased = rebaseHistory(edited, (current) => applyLiveOps(current, [remoteOp]));
          const undone = undo(rebased);
          const cellOf = (at: typeof undone, where: typeof own) =>
            at.file.data.find((row) => row.id === where.rowId)?.[where.field];
          expect(cellOf(undone, remote)).toBe(`theirs ${theirs}`);
          expect(cellOf(undone, own)).toBe(file.data.find((row) => row.id === own.rowId)?.[own.field]);
          const redone = redo(undone);
          expect(cellOf(redone, own)).toBe(`mine ${mine}`);
          expect(cellOf(redone, remote)).toBe(`theirs ${theirs}`);
        },
      ),
    );
  });

  it('keeps the steps sharing their files, and a change that touches nothing keeps the state', () => {
    const first = execute(startEditing(sampleFile(3)), {
      type: 'editCell',
      rowId: 'r1',
      field: 'description',
      value: 'a',
    });
    const second = execute(first, { type: 'editCell', rowId: 'r2', field: 'description', value: 'b' });
    const remote = rebaseHistory(second, (current) =>
      applyLiveOps(current, [{ op: 'cell', rowId: 'r3', field: 'description', value: 'c' }]),
    );
    expect(remote.past[0]?.after).toBe(remote.past[1]?.before);
    expect(remote.past[1]?.after).toBe(remote.file);
    const idle = startEditing(sampleFile(2));
    expect(rebaseHistory(idle, (current) => current)).toBe(idle);
  });
});
