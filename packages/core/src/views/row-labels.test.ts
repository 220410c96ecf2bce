import { describe, expect, it } from 'vitest';
import { createRequirementFile, importSpec } from '../spec/import.js';
import { idColumnOf, rowLabelsOf } from './row-labels.js';

function file(columns: { field: string; headerName: string }[], rows: Record<string, string>[]) {
  const imported = importSpec({
    columns,
    rows: rows.map((row, index) => ({ id: `row-${index + 1}`, ...row })),
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'f', title: 'Spec' });
}

describe('rowLabelsOf', () => {
  it('names rows by the visible ID column, by field or by header', () => {
    const byField = file(
      [
        { field: 'req_id', headerName: 'Ref' },
        { field: 'description', headerName: 'Text' },
      ],
      [
        { req_id: 'SAAS-001', description: 'a' },
        { req_id: '  ', description: 'b' },
      ],
    );
    expect(idColumnOf(byField)).toBe('req_id');
    expect(rowLabelsOf(byField, ['row-1', 'row-2'])).toEqual({ 'row-1': 'SAAS-001', 'row-2': 'row-2' });
    const byHeader = file([{ field: 'key', headerName: 'ID' }], [{ key: 'K-7' }]);
    expect(rowLabelsOf(byHeader, ['row-1'])).toEqual({ 'row-1': 'K-7' });
  });

  it('falls back to the row ids without an ID column, or when it is hidden', () => {
    const plain = file([{ field: 'description', headerName: 'Requirement' }], [{ description: 'a' }]);
    expect(idColumnOf(plain)).toBeUndefined();
    expect(rowLabelsOf(plain, ['row-1'])).toEqual({ 'row-1': 'row-1' });
    const hidden = {
      ...file([{ field: 'req_id', headerName: 'ID' }], [{ req_id: 'X-1' }]),
      hiddenColumns: ['req_id'],
    };
    expect(rowLabelsOf(hidden, ['row-1'])).toEqual({ 'row-1': 'row-1' });
  });
});
