import { describe, expect, it } from 'vitest';
import { applyCommand } from '../commands/apply.js';
import { createRequirementFile } from '../spec/import.js';
import { isEmptyPatch, rowPatch, sameContent } from './row-patch.js';

const file = createRequirementFile(
  {
    columns: [
      {
        field: 'id',
        headerName: 'ID',
        editable: true,
        editorType: 'text',
        align: 'left',
        width: 80,
        minWidth: 50,
        order: 0,
      },
      {
        field: 'description',
        headerName: 'Requirement',
        editable: true,
        editorType: 'textarea',
        align: 'left',
        width: 300,
        minWidth: 50,
        order: 1,
      },
    ],
    rows: Array.from({ length: 50 }, (_, index) => ({
      id: `R${index + 1}`,
      rowOrder: index + 1,
      tempChangeStatus: 'unchanged' as const,
      description: `Requirement ${index + 1}`,
    })),
  },
  { id: 'f', title: 'Spec' },
);

describe('rowPatch', () => {
  it('a cell edit is one row; nothing changed is an empty patch', () => {
    expect(isEmptyPatch(rowPatch(file, file))).toBe(true);
    const edited = applyCommand(file, {
      type: 'editCell',
      rowId: 'R7',
      field: 'description',
      value: 'Changed',
    });
    const patch = rowPatch(file, edited);
    expect(patch.upsert).toEqual([
      expect.objectContaining({ id: 'R7', rowOrder: 7, description: 'Changed' }),
    ]);
    expect(patch.delete).toEqual([]);
    expect(patch.columns).toBeUndefined();
  });

  it('an insertion writes the new row and the rows that moved; a deletion lists the id', () => {
    const inserted = applyCommand(file, {
      type: 'insertRow',
      anchorId: 'R48',
      position: 'below',
      newId: 'N1',
    });
    expect(rowPatch(file, inserted).upsert.map((row) => [row.id, row.rowOrder])).toEqual([
      ['N1', 49],
      ['R49', 50],
      ['R50', 51],
    ]);
    const deleted = applyCommand(file, { type: 'deleteRows', rowIds: ['R50'] });
    expect(rowPatch(file, deleted)).toEqual({ upsert: [], delete: ['R50'] });
  });

  it('a column change sends the columns in display order', () => {
    const resized = applyCommand(file, { type: 'resizeColumn', field: 'description', width: 400 });
    const patch = rowPatch(file, resized);
    expect(patch.columns?.map((column) => [column.field, column.width])).toEqual([
      ['id', 80],
      ['description', 400],
    ]);
    expect(patch.upsert).toEqual([]);
  });
});

describe('rowPatch by content', () => {
  it('finds nothing between a file and a copy with keys in another order; finds a changed row', () => {
    const reordered = createRequirementFile(
      {
        columns: file.columns.map(
          (column) => Object.fromEntries(Object.entries(column).reverse()) as typeof column,
        ),
        rows: file.data.map((row) => Object.fromEntries(Object.entries(row).reverse()) as typeof row),
      },
      { id: 'f', title: 'Spec' },
    );
    expect(isEmptyPatch(rowPatch(file, reordered, sameContent))).toBe(true);
    const edited = applyCommand(reordered, {
      type: 'editCell',
      rowId: 'R3',
      field: 'description',
      value: 'x',
    });
    expect(rowPatch(file, edited, sameContent).upsert.map((row) => row.id)).toEqual(['R3']);
  });
});

describe('rowPatch of links', () => {
  const link = { from: 'R2', to: 'R1', type: 'verifies' };
  it('sends every link when they changed, and an empty list when the last one went', () => {
    const linked = applyCommand(file, { type: 'addLink', link });
    const added = rowPatch(file, linked);
    expect(added).toEqual({ upsert: [], delete: [], links: [link] });
    expect(isEmptyPatch(added)).toBe(false);
    expect(rowPatch(linked, applyCommand(linked, { type: 'removeLink', link })).links).toEqual([]);
  });

  it('sends no links when only rows changed, and none between copies alike', () => {
    const linked = applyCommand(file, { type: 'addLink', link });
    const edited = applyCommand(linked, { type: 'editCell', rowId: 'R9', field: 'description', value: 'x' });
    expect(rowPatch(linked, edited).links).toBeUndefined();
    const copy = { ...linked, links: linked.links?.map((each) => ({ ...each })) };
    expect(isEmptyPatch(rowPatch(linked, copy, sameContent))).toBe(true);
  });

  it('sends the links a deleted row took with it', () => {
    const linked = applyCommand(file, { type: 'addLink', link });
    const deleted = applyCommand(linked, { type: 'deleteRows', rowIds: ['R1'] });
    expect(rowPatch(linked, deleted)).toEqual({ upsert: expect.any(Array), delete: ['R1'], links: [] });
  });
});
