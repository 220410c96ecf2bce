/**
 * The first worksheet of an .xlsx workbook as a table, read straight from the package's XML parts: the
 * workbook, its relationships, the shared strings, the styles (for dates) and the one sheet.
 */
import type { CellValue } from '../spec/model.js';
import type { TableResult } from './csv-table.js';
import { EXCHANGE_MESSAGES } from './messages.js';
import { isBlank } from './source-table.js';
import {
  readDateStyles,
  readRelationships,
  readSharedStrings,
  readWorkbook,
  relationshipOfType,
  relationshipsPath,
  resolvePartPath,
} from './xlsx-parts.js';
import { readSheetRows } from './xlsx-sheet.js';

/** Reads one part of the package as text; undefined when the package has no such part. */
export type ReadPart = (path: string) => string | undefined;

const DEFAULT_WORKBOOK = 'xl/workbook.xml';

function workbookPath(read: ReadPart): string {
  const rels = read('_rels/.rels');
  const target = rels && relationshipOfType(readRelationships(rels), 'officeDocument');
  return target ? resolvePartPath('', target) : DEFAULT_WORKBOOK;
}

/**
 * The first worksheet: its first row as the headers, the rows below it with their numbers, booleans and
 * texts as they are (dates as `2024-03-01`), blank rows left out, every row as wide as the table.
 */
export function xlsxToTable(read: ReadPart): TableResult {
  const path = workbookPath(read);
  const workbook = read(path);
  if (workbook === undefined) return { ok: false, message: EXCHANGE_MESSAGES.notWorkbook };
  const { firstSheet, date1904 } = readWorkbook(workbook);
  const relationships = readRelationships(read(relationshipsPath(path)) ?? '');
  const sheetTarget = relationships.find((relationship) => relationship.id === firstSheet)?.target;
  const sheet = sheetTarget === undefined ? undefined : read(resolvePartPath(path, sheetTarget));
  if (sheet === undefined) return { ok: false, message: EXCHANGE_MESSAGES.emptySheet };
  // A workbook that does not list its shared strings or styles may still hold them at their usual names.
  const partOfType = (kind: string) =>
    read(resolvePartPath(path, relationshipOfType(relationships, kind) ?? `${kind}.xml`));
  const sharedStrings = readSharedStrings(partOfType('sharedStrings') ?? '');
  const dateStyles = readDateStyles(partOfType('styles') ?? '');
  return sheetTable(readSheetRows(sheet, { sharedStrings, dateStyles, date1904 }));
}

/** A header row (row 1) and the rows below it that hold a value, each as long as the widest row. */
export function sheetTable(rows: readonly (readonly CellValue[] | undefined)[]): TableResult {
  const header = rows[0] ?? [];
  const body: (readonly CellValue[])[] = [];
  let width = header.length;
  for (let index = 1; index < rows.length; index++) {
    const row = rows[index];
    if (!row?.some((value) => !isBlank(value))) continue;
    body.push(row);
    if (row.length > width) width = row.length;
  }
  if (body.length === 0) return { ok: false, message: EXCHANGE_MESSAGES.emptySheet };
  const headers: string[] = [];
  for (let index = 0; index < width; index++) headers.push(String(header[index] ?? '').trim());
  return { ok: true, table: { headers, rows: body.map((row) => padded(row, width)) } };
}

/** A row as a dense array of `width` values, null where the sheet has no cell. */
function padded(row: readonly CellValue[], width: number): CellValue[] {
  const values = new Array<CellValue>(width);
  for (let index = 0; index < width; index++) values[index] = row[index] ?? null;
  return values;
}
