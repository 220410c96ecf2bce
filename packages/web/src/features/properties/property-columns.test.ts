import { applyCommand, createColumn, createRequirementFile, importSpec } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { cellText, fieldKind, propertyColumns, selectOptions } from './property-columns';

function file() {
  const result = importSpec({
    columns: [
      { field: 'id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement', editorType: 'textarea' },
      { field: 'status', headerName: 'Status', editorType: 'enum', valueOptions: ['Draft', 'Done'] },
      { field: 'locked', headerName: 'Locked', editable: false },
      { field: 'tempChangeStatus', headerName: 'Change' },
      { field: 'owner', headerName: 'Owner' },
    ],
    rows: [{ id: 'r1', description: 'x', status: 'Draft', tempChangeStatus: 'added', originalRowId: 'r0' }],
  });
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f', title: 'F' });
}

describe('property columns', () => {
  it('leaves out the row system fields and non-editable columns, in display order', () => {
    const moved = applyCommand(file(), { type: 'moveColumn', field: 'owner', toIndex: 0 });
    expect(propertyColumns(moved).map((c) => c.field)).toEqual(['owner', 'description', 'status']);
  });

  it('keeps a current value that is not among the options', () => {
    const column = createColumn({
      field: 's',
      headerName: 'S',
      editorType: 'select',
      valueOptions: ['A', 'B'],
    });
    expect(selectOptions(column, 'A')).toEqual(['A', 'B']);
    expect(selectOptions(column, 'Legacy')).toEqual(['Legacy', 'A', 'B']);
    expect(selectOptions(column, '')).toEqual(['', 'A', 'B']);
  });

  it('maps editor types to fields and cells to text', () => {
    expect(fieldKind(createColumn({ field: 'a', headerName: 'A', editorType: 'enum' }))).toBe('select');
    expect(fieldKind(createColumn({ field: 'a', headerName: 'A', editorType: 'textarea' }))).toBe('textarea');
    expect(fieldKind(createColumn({ field: 'a', headerName: 'A' }))).toBe('text');
    expect([cellText(null), cellText(undefined), cellText(3), cellText(false)]).toEqual([
      '',
      '',
      '3',
      'false',
    ]);
  });
});
