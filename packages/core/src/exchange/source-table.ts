import { createColumn } from '../spec/columns.js';
import { IMPORT_MESSAGES, type ImportResult } from '../spec/import.js';
import type { CellValue, Column, Row } from '../spec/model.js';
import { rowIdGenerator } from '../spec/row-ids.js';
import { firstTooLongRow } from '../spec/row-text-length.js';
import { DEFAULT_TEXT_COLUMN } from '../views/text-column.js';
import { EXCHANGE_MESSAGES, MAX_IMPORT_ROWS } from './messages.js';

/** A sheet read from a workbook or a CSV file: the header row's names and the rows below it. */
export interface SourceTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly CellValue[])[];
}

/** Which source columns (by index) hold the id, the requirement text and the type; null when none does. */
export interface TableMapping {
  readonly idColumn: number | null;
  readonly textColumn: number | null;
  readonly typeColumn: number | null;
}

const ID_HEADERS =
  /^(id|req[\s._-]*id|requirement[\s._-]*id|identifier|key|ref|object identifier|reqif\.foreignid)$/i;
const TEXT_HEADERS =
  /^(description|requirement|requirements|text|requirement text|statement|reqif\.text|object text|title)$/i;
const TYPE_HEADERS = /^(this_is_a|type|kind|category|object type|row type)$/i;

function firstMatching(headers: readonly string[], pattern: RegExp, not: (number | null)[]): number | null {
  const index = headers.findIndex((header, i) => !not.includes(i) && pattern.test(header.trim()));
  return index < 0 ? null : index;
}

/** The mapping the dialog starts with, from the header names; the text falls back to the longest column. */
export function guessMapping(table: SourceTable): TableMapping {
  const idColumn = firstMatching(table.headers, ID_HEADERS, []);
  const typeColumn = firstMatching(table.headers, TYPE_HEADERS, [idColumn]);
  let textColumn = firstMatching(table.headers, TEXT_HEADERS, [idColumn, typeColumn]);
  if (textColumn === null) {
    let longest = -1;
    table.headers.forEach((_, index) => {
      if (index === idColumn || index === typeColumn) return;
      const length = table.rows.slice(0, 50).reduce((sum, row) => sum + String(row[index] ?? '').length, 0);
      if (length > longest) {
        longest = length;
        textColumn = index;
      }
    });
  }
  return { idColumn, textColumn, typeColumn };
}

/** A field name for a header: lower case, runs of other characters as '_', never a system field. */
export function fieldForHeader(header: string, taken: Set<string>): string {
  const base =
    header
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}_]+/gu, '_')
      .replace(/^_+|_+$/g, '') || 'column';
  const reserved = new Set(['id', 'rowOrder', 'tempChangeStatus', 'originalRowId', '__proto__']);
  let field = reserved.has(base) ? `${base}_value` : base;
  for (let n = 2; taken.has(field); n++) field = `${base}_${n}`;
  taken.add(field);
  return field;
}

export function isBlank(value: CellValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Checks a mapping against the table; the message to show, or null when it can be imported. */
export function mappingProblem(table: SourceTable, mapping: TableMapping): string | null {
  if (mapping.textColumn === null || mapping.textColumn >= table.headers.length)
    return EXCHANGE_MESSAGES.noTextColumn;
  const chosen = [mapping.idColumn, mapping.textColumn, mapping.typeColumn].filter((index) => index !== null);
  return new Set(chosen).size === chosen.length ? null : EXCHANGE_MESSAGES.sameColumnTwice;
}

/**
 * A spec from a table and its mapping: the text column becomes `description`, the type column `this_is_a`
 * (a select of the values used), every other column a text column; rows with no value at all are left
 * out. Ids come from the id column, repeated ones renamed, missing ones generated continuing the ids'
 * own numbering (`REQ-26` → `REQ-27`).
 */
export function tableToSpec(table: SourceTable, mapping: TableMapping): ImportResult {
  const problem = mappingProblem(table, mapping);
  if (problem) return { ok: false, message: problem };
  const rows = table.rows.filter((row) => row.some((value) => !isBlank(value)));
  if (rows.length === 0) return { ok: false, message: EXCHANGE_MESSAGES.emptySheet };
  if (rows.length > MAX_IMPORT_ROWS)
    return { ok: false, message: EXCHANGE_MESSAGES.tooManyRows(MAX_IMPORT_ROWS) };
  const taken = new Set<string>([DEFAULT_TEXT_COLUMN, 'this_is_a']);
  const fields = table.headers.map((header, index) => {
    if (index === mapping.textColumn) return DEFAULT_TEXT_COLUMN;
    if (index === mapping.typeColumn) return 'this_is_a';
    if (index === mapping.idColumn) return null;
    return fieldForHeader(header === '' ? `Column ${index + 1}` : header, taken);
  });
  const warnings: string[] = [];
  const ids = assignRowIds(
    rows.map((row) => (mapping.idColumn === null ? null : row[mapping.idColumn])),
    warnings,
  );
  const built: Row[] = rows.map((source, index) => {
    const row: Record<string, CellValue> = {};
    for (let column = 0; column < fields.length; column++) {
      const field = fields[column];
      const value = source[column];
      if (typeof field === 'string' && !isBlank(value)) row[field] = value ?? null;
    }
    // Filled in place, not spread: a spread copy of every row is most of an import's time.
    return Object.assign(row, {
      id: ids[index] as string,
      rowOrder: index + 1,
      tempChangeStatus: 'unchanged' as const,
    });
  });
  const columns = fields
    .flatMap((field, index): Column[] =>
      field === null ? [] : [columnFor(field, table.headers[index] ?? field, built)],
    )
    .map((column, order) => ({ ...column, order }));
  const tooLong = firstTooLongRow(built);
  if (tooLong) return { ok: false, message: tooLong };
  return { ok: true, spec: { columns, rows: built }, warnings };
}

function columnFor(field: string, header: string, rows: readonly Row[]): Column {
  const headerName = header.trim() === '' ? field : header;
  if (field === DEFAULT_TEXT_COLUMN) {
    return createColumn({ field, headerName, editorType: 'textarea', align: 'left', width: 400 });
  }
  if (field === 'this_is_a') {
    const used = [
      ...new Set(
        rows
          .map((row) => row.this_is_a)
          .filter((v) => !isBlank(v))
          .map(String),
      ),
    ];
    return createColumn({ field, headerName, editorType: 'select', valueOptions: used });
  }
  return createColumn({ field, headerName });
}

/** Row ids from the given values: repeated ones renamed, blank ones generated after the ids' own numbering. */
export function assignRowIds(values: readonly (CellValue | undefined)[], warnings: string[]): string[] {
  const given = values.map((value) => (isBlank(value) ? null : String(value).trim()));
  const taken = new Set(given.filter((id): id is string => id !== null));
  const next = rowIdGenerator(taken);
  const kept = new Set<string>();
  let generated = 0;
  const ids = given.map((id) => {
    if (id === null) {
      generated++;
      return next();
    }
    if (!kept.has(id)) {
      kept.add(id);
      return id;
    }
    const renamed = next();
    warnings.push(`Duplicate row id '${id}' renamed to '${renamed}'.`);
    return renamed;
  });
  if (generated > 0) {
    warnings.push(IMPORT_MESSAGES.generatedIds(generated));
  }
  return ids;
}
