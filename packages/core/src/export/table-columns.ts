import { orderedColumns } from '../spec/columns.js';
import type { CellValue, RequirementFile, Row } from '../spec/model.js';
import { isIdColumn } from '../views/row-labels.js';
import { requirementIdOf } from './markdown-links.js';

/** One column of a table export: its header, its field, and the cell of each row. */
export interface TableExportColumn {
  readonly headerName: string;
  readonly field: string;
  readonly cell: (row: Row) => CellValue;
}

const cellOf =
  (field: string) =>
  (row: Row): CellValue =>
    row[field] ?? null;

/**
 * The columns of a table export (Excel) in display order, hidden ones too, with ONE id column: the spec's
 * own ID column holding each row's id (its value, or the row id where it is empty), or an "ID" column of
 * the row ids first when the spec has none. Importing the table again gives the rows the same ids.
 */
export function tableExportColumns(file: RequirementFile): TableExportColumn[] {
  const columns = orderedColumns(file);
  const idColumn = columns.find(isIdColumn);
  const plain = columns.map(
    (column): TableExportColumn => ({
      headerName: column.headerName,
      field: column.field,
      cell: column === idColumn ? (row) => requirementIdOf(row, column.field) : cellOf(column.field),
    }),
  );
  if (idColumn) return plain;
  return [{ headerName: 'ID', field: 'id', cell: (row) => row.id }, ...plain];
}
