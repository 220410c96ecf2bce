import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, importSpec, importSpecText } from './import.js';

describe('importSpec', () => {
  it('rejects a file without columns or rows with the spec message', () => {
    expect(importSpec({ rows: [] })).toEqual({
      ok: false,
      message: "Invalid JSON format: Missing 'columns' or 'rows'.",
    });
    expect(importSpec({ columns: [] })).toEqual({ ok: false, message: IMPORT_MESSAGES.missingColumnsOrRows });
    expect(importSpec([1, 2])).toEqual({ ok: false, message: IMPORT_MESSAGES.missingColumnsOrRows });
  });

  it('names the missing array for repository imports', () => {
    expect(importSpec({ rows: [] }, 'repository')).toEqual({
      ok: false,
      message: 'Invalid JSON structure: missing or invalid columns array',
    });
    expect(importSpec({ columns: [], rows: {} }, 'repository')).toEqual({
      ok: false,
      message: 'Invalid JSON structure: missing or invalid rows array',
    });
  });

  it('answers invalid JSON text with the spec message', () => {
    expect(importSpecText('{ nope')).toEqual({ ok: false, message: 'Invalid JSON format.' });
  });

  it("keeps rows without a non-empty string id, giving them ids after the spec's own", () => {
    const result = importSpec({
      columns: [],
      rows: [{ id: 'REQ-1' }, { id: '' }, { id: 7, description: 'Numbered' }, {}, null, { id: 'REQ-2' }],
    });
    expect(result.ok && result.spec.rows.map((row) => [row.id, row.rowOrder])).toEqual([
      ['REQ-1', 1],
      ['REQ-3', 2],
      ['REQ-4', 3],
      ['REQ-5', 4],
      ['REQ-2', 5],
    ]);
    expect(result.ok && result.spec.rows[2]?.description).toBe('Numbered');
    expect(result.ok && result.warnings).toEqual([
      'Generated ids for 3 rows without one.',
      "Skipped 1 entry of 'rows' that is not a row.",
    ]);
  });

  it('says so in the singular for one generated id', () => {
    const result = importSpec({ columns: [], rows: [{ description: 'Alone' }] });
    expect(result.ok && result.spec.rows.map((row) => row.id)).toEqual(['REQ-1']);
    expect(result.ok && result.warnings).toEqual([IMPORT_MESSAGES.generatedIds(1)]);
    expect(IMPORT_MESSAGES.generatedIds(1)).toBe('Generated an id for 1 row without one.');
  });

  it('never gives a row an id that a later row of the file has', () => {
    const result = importSpec({ columns: [], rows: [{}, { id: 'REQ-1' }, {}, { id: 'REQ-2' }] });
    expect(result.ok && result.spec.rows.map((row) => row.id)).toEqual(['REQ-3', 'REQ-1', 'REQ-4', 'REQ-2']);
  });

  it('orders by coerced rowOrder, falls back to the index, then renumbers 1..n', () => {
    const result = importSpec({
      columns: [],
      rows: [
        { id: 'a', rowOrder: '30' },
        { id: 'b', rowOrder: 'x' },
        { id: 'c', rowOrder: 2 },
      ],
    });
    expect(result.ok && result.spec.rows.map((row) => [row.id, row.rowOrder])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
  });

  it('turns a missing or invalid tempChangeStatus into unchanged and keeps valid ones', () => {
    const result = importSpec({
      columns: [],
      rows: [{ id: 'a', tempChangeStatus: 'bogus' }, { id: 'b' }, { id: 'c', tempChangeStatus: 'added' }],
    });
    expect(result.ok && result.spec.rows.map((row) => row.tempChangeStatus)).toEqual([
      'unchanged',
      'unchanged',
      'added',
    ]);
  });

  it('applies column defaults and drops columns without a field', () => {
    const result = importSpec({
      columns: [{ field: 'title' }, { headerName: 'No field' }, 'junk'],
      rows: [],
    });
    expect(result.ok && result.spec.columns).toEqual([
      {
        field: 'title',
        headerName: 'title',
        editable: true,
        editorType: 'text',
        align: 'center',
        width: 150,
        minWidth: 50,
        order: 0,
      },
    ]);
  });

  it('keeps the first of duplicate columns and renames duplicate row ids', () => {
    const result = importSpec({
      columns: [{ field: 'a' }, { field: 'a', headerName: 'again' }],
      rows: [{ id: 'x' }, { id: 'x' }],
    });
    expect(result.ok && result.spec.columns.map((c) => c.headerName)).toEqual(['a']);
    expect(result.ok && result.spec.rows.map((r) => r.id)).toEqual(['x', 'x-2']);
  });

  it('renames a repeated id to a variant no row of the file has', () => {
    const result = importSpec({ columns: [], rows: [{ id: 'x' }, { id: 'x' }, { id: 'x-2' }] });
    expect(result.ok && result.spec.rows.map((r) => r.id)).toEqual(['x', 'x-3', 'x-2']);
    expect(result.ok && result.warnings).toEqual(["Duplicate row id 'x' renamed to 'x-3'."]);
  });

  it('turns nested cell values into text and keeps hostile strings as plain data', () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const result = importSpec({
      columns: [{ field: 'd' }],
      rows: [{ id: 'a', d: hostile, deep: { a: [1, { b: 2 }] } }],
    });
    expect(result.ok && result.spec.rows[0]?.d).toBe(hostile);
    expect(result.ok && result.spec.rows[0]?.deep).toBe('{"a":[1,{"b":2}]}');
  });

  it('keeps only safe uiStyles values', () => {
    const result = importSpec({
      columns: [],
      rows: [],
      uiStyles: {
        styleControlColumn: 'status',
        applyToColumn: 'status',
        styles: {
          done: { backgroundColor: '#dff0d8', color: 'url(javascript:alert(1))' },
          bad: { color: 'x;y' },
        },
      },
    });
    expect(result.ok && result.spec.uiStyles).toEqual({
      styleControlColumn: 'status',
      applyToColumn: 'status',
      styles: { done: { backgroundColor: '#dff0d8' } },
    });
  });

  it('never lets a row id or status come from a hostile prototype key', () => {
    const result = importSpecText('{"columns":[],"rows":[{"id":"a","__proto__":{"polluted":true}}]}');
    expect(result.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('importSpec on hostile rows', () => {
  it('keeps a row’s prototype when the file gives it a __proto__ key', () => {
    const text =
      '{"columns":[{"field":"description"}],"rows":[{"id":"R1","description":"x","__proto__":null}]}';
    const result = importSpecText(text);
    if (!result.ok) throw new Error(result.message);
    const [row] = result.spec.rows;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(row).toEqual({ id: 'R1', description: 'x', rowOrder: 1, tempChangeStatus: 'unchanged' });
  });
});
