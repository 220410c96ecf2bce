import { describe, expect, it } from 'vitest';
import { createColumn, visibleColumns } from '../spec/columns.js';
import { sampleFile } from '../test/fixtures.js';
import { applyCommand } from './apply.js';

describe('column commands', () => {
  it('adds a column with the defaults and fills rows with its default value', () => {
    const file = sampleFile();
    const next = applyCommand(file, {
      type: 'addColumn',
      column: createColumn({ field: 'priority', headerName: 'Priority', defaultValue: 'Must' }),
    });
    expect(next.columns.at(-1)).toMatchObject({
      field: 'priority',
      width: 150,
      align: 'center',
      editorType: 'text',
    });
    expect(next.columnOrder.at(-1)).toBe('priority');
    expect(next.data.every((row) => row.priority === 'Must')).toBe(true);
    expect(next.columnsVersion).toBe(file.columnsVersion + 1);
  });

  it('ignores a duplicate or reserved field', () => {
    const file = sampleFile();
    expect(
      applyCommand(file, {
        type: 'addColumn',
        column: createColumn({ field: 'description', headerName: 'D' }),
      }),
    ).toBe(file);
    expect(
      applyCommand(file, { type: 'addColumn', column: createColumn({ field: 'rowOrder', headerName: 'R' }) }),
    ).toBe(file);
  });

  it('renames a field, moving its values, and ignores a rename to an existing field', () => {
    const file = sampleFile();
    const renamed = applyCommand(file, {
      type: 'editColumn',
      field: 'this_is_a',
      changes: { field: 'kind' },
    });
    expect(renamed.columnOrder).toEqual(['description', 'kind']);
    expect(renamed.data[0]?.kind).toBe('requirement');
    expect('this_is_a' in (renamed.data[0] ?? {})).toBe(false);
    expect(
      applyCommand(file, { type: 'editColumn', field: 'this_is_a', changes: { field: 'description' } }),
    ).toBe(file);
  });

  it('edits header, editor and options without touching rows', () => {
    const file = sampleFile();
    const next = applyCommand(file, {
      type: 'editColumn',
      field: 'description',
      changes: { headerName: 'Text', align: 'right' },
    });
    expect(next.columns[0]).toMatchObject({ headerName: 'Text', align: 'right', field: 'description' });
    expect(next.data).toBe(file.data);
  });

  it('removes columns with their data', () => {
    const next = applyCommand(sampleFile(), { type: 'removeColumns', fields: ['this_is_a'] });
    expect(next.columns.map((c) => c.field)).toEqual(['description']);
    expect(next.data.some((row) => 'this_is_a' in row)).toBe(false);
  });

  it('hides and shows columns', () => {
    const hidden = applyCommand(sampleFile(), { type: 'hideColumns', fields: ['description'] });
    expect(visibleColumns(hidden).map((c) => c.field)).toEqual(['this_is_a']);
    const shown = applyCommand(hidden, { type: 'showColumns', fields: ['description'] });
    expect(visibleColumns(shown).map((c) => c.field)).toEqual(['description', 'this_is_a']);
  });

  it('moves and resizes columns, never below the minimum width', () => {
    const file = sampleFile();
    expect(applyCommand(file, { type: 'moveColumn', field: 'this_is_a', toIndex: 0 }).columnOrder).toEqual([
      'this_is_a',
      'description',
    ]);
    expect(
      applyCommand(file, { type: 'resizeColumn', field: 'description', width: 10 }).columns[0]?.width,
    ).toBe(50);
  });
});
