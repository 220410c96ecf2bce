import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../export/csv.js';
import { createRequirementFile } from '../spec/import.js';
import { EXCHANGE_MESSAGES, guessMapping, parseCsvTable, tableToSpec } from './index.js';

const table = {
  headers: ['Req ID', 'Requirement', 'Type', 'Priority', 'Owner name'],
  rows: [
    ['REQ-26', 'The app shall start.', 'requirement', 'High', 'Ann'],
    [null, 'The app shall stop.', 'requirement', 'Low', null],
    ['REQ-26', 'Start-up', 'chapter', null, 'Bo'],
    [null, null, null, null, null],
  ],
};

describe('tableToSpec', () => {
  it('guesses the id, text and type columns from the headers', () => {
    expect(guessMapping(table)).toEqual({ idColumn: 0, textColumn: 1, typeColumn: 2 });
    expect(guessMapping({ headers: ['a', 'b'], rows: [['x', 'a much longer text']] }).textColumn).toBe(1);
  });

  it('maps the columns, generates missing ids after the ids’ numbering and renames repeated ones', () => {
    const result = tableToSpec(table, { idColumn: 0, textColumn: 1, typeColumn: 2 });
    if (!result.ok) throw new Error(result.message);
    expect(result.spec.columns.map((c) => [c.field, c.headerName, c.editorType])).toEqual([
      ['req_id', 'Req ID', 'text'],
      ['description', 'Requirement', 'textarea'],
      ['this_is_a', 'Type', 'select'],
      ['priority', 'Priority', 'text'],
      ['owner_name', 'Owner name', 'text'],
    ]);
    expect(result.spec.columns[2]?.valueOptions).toEqual(['requirement', 'chapter', 'context', 'comment']);
    expect(result.spec.rows.map((r) => r.id)).toEqual(['REQ-26', 'REQ-27', 'REQ-28']);
    expect(result.spec.rows.map((r) => r.req_id)).toEqual(['REQ-26', 'REQ-27', 'REQ-28']);
    expect(result.spec.rows[1]).toMatchObject({
      description: 'The app shall stop.',
      priority: 'Low',
      rowOrder: 2,
    });
    expect(result.warnings).toEqual([
      "Duplicate row id 'REQ-26' renamed to 'REQ-28'.",
      'Generated an id for 1 row without one.',
    ]);
  });

  it('refuses a mapping without a text column or with one column twice, and a table without rows', () => {
    expect(tableToSpec(table, { idColumn: 0, textColumn: null, typeColumn: 2 })).toEqual({
      ok: false,
      message: EXCHANGE_MESSAGES.noTextColumn,
    });
    expect(tableToSpec(table, { idColumn: 1, textColumn: 1, typeColumn: null })).toEqual({
      ok: false,
      message: EXCHANGE_MESSAGES.sameColumnTwice,
    });
    expect(
      tableToSpec({ headers: ['a'], rows: [[null]] }, { idColumn: null, textColumn: 0, typeColumn: null }),
    ).toEqual({ ok: false, message: EXCHANGE_MESSAGES.emptySheet });
  });

  it('keeps every non-empty row with a unique id (property)', () => {
    const cell = fc.option(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { nil: null });
    fc.assert(
      fc.property(fc.array(fc.tuple(cell, cell, cell), { maxLength: 30 }), (rows) => {
        const result = tableToSpec(
          { headers: ['id', 'text', 'other'], rows },
          { idColumn: 0, textColumn: 1, typeColumn: null },
        );
        const filled = rows.filter((row) => row.some((v) => v !== null && String(v).trim() !== '')).length;
        if (filled === 0) {
          expect(result.ok).toBe(false);
          return;
        }
        if (!result.ok) throw new Error(result.message);
        expect(result.spec.rows).toHaveLength(filled);
        expect(new Set(result.spec.rows.map((r) => r.id)).size).toBe(filled);
      }),
    );
  });
});

describe('parseCsvTable', () => {
  it('reads what Export as CSV writes, formula-like cells included (property)', () => {
    const formulaStart = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\uFF1D', "'", "''=", "'-");
    const text = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.tuple(formulaStart, fc.string({ maxLength: 10 })).map(([start, rest]) => start + rest),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { minLength: 1, maxLength: 10 }), (values) => {
        const rows = values
          .filter(([a, b]) => a.trim() !== '' || b.trim() !== '')
          .map(([a, b], index) => ({
            id: `r${index}`,
            rowOrder: index + 1,
            tempChangeStatus: 'unchanged' as const,
            a,
            b,
          }));
        const file = createRequirementFile(
          {
            columns: [
              {
                field: 'a',
                headerName: 'A, first',
                editable: true,
                editorType: 'text',
                align: 'left',
                width: 150,
                minWidth: 50,
                order: 0,
              },
              {
                field: 'b',
                headerName: 'B',
                editable: true,
                editorType: 'text',
                align: 'left',
                width: 150,
                minWidth: 50,
                order: 1,
              },
            ],
            rows,
          },
          { id: 'f', title: 't' },
        );
        const result = parseCsvTable(`\uFEFF${toCsv(file)}`);
        if (rows.length === 0) {
          expect(result.ok).toBe(false);
          return;
        }
        if (!result.ok) throw new Error(result.message);
        expect(result.table.headers).toEqual(['A, first', 'B']);
        expect(result.table.rows).toEqual(rows.map((row) => [row.a, row.b]));
      }),
    );
  });

  it('finds semicolon separators and pads short rows', () => {
    const result = parseCsvTable('id;text;note\nR-1;"a; b"\n');
    expect(result).toEqual({
      ok: true,
      table: { headers: ['id', 'text', 'note'], rows: [['R-1', 'a; b', '']] },
    });
    expect(parseCsvTable('id,text\n')).toEqual({ ok: false, message: EXCHANGE_MESSAGES.emptyCsv });
  });

  it('reads "-5 V tolerance" back from the cell the export wrote for it', () => {
    expect(parseCsvTable(`ID,Text\r\nR-1,"'-5 V tolerance"\r\nR-2,'plain\r\n`)).toEqual({
      ok: true,
      table: {
        headers: ['ID', 'Text'],
        rows: [
          ['R-1', '-5 V tolerance'],
          ['R-2', "'plain"],
        ],
      },
    });
  });
});
