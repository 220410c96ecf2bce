import { applyCommand, createRequirementFile, importSpec, visibleColumns } from '@specwright/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullOrderIndex } from './column-move';

describe('fullOrderIndex', () => {
  const order = ['a', 'h1', 'b', 'c', 'h2', 'd'];

  it('puts the column after its new left neighbour in the full order', () => {
    // b dragged after c among the visible a, c, b, d.
    expect(fullOrderIndex(order, 'b', ['a', 'c', 'b', 'd'])).toBe(3);
    // d dragged to between a and b.
    expect(fullOrderIndex(order, 'd', ['a', 'd', 'b', 'c'])).toBe(1);
  });

  it('puts a column that became first before its right neighbour', () => {
    expect(fullOrderIndex(order, 'c', ['c', 'a', 'b', 'd'])).toBe(0);
    expect(fullOrderIndex(['h1', 'a', 'b'], 'b', ['b', 'a'])).toBe(1);
  });

  it('is undefined for a column that is not there', () => {
    expect(fullOrderIndex(order, 'x', ['a', 'x'])).toBeUndefined();
    expect(fullOrderIndex(order, 'a', ['b'])).toBeUndefined();
  });

  it('gives the visible order the user dropped, whatever is hidden', () => {
    const fields = ['a', 'b', 'c', 'd', 'e', 'f'];
    fc.assert(
      fc.property(
        fc.subarray(fields, { minLength: 0, maxLength: 4 }),
        fc.nat(5),
        fc.nat(5),
        (hidden, from, to) => {
          const result = importSpec({ columns: fields.map((field) => ({ field })), rows: [] });
          if (!result.ok) throw new Error(result.message);
          const file = {
            ...createRequirementFile(result.spec, { id: 'f', title: 'F' }),
            hiddenColumns: hidden,
          };
          const visible = visibleColumns(file).map((column) => column.field);
          const field = visible[from % Math.max(1, visible.length)];
          if (field === undefined) return;
          const dropped = visible.filter((f) => f !== field);
          dropped.splice(to % visible.length, 0, field);
          const toIndex = fullOrderIndex(file.columnOrder, field, dropped);
          expect(toIndex).toBeDefined();
          const moved = applyCommand(file, { type: 'moveColumn', field, toIndex: toIndex ?? 0 });
          expect(visibleColumns(moved).map((column) => column.field)).toEqual(dropped);
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });
});
