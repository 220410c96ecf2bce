import { orderedColumns } from '../spec/columns.js';
import type { CellValue, RequirementFile } from '../spec/model.js';

export const EXPORT_MESSAGES = {
  nothingToExport: 'No data available to export or file/columns are not properly loaded.',
  unsupported: 'CSV export is not supported in your browser.',
} as const;

/** Quotes a value containing a comma, a line break or a quote, doubling the quotes (docs/product-rules.md, "Validation"). */
export function csvField(value: CellValue | undefined): string {
  const text = value === undefined || value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
