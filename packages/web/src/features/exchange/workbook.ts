import type { RequirementFile } from '@specwright/core';
import ExcelJS from 'exceljs';

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
