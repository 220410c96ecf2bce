import { type RequirementFile, tableExportColumns } from '@specwright/core';
import ExcelJS from 'exceljs';

/** An .xlsx workbook of the spec: one sheet, a bold header row, every column, one id column. */
export async function specToWorkbook(file: RequirementFile): Promise<ArrayBuffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Specwright';
  const sheet = workbook.addWorksheet(
    file.title.slice(0, 31).replace(/[*?:\\/[\]]/g, '-') || 'Specification',
  );
  const columns = tableExportColumns(file);
  sheet.columns = columns.map((column) => ({
    header: column.headerName,
    key: column.field,
    width: column.field === 'description' ? 60 : 18,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of file.data) sheet.addRow(columns.map((column) => column.cell(row)));
  return workbook.xlsx.writeBuffer() as Promise<ArrayBuffer>;
}
