/** The cells of a worksheet part (`xl/worksheets/sheet1.xml`), read in one forward scan of its XML. */
import type { CellValue } from '../spec/model.js';
import { decodeEscapes } from './xlsx-parts.js';
import { XmlScanner } from './xml-scan.js';

/** What a sheet's cells refer to: the shared strings, the date styles and the workbook's date system. */
export interface SheetContext {
  readonly sharedStrings: readonly string[];
  readonly dateStyles: readonly boolean[];
  readonly date1904: boolean;
}

/** The most rows and columns a worksheet has; cells beyond them are ignored. */
const MAX_ROWS = 1_048_576;
const MAX_COLUMNS = 16_384;

/** The 0-based column of a cell reference (`A1` → 0, `AB7` → 27); -1 when it has no column letters. */
export function columnIndex(reference: string): number {
  let column = 0;
  let at = 0;
  for (; at < reference.length; at++) {
    const code = reference.charCodeAt(at) | 32; // lower case
    if (code < 97 || code > 122) break;
    column = column * 26 + (code - 96);
  }
  return at === 0 ? -1 : column - 1;
}

/** A serial date as text: `2024-03-01`, or the full ISO time when it has one; null when out of range. */
export function serialDate(serial: number, date1904: boolean): string | null {
  const date = new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));
  return Number.isNaN(date.getTime()) ? null : date.toISOString().replace(/T00:00:00\.000Z$/, '');
}

function numberValue(raw: string, style: number, context: SheetContext): CellValue {
  const number = Number(raw);
  if (!Number.isFinite(number)) return raw;
  return context.dateStyles[style] === true ? (serialDate(number, context.date1904) ?? number) : number;
}

/** A cell's value from its type (`t`), style (`s`), `<v>` text and inline string. */
function cellValue(
  type: string | null,
  style: number,
  value: string | null,
  inline: string | null,
  context: SheetContext,
): CellValue {
  switch (type) {
    case 's': {
      const text = value === null ? undefined : context.sharedStrings[Number(value)];
      return text ?? null;
    }
    case 'inlineStr':
      return inline === null ? null : decodeEscapes(inline);
    case 'str':
      return value === null ? null : decodeEscapes(value);
    case 'b':
      return value === null ? null : value.trim() === '1' || value.trim() === 'true';
    case 'e':
      return value;
    case 'd': {
      const time = value === null ? Number.NaN : Date.parse(value);
      return Number.isNaN(time) ? value : new Date(time).toISOString().replace(/T00:00:00\.000Z$/, '');
    }
    default:
      return value === null || value.trim() === '' ? null : numberValue(value.trim(), style, context);
  }
}

/** A cell's reference, type and style. */
const CELL_ATTRIBUTES = ['r', 't', 's'] as const;

/** The row at an index, added when it is not there yet; rows past the sheet's last are not kept. */
function rowAt(rows: CellValue[][], index: number): CellValue[] {
  if (index >= MAX_ROWS) return [];
  const row = rows[index] ?? [];
  rows[index] = row;
  return row;
}

/**
 * The rows of a worksheet, indexed from row 1 at 0 (rows without cells are holes), each with its values
 * at their columns (empty cells are holes); cells without a reference follow the one before them.
 */
export function readSheetRows(xml: string, context: SheetContext): CellValue[][] {
  const scanner = new XmlScanner(xml);
  const rows: CellValue[][] = [];
  let row: CellValue[] = [];
  let rowIndex = -1;
  let column = -1;
  let type: string | null = null;
  let style = 0;
  let value: string | null = null;
  let inline: string | null = null;
  let inCell = false;
  let phonetic = 0;
  const found: (string | null)[] = [];
  while (scanner.next()) {
    const name = scanner.name;
    if (name === 'row' && !scanner.closing) {
      const number = Number(scanner.attribute('r'));
      rowIndex = number >= 1 ? number - 1 : rowIndex + 1;
      column = -1;
      row = rowAt(rows, rowIndex);
    } else if (name === 'c') {
      if (!scanner.closing) {
        scanner.attributes(CELL_ATTRIBUTES, found);
        const [reference, cellType, cellStyle] = found;
        const at = reference ? columnIndex(reference) : -1;
        column = at >= 0 ? at : column + 1;
        type = cellType ?? null;
        style = Number(cellStyle ?? 0);
        value = null;
        inline = null;
        inCell = !scanner.selfClosing;
        phonetic = 0;
      } else if (inCell) {
        inCell = false;
        const cell = cellValue(type, style, value, inline, context);
        if (cell !== null && column < MAX_COLUMNS) row[column] = cell;
      }
    } else if (!inCell || scanner.closing) {
      if (name === 'rPh' && scanner.closing) phonetic--;
    } else if (name === 'v') {
      value = scanner.text();
    } else if (name === 't' && phonetic === 0) {
      inline = (inline ?? '') + scanner.text();
    } else if (name === 'is') {
      inline ??= '';
    } else if (name === 'rPh' && !scanner.selfClosing) {
      phonetic++;
    }
  }
  return rows;
}
