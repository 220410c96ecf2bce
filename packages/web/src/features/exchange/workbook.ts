import type { CellValue, RequirementFile } from '@specwright/core';
import { EXCHANGE_MESSAGES, type TableResult, toSourceTable } from '@specwright/core/exchange';
import ExcelJS from 'exceljs';

type ExcelValue = unknown;

/** A cell of exceljs as a cell value: rich text and hyperlinks as their text, a formula as its result. */
export function cellValue(value: ExcelValue): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (value instanceof Date) return value.toISOString().replace(/T00:00:00\.000Z$/, '');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (Array.isArray(record.richText)) {
      return (record.richText as { text?: unknown }[]).map((part) => String(part.text ?? '')).join('');
    }
    if ('result' in record) return cellValue(record.result);
    if ('text' in record) return cellValue(record.text);
    if ('error' in record) return String(record.error);
  }
  return String(value);
}

/** The first worksheet of an .xlsx workbook: its first row as the headers, the rows below it. */
export async function readWorkbookTable(buffer: ArrayBuffer): Promise<TableResult> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer);
  } catch {
    return { ok: false, message: EXCHANGE_MESSAGES.notWorkbook };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, message: EXCHANGE_MESSAGES.emptySheet };
  const cells: string[][] = [];
  const values: CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    // row.values is 1-based: index 0 is always empty.
    const line = (row.values as ExcelValue[]).slice(1).map(cellValue);
    values[rowNumber - 1] = line;
    cells[rowNumber - 1] = line.map((value) => (value === null ? '' : String(value)));
  });
  const result = toSourceTable(
    Array.from(cells, (row) => row ?? []),
    EXCHANGE_MESSAGES.emptySheet,
  );
  if (!result.ok) return result;
  // The table keeps numbers and booleans as they are; the header row and blank rows were dropped.
  const typed = values
    .slice(1)
    .filter((row) => row?.some((value) => value !== null && String(value).trim() !== ''));
  const width = result.table.headers.length;
  return {
    ok: true,
    table: {
      headers: result.table.headers,
      rows: typed.map((row) => Array.from({ length: width }, (_, i) => row[i] ?? null)),
    },
  };
}

/** An .xlsx workbook of the spec: one sheet, a bold header row, every column, ids first. */
export async function specToWorkbook(
  file: RequirementFile,
  columns: readonly { field: string; headerName: string }[],
): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Specwright';
  const sheet = workbook.addWorksheet(
    file.title.slice(0, 31).replace(/[*?:\\/[\]]/g, '-') || 'Specification',
  );
  sheet.columns = [
    { header: 'ID', key: 'id', width: 14 },
    ...columns.map((column) => ({
      header: column.headerName,
      key: column.field,
      width: column.field === 'description' ? 60 : 18,
    })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of file.data) {
    sheet.addRow([row.id, ...columns.map((column) => row[column.field] ?? null)]);
  }
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
