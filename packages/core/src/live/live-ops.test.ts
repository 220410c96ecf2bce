import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import { orderedColumns } from '../spec/columns.js';
import { linkKey } from '../spec/links.js';
import type { RequirementFile, Row } from '../spec/model.js';
import { commandArbitrary } from '../test/arbitraries.js';
import { sampleFile } from '../test/fixtures.js';
import { applyLiveOps } from './apply-change.js';
import { liveOpsBetween } from './ops-of.js';

/** What two files must agree on; a cell that is absent reads as empty (null), as the live ops carry it. */
function shape(file: RequirementFile) {
  const cells = (row: Row) =>
    Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null && value !== undefined));
  return {
    rows: file.data.map(cells),
    columns: orderedColumns(file).map(({ order: _order, ...column }) => column),
    hidden: [...new Set(file.hiddenColumns)].sort(),
    links: (file.links ?? []).map(linkKey).sort(),
    uiStyles: file.uiStyles ?? null,
  };
}

const edited = (file: RequirementFile, commands: Parameters<typeof applyCommand>[1][]) =>
  commands.reduce((current, command) => applyCommand(current, command), file);

const withLinks = (file: RequirementFile): RequirementFile => ({
  ...file,
  links: [
    { from: 'r1', to: 'r2', type: 'refines' },
    { from: 'r3', to: 'r1', type: 'verifies' },
  ],
});

describe('liveOpsBetween and applyLiveOps', () => {
  it('turns one file into another, whatever the edits between them', () => {
    fc.assert(
      fc.property(
        fc.array(commandArbitrary, { maxLength: 6 }),
        fc.array(commandArbitrary, { maxLength: 6 }),
        (first, second) => {
          const a = edited(withLinks(sampleFile(4)), first);
          const b = edited(a, second);
          expect(shape(applyLiveOps(a, liveOpsBetween(a, b)))).toEqual(shape(b));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('sends one cell op with what the cell held, and keeps the other rows as they were', () => {
    const a = sampleFile(5);
    const b = applyCommand(a, { type: 'editCell', rowId: 'r3', field: 'description', value: 'New' });
    const ops = liveOpsBetween(a, b);
    expect(ops).toEqual([
      { op: 'cell', rowId: 'r3', field: 'description', base: a.data[2]?.description, value: 'New' },
    ]);
    const applied = applyLiveOps(a, ops);
    expect(applied.data[2]?.description).toBe('New');
    expect(applied.data.filter((row, index) => row === a.data[index])).toHaveLength(4);
  });

  it('moves only the row that left its place, not every row it shifted', () => {
    const a = sampleFile(6);
    const b = applyCommand(a, { type: 'setRowOrder', rowId: 'r1', rowOrder: 6 });
    expect(liveOpsBetween(a, b)).toEqual([{ op: 'moveRow', rowId: 'r1', after: 'r6' }]);
  });

  it('inserts after the anchor, or at the end when the anchor is gone', () => {
    const a = sampleFile(3);
    const row = { id: 'x', rowOrder: 1, tempChangeStatus: 'unchanged' as const, description: 'X' };
    const afterFirst = applyLiveOps(a, [{ op: 'insertRow', row, after: 'r1' }]);
    expect(afterFirst.data.map((r) => [r.id, r.rowOrder])).toEqual([
      ['r1', 1],
      ['x', 2],
      ['r2', 3],
      ['r3', 4],
    ]);
    expect(applyLiveOps(a, [{ op: 'insertRow', row, after: 'gone' }]).data.map((r) => r.id)).toEqual([
      'r1',
      'r2',
      'r3',
      'x',
    ]);
  });

  it('drops the links of a removed row and skips ops on rows that are gone', () => {
    const a = withLinks(sampleFile(3));
    const applied = applyLiveOps(a, [
      { op: 'removeRow', rowId: 'r2' },
      { op: 'cell', rowId: 'gone', field: 'description', base: '', value: 'x' },
    ]);
    expect(applied.data.map((row) => row.id)).toEqual(['r1', 'r3']);
    expect(applied.links).toEqual([{ from: 'r3', to: 'r1', type: 'verifies' }]);
  });

  it('keeps the hidden columns of this tab when the sender does not share them', () => {
    const a = applyCommand(sampleFile(2), { type: 'hideColumns', fields: ['this_is_a'] });
    const columns = orderedColumns(a).map(({ field, headerName }) => ({ field, headerName }));
    expect(applyLiveOps(a, [{ op: 'columns', columns }]).hiddenColumns).toEqual(['this_is_a']);
  });
});
