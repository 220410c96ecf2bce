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

  it('drops rows without a non-empty string id', () => {
    const result = importSpec({
      columns: [],
      rows: [{ id: 'a' }, { id: '' }, { id: 7 }, {}, null, { id: 'b' }],
    });
    expect(result.ok && result.spec.rows.map((row) => row.id)).toEqual(['a', 'b']);
    expect(result.ok && result.warnings).toContain('4 row(s) without an id were skipped.');
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
