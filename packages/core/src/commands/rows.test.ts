import { describe, expect, it } from 'vitest';
import { sampleFile } from '../test/fixtures.js';
import { applyCommand } from './apply.js';
import { insertedRowId } from './rows.js';

const ids = (file: ReturnType<typeof sampleFile>) => file.data.map((row) => row.id);
const orders = (file: ReturnType<typeof sampleFile>) => file.data.map((row) => row.rowOrder);

describe('row commands', () => {
  it('inserts a blank row above or below the anchor and renumbers', () => {
    const file = sampleFile();
    const above = applyCommand(file, { type: 'insertRow', anchorId: 'r2', position: 'above', newId: 'n' });
    expect(ids(above)).toEqual(['r1', 'n', 'r2', 'r3']);
    expect(orders(above)).toEqual([1, 2, 3, 4]);
    expect(above.data[1]).toMatchObject({ description: '', this_is_a: '', tempChangeStatus: 'unchanged' });
    const below = applyCommand(file, { type: 'insertRow', anchorId: 'r3', position: 'below', newId: 'n' });
    expect(ids(below)).toEqual(['r1', 'r2', 'r3', 'n']);
  });

  it('inserts into an empty file and never reuses an id', () => {
    const empty = { ...sampleFile(), data: [] };
    const one = applyCommand(empty, { type: 'insertRow', anchorId: null, position: 'below', newId: 'r' });
    const two = applyCommand(one, { type: 'insertRow', anchorId: 'r', position: 'below', newId: 'r' });
    expect(ids(two)).toEqual(['r', 'r-2']);
  });

  it('fills a new row with the column defaults', () => {
    const file = sampleFile();
    const withDefault = { ...file, columns: file.columns.map((c) => ({ ...c, defaultValue: 'x' })) };
    const next = applyCommand(withDefault, {
      type: 'insertRow',
      anchorId: null,
      position: 'above',
      newId: 'n',
    });
    expect(next.data[0]).toMatchObject({ description: 'x', this_is_a: 'x' });
  });

  it('tells the id a new row gets, numbered when the wanted one is taken', () => {
    const file = sampleFile();
    const insert = { type: 'insertRow', anchorId: 'r1', position: 'below', newId: 'r2' } as const;
    expect(insertedRowId(file, insert)).toBe('r2-2');
    expect(ids(applyCommand(file, insert))).toContain('r2-2');
    expect(insertedRowId(file, { ...insert, newId: 'n' })).toBe('n');
    const duplicate = { type: 'duplicateRow', rowId: 'r1', newId: 'r3' } as const;
    expect(insertedRowId(file, duplicate)).toBe('r3-2');
    expect(ids(applyCommand(file, duplicate))).toEqual(['r1', 'r3-2', 'r2', 'r3']);
    expect(insertedRowId(file, { ...duplicate, rowId: 'missing' })).toBeUndefined();
  });

  it('duplicates a row below itself with a new id', () => {
    const next = applyCommand(sampleFile(), { type: 'duplicateRow', rowId: 'r1', newId: 'copy' });
    expect(ids(next)).toEqual(['r1', 'copy', 'r2', 'r3']);
    expect(next.data[1]?.description).toBe(next.data[0]?.description);
  });

  it('deletes rows and renumbers', () => {
    const next = applyCommand(sampleFile(), { type: 'deleteRows', rowIds: ['r1', 'r3'] });
    expect(ids(next)).toEqual(['r2']);
    expect(orders(next)).toEqual([1]);
  });

  it('moves rows up and down, staying inside the list', () => {
    const file = sampleFile();
    expect(ids(applyCommand(file, { type: 'moveRow', rowId: 'r2', direction: 'up' }))).toEqual([
      'r2',
      'r1',
      'r3',
    ]);
    expect(ids(applyCommand(file, { type: 'moveRow', rowId: 'r2', direction: 'down' }))).toEqual([
      'r1',
      'r3',
      'r2',
    ]);
    expect(applyCommand(file, { type: 'moveRow', rowId: 'r1', direction: 'up' })).toBe(file);
  });

  it('clamps a row order change to 1..n', () => {
    const file = sampleFile();
    expect(ids(applyCommand(file, { type: 'setRowOrder', rowId: 'r1', rowOrder: 99 }))).toEqual([
      'r2',
      'r3',
      'r1',
    ]);
    expect(ids(applyCommand(file, { type: 'setRowOrder', rowId: 'r3', rowOrder: -4 }))).toEqual([
      'r3',
      'r1',
      'r2',
    ]);
  });

  it('edits one cell, sharing the other rows', () => {
    const file = sampleFile();
    const next = applyCommand(file, { type: 'editCell', rowId: 'r2', field: 'description', value: 'New' });
    expect(next.data[1]?.description).toBe('New');
    expect(next.data[0]).toBe(file.data[0]);
    expect(applyCommand(file, { type: 'editCell', rowId: 'r2', field: 'id', value: 'x' })).toBe(file);
    expect(applyCommand(file, { type: 'editCell', rowId: 'nope', field: 'description', value: 'x' })).toBe(
      file,
    );
  });

  it('fills a default value into empty cells, or into all when asked', () => {
    const file = applyCommand(sampleFile(), { type: 'editCell', rowId: 'r1', field: 'this_is_a', value: '' });
    const empties = applyCommand(file, {
      type: 'fillDefaultValue',
      field: 'this_is_a',
      value: 'chapter',
      overwrite: false,
    });
    expect(empties.data.map((r) => r.this_is_a)).toEqual(['chapter', 'requirement', 'requirement']);
    const all = applyCommand(file, {
      type: 'fillDefaultValue',
      field: 'this_is_a',
      value: 'chapter',
      overwrite: true,
    });
    expect(all.data.map((r) => r.this_is_a)).toEqual(['chapter', 'chapter', 'chapter']);
  });

  it('leaves chapter, context and comment rows alone unless asked to include them', () => {
    const file = ['chapter', 'context', 'comment'].reduce(
      (next, kind, index) =>
        applyCommand(next, { type: 'editCell', rowId: `r${index + 1}`, field: 'this_is_a', value: kind }),
      sampleFile(4),
    );
    const fill = { type: 'fillDefaultValue', field: 'description', value: 'x', overwrite: true } as const;
    expect(applyCommand(file, fill).data.map((r) => r.description === 'x')).toEqual([
      false,
      false,
      false,
      true,
    ]);
    const all = applyCommand(file, { ...fill, includeStructureRows: true });
    expect(all.data.every((r) => r.description === 'x')).toBe(true);
  });

  it('sets values of one column per row id', () => {
    const next = applyCommand(sampleFile(), {
      type: 'setColumnValues',
      field: 'score',
      values: { r1: 80, r3: 35 },
    });
    expect(next.data.map((r) => r.score)).toEqual([80, undefined, 35]);
  });
});
