import { orderedColumns } from '../spec/columns.js';
import type { CellValue, RequirementFile } from '../spec/model.js';

export const EXPORT_MESSAGES = {
  nothingToExport: 'No data available to export or file/columns are not properly loaded.',
  unsupported: 'CSV export is not supported in your browser.',
} as const;

/**
 * A spreadsheet runs a cell starting with =, +, -, @, a tab or a carriage return (or a full-width =, +, -, @)
 * as a formula. Quotes already before such a start count too, so that `csvFieldText` undoes it exactly.
 */
const FORMULA_START = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEUTRALISED_FORMULA = /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/**
 * One cell of every CSV the product writes (docs/product-rules.md, "Validation"): a value containing a
 * comma, a line break or a quote is quoted, doubling the quotes; text a spreadsheet would run as a formula
 * gets a single quote before it and is quoted (OWASP's defence against CSV injection). Numbers and booleans
 * are written as they are.
 */
export function csvField(value: CellValue | undefined): string {
  const text = value === undefined || value === null ? '' : String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) return `"'${text.replaceAll('"', '""')}"`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The text of a cell read from a CSV file, without the quote `csvField` put before a formula-like start. */
export function csvFieldText(cell: string): string {
  return NEUTRALISED_FORMULA.test(cell) ? cell.slice(1) : cell;
}

export function canExportCsv(file: RequirementFile | undefined): boolean {
  return file !== undefined && file.data.length > 0 && orderedColumns(file).length > 0;
}

/** Every column (header names, hidden ones too: hiding is a view matter) and rows in row order, one line each. */
export function toCsv(file: RequirementFile): string {
  const columns = orderedColumns(file);
  const lines = [columns.map((column) => csvField(column.headerName)).join(',')];
  for (const row of file.data) lines.push(columns.map((column) => csvField(row[column.field])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
