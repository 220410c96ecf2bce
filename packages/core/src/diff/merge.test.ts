import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import type { Command } from '../commands/types.js';
import { createColumn } from '../spec/columns.js';
import type { RequirementFile, Row } from '../spec/model.js';
import { specFixture } from '../test/fixtures.js';
import { mergeSpecs, needsChoice, rebase, sameRow } from './merge.js';
import { rowPatch } from './row-patch.js';

const base = specFixture({ rowCount: 8 });
const run = (file: RequirementFile, commands: readonly Command[]) => commands.reduce(applyCommand, file);
const edit = (rowId: string, value: string): Command => ({
  type: 'editCell',
  rowId,
  field: 'description',
  value,
});
const ids = (file: RequirementFile) => file.data.map((row) => row.id);
const cells = (row: Row) => {
  const { rowOrder: _place, ...rest } = row;
  return rest;
};
const contentOf = (file: RequirementFile) => new Map(file.data.map((row) => [row.id, cells(row)]));

describe('mergeSpecs', () => {
  it('merges edits of different rows without asking, keeping this tab’s row objects', () => {
    const mine = run(base, [edit('r2', 'Mine')]);
    const theirs = run(base, [edit('r5', 'Theirs')]);
    const merged = mergeSpecs({ base, mine, theirs });
    expect(needsChoice(merged)).toBe(false);
    expect(merged.file.data.map((row) => row.description)).toEqual(
      base.data.map((row) => (row.id === 'r2' ? 'Mine' : row.id === 'r5' ? 'Theirs' : row.description)),
    );
    expect(merged.file.data[1]).toBe(mine.data[1]);
    expect(merged.file.data[4]).toBe(theirs.data[4]);
  });

  it('places a row added here after the row it follows, among the rows added there', () => {
    const mine = run(base, [{ type: 'insertRow', anchorId: 'r3', position: 'below', newId: 'm1' }]);
    const theirs = run(base, [
      { type: 'insertRow', anchorId: 'r1', position: 'below', newId: 't1' },
      { type: 'deleteRows', rowIds: ['r6'] },
    ]);
    const merged = mergeSpecs({ base, mine, theirs });
    expect(ids(merged.file)).toEqual(['r1', 't1', 'r2', 'r3', 'm1', 'r4', 'r5', 'r7', 'r8']);
    expect(merged.file.data.map((row) => row.rowOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('lists a row edited on both sides, and keeps mine or theirs as chosen', () => {
    const mine = run(base, [edit('r2', 'Mine'), edit('r4', 'Only mine')]);
    const theirs = run(base, [edit('r2', 'Theirs')]);
    const merged = mergeSpecs({ base, mine, theirs });
    expect(
      merged.conflicts.map((conflict) => [
        conflict.id,
        conflict.mine?.description,
        conflict.theirs?.description,
      ]),
    ).toEqual([['r2', 'Mine', 'Theirs']]);
    expect(merged.file.data[1]?.description).toBe('Mine');
    const taken = mergeSpecs({ base, mine, theirs }, { rows: { r2: 'theirs' } });
    expect(taken.file.data[1]?.description).toBe('Theirs');
    expect(taken.file.data[3]?.description).toBe('Only mine');
  });

  it('does not count the same change on both sides as a conflict', () => {
    const mine = run(base, [edit('r2', 'Same')]);
    const theirs = run(base, [edit('r2', 'Same')]);
    expect(needsChoice(mergeSpecs({ base, mine, theirs }))).toBe(false);
  });

  it('asks when one side removed a row the other edited', () => {
    const mine = run(base, [edit('r3', 'Kept here')]);
    const theirs = run(base, [{ type: 'deleteRows', rowIds: ['r3'] }]);
    const merged = mergeSpecs({ base, mine, theirs });
    expect(merged.conflicts).toEqual([expect.objectContaining({ id: 'r3', theirs: null })]);
    expect(ids(merged.file)).toEqual(ids(base));
    expect(ids(mergeSpecs({ base, mine, theirs }, { rows: { r3: 'theirs' } }).file)).not.toContain('r3');
  });

  it('takes the columns of the side that changed them, and asks when both did', () => {
    const notes: Command = {
      type: 'addColumn',
      column: createColumn({ field: 'notes', headerName: 'Notes' }),
    };
    const theirs = run(base, [notes]);
    const mine = run(base, [edit('r1', 'Mine')]);
    const merged = mergeSpecs({ base, mine, theirs });
    expect(merged.columnsConflict).toBe(false);
    expect(merged.file.columns.map((column) => column.field)).toContain('notes');
    const mineToo = run(mine, [{ type: 'removeColumns', fields: ['this_is_a'] }]);
    const both = mergeSpecs({ base, mine: mineToo, theirs });
    expect(both.columnsConflict).toBe(true);
    expect(both.file.columns.map((column) => column.field)).not.toContain('notes');
    const chosen = mergeSpecs({ base, mine: mineToo, theirs }, { columns: 'theirs' });
    expect(chosen.file.columns.map((column) => column.field)).toContain('notes');
  });

  it('returns this tab’s file itself when the server changed nothing', () => {
    const mine = run(base, [edit('r1', 'Mine')]);
    expect(mergeSpecs({ base, mine, theirs: base }).file).toBe(mine);
  });
});

describe('sameRow', () => {
  it('ignores the place and a missing cell against an undefined one', () => {
    const row = base.data[0] as Row;
    expect(sameRow(row, { ...row, rowOrder: 9, extra: undefined })).toBe(true);
    expect(sameRow(row, { ...row, description: 'x' })).toBe(false);
    expect(sameRow(row, { ...row, extra: null })).toBe(false);
  });
});

const existing = fc.constantFrom(...ids(base));
const rowCommand = (prefix: string): fc.Arbitrary<Command> =>
  fc.oneof(
    fc.record({
      type: fc.constant('editCell' as const),
      rowId: existing,
      field: fc.constantFrom('description', 'this_is_a'),
      value: fc.string({ maxLength: 6 }),
    }),
    fc.record({
      type: fc.constant('insertRow' as const),
      anchorId: fc.option(existing, { nil: null }),
      position: fc.constantFrom('above' as const, 'below' as const),
      newId: fc.integer({ min: 1, max: 4 }).map((n) => `${prefix}${n}`),
    }),
    fc.record({ type: fc.constant('deleteRows' as const), rowIds: fc.array(existing, { maxLength: 2 }) }),
    fc.record({
      type: fc.constant('moveRow' as const),
      rowId: existing,
      direction: fc.constantFrom('up' as const, 'down' as const),
    }),
  );
const sides = fc.record({
  mine: fc.array(rowCommand('m'), { maxLength: 6 }).map((commands) => run(base, commands)),
  theirs: fc.array(rowCommand('t'), { maxLength: 6 }).map((commands) => run(base, commands)),
});

/** The ids whose content one side changed since the base (added, removed or edited). */
const touched = (side: RequirementFile) => {
  const before = contentOf(base);
  const after = contentOf(side);
  const changed = new Set<string>();
  for (const id of new Set([...before.keys(), ...after.keys()]))
    if (JSON.stringify(before.get(id)) !== JSON.stringify(after.get(id))) changed.add(id);
  return changed;
};

describe('mergeSpecs properties', () => {
  it('merging disjoint changes equals applying both, with no question', () => {
    fc.assert(
      fc.property(sides, ({ mine, theirs }) => {
        const ours = touched(mine);
        const their = touched(theirs);
        fc.pre([...ours].every((id) => !their.has(id)));
        const merged = mergeSpecs({ base, mine, theirs });
        expect(needsChoice(merged)).toBe(false);
        const expected = contentOf(base);
        for (const [side, changed] of [
          [theirs, their],
          [mine, ours],
        ] as const) {
          const content = contentOf(side);
          for (const id of changed) {
            const row = content.get(id);
            if (row) expected.set(id, row);
            else expected.delete(id);
          }
        }
        expect(contentOf(merged.file)).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('never drops a local edit: every row this tab changed is in the result as this tab has it', () => {
    fc.assert(
      fc.property(sides, fc.constantFrom('mine' as const, 'theirs' as const), ({ mine, theirs }, pick) => {
        const merged = mergeSpecs({ base, mine, theirs });
        const conflicting = new Set(merged.conflicts.map((conflict) => conflict.id));
        const choices = Object.fromEntries([...conflicting].map((id) => [id, pick]));
        const result = contentOf(mergeSpecs({ base, mine, theirs }, { rows: choices }).file);
        const ours = contentOf(mine);
        for (const id of touched(mine)) {
          if (pick === 'theirs' && conflicting.has(id)) continue;
          expect(result.get(id)).toEqual(ours.get(id));
        }
        for (const id of touched(theirs)) {
          if (conflicting.has(id) || touched(mine).has(id)) continue;
          expect(result.get(id)).toEqual(contentOf(theirs).get(id));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('keeps this tab’s order when the server only edited cells, and the server’s when this tab changed nothing', () => {
    fc.assert(
      fc.property(sides, ({ mine, theirs }) => {
        expect(ids(mergeSpecs({ base, mine: base, theirs }).file)).toEqual(ids(theirs));
        const edited = run(base, [edit('r8', 'Server edit')]);
        const merged = mergeSpecs({ base, mine, theirs: edited }, { rows: { r8: 'mine' } });
        expect(ids(merged.file)).toEqual(ids(mine));
      }),
      { numRuns: 200 },
    );
  });
});

describe('rebase', () => {
  it('gives the server’s file the merged rows alike, so the patch over it holds only what differs', () => {
    const mine = run(base, [edit('r2', 'Mine')]);
    const theirs = specFixture({ rowCount: 8 });
    const serverEdited = run(theirs, [edit('r5', 'Theirs')]);
    const merged = mergeSpecs({ base, mine, theirs: serverEdited }).file;
    const rebased = rebase(serverEdited, merged);
    expect(ids(rebased)).toEqual(ids(serverEdited));
    const patch = rowPatch(rebased, merged);
    expect(patch.upsert.map((row) => row.id)).toEqual(['r2']);
    expect(patch.delete).toEqual([]);
  });
});
