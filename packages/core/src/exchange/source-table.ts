import { IMPORT_MESSAGES, type ImportResult } from '../spec/import.js';
import type { CellValue, Row } from '../spec/model.js';
import { rowIdGenerator } from '../spec/row-ids.js';
import { firstTooLongRow } from '../spec/row-text-length.js';
import { EXCHANGE_MESSAGES, MAX_IMPORT_ROWS } from './messages.js';
import { planFields, type TableMapping } from './table-fields.js';

export { fieldForHeader } from './table-field-names.js';
export type { TableMapping } from './table-fields.js';

/** A sheet read from a workbook or a CSV file: the header row's names and the rows below it. */
export interface SourceTable {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly CellValue[])[];
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
 * A spec from a table and its mapping (columns as `planFields` makes them); rows with no value at all are
 * left out. Ids come from the id column, repeated ones renamed, missing ones generated continuing the ids'
 * own numbering (`REQ-26` → `REQ-27`); the ID column shows the ids the rows got.
 */
export function tableToSpec(table: SourceTable, mapping: TableMapping): ImportResult {
  const problem = mappingProblem(table, mapping);
  if (problem) return { ok: false, message: problem };
  const rows = table.rows.filter((row) => row.some((value) => !isBlank(value)));
  if (rows.length === 0) return { ok: false, message: EXCHANGE_MESSAGES.emptySheet };
  if (rows.length > MAX_IMPORT_ROWS)
    return { ok: false, message: EXCHANGE_MESSAGES.tooManyRows(MAX_IMPORT_ROWS) };
  const warnings: string[] = [];
  const ids = assignRowIds(
    rows.map((row) => (mapping.idColumn === null ? null : row[mapping.idColumn])),
    warnings,
  );
  const fields = planFields(table.headers, rows, mapping, ids);
  const built: Row[] = rows.map((source, index) => {
    const row: Record<string, CellValue> = {};
    for (const { field, cell } of fields) {
      const value = cell(source, index);
      if (!isBlank(value)) row[field] = value ?? null;
    }
    // Filled in place, not spread: a spread copy of every row is most of an import's time.
    return Object.assign(row, {
      id: ids[index] as string,
      rowOrder: index + 1,
      tempChangeStatus: 'unchanged' as const,
    });
  });
  const columns = fields.map(({ column }, order) => ({ ...column, order }));
  const tooLong = firstTooLongRow(built);
  if (tooLong) return { ok: false, message: tooLong };
  return { ok: true, spec: { columns, rows: built }, warnings };
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
