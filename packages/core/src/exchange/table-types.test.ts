import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRequirementFile } from '../spec/import.js';
import { documentEntries, isRequirementRow } from '../views/document.js';
import { idColumnOf } from '../views/row-labels.js';
import { distinctTypeValues, guessMapping, guessRowType, ROW_TYPES, tableToSpec } from './index.js';

const workbook = {
  headers: ['Req ID', 'Requirement text', 'Kind'],
  rows: [
    ['SYS-1', 'Start-up', 'Heading'],
    ['SYS-2', 'The app shall start within 2 s.', 'Requirement'],
    ['SYS-3', 'Shutdown', 'Heading'],
    ['SYS-4', 'The app shall save before it stops.', 'Requirement'],
    ['SYS-5', 'Users close the app from the tray.', 'Info'],
  ],
};

function imported(table: typeof workbook, typeValues?: Record<string, (typeof ROW_TYPES)[number]>) {
  const mapping = { ...guessMapping(table), ...(typeValues ? { typeValues } : {}) };
  const result = tableToSpec(table, mapping);
  if (!result.ok) throw new Error(result.message);
  return createRequirementFile(result.spec, { id: 'f', title: 'Workbook' });
}

describe('an imported table’s id and type columns', () => {
  it('shows the id column as the spec’s ID column holding the ids', () => {
    const file = imported(workbook);
    const idField = idColumnOf(file);
    expect(idField).toBeDefined();
    expect(file.columns.find((column) => column.field === idField)?.headerName).toBe('Req ID');
    expect(file.data.map((row) => row[idField ?? ''])).toEqual(['SYS-1', 'SYS-2', 'SYS-3', 'SYS-4', 'SYS-5']);
  });

  it('makes Heading rows chapters and Info rows comments, numbering only the requirements', () => {
    const file = imported(workbook);
    expect(file.data.map((row) => row.this_is_a)).toEqual([
      'chapter',
      'requirement',
      'chapter',
      'requirement',
      'comment',
    ]);
    const numbered = documentEntries(file.data).filter((entry) => entry.number !== undefined);
    expect(numbered.map((entry) => entry.row.id)).toEqual(['SYS-2', 'SYS-4']);
    expect(file.data.filter(isRequirementRow).map((row) => row.id)).toEqual(['SYS-2', 'SYS-4']);
  });

  it('applies the values chosen in the mapping step over the guess', () => {
    const file = imported(workbook, { Info: 'context', Heading: 'requirement' });
    expect(file.data.map((row) => row.this_is_a)).toEqual([
      'requirement',
      'requirement',
      'requirement',
      'requirement',
      'context',
    ]);
  });

  it('keeps the type words in a column of their own when two become the same type', () => {
    const table = {
      headers: ['ID', 'Text', 'Type'],
      rows: [
        ['A-1', 'The app shall log in.', 'Functional'],
        ['A-2', 'Log-in shall take 1 s.', 'Non-functional'],
      ],
    };
    const file = imported(table);
    expect(file.columns.map((column) => [column.field, column.headerName])).toEqual([
      ['req_id', 'ID'],
      ['description', 'Text'],
      ['this_is_a', 'Type'],
      ['type', 'Type (as imported)'],
    ]);
    expect(file.data.map((row) => [row.this_is_a, row.type])).toEqual([
      ['requirement', 'Functional'],
      ['requirement', 'Non-functional'],
    ]);
  });

  it('guesses the type of common values', () => {
    expect(
      ['Heading 2', 'Section', 'TITLE', 'note', 'Information', 'Rationale', 'req', 'Functional'].map(
        guessRowType,
      ),
    ).toEqual([
      'chapter',
      'chapter',
      'chapter',
      'comment',
      'comment',
      'context',
      'requirement',
      'requirement',
    ]);
    expect(distinctTypeValues(workbook.rows, 2)).toEqual([
      { value: 'Heading', count: 2 },
      { value: 'Requirement', count: 2 },
      { value: 'Info', count: 1 },
    ]);
  });

  it('maps every distinct value to one of the four row types (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom('Heading', 'note', 'Context')), {
          minLength: 1,
          maxLength: 20,
        }),
        (kinds) => {
          const table = {
            headers: ['Text', 'Kind'],
            rows: kinds.map((kind, index) => [`Row ${index}`, kind]),
          };
          const result = tableToSpec(table, { idColumn: null, textColumn: 0, typeColumn: 1 });
          if (!result.ok) throw new Error(result.message);
          for (const row of result.spec.rows) expect(ROW_TYPES).toContain(row.this_is_a);
          for (const { value } of distinctTypeValues(table.rows, 1))
            expect(ROW_TYPES).toContain(guessRowType(value));
        },
      ),
    );
  });
});
