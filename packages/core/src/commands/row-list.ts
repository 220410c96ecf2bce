import type { CellValue, Column, Row } from '../spec/model.js';

/** Reassigns rowOrder 1..n, keeping every row object whose order is already right (structural sharing). */
export function renumber(rows: readonly Row[]): Row[] {
  return rows.map((row, index) => (row.rowOrder === index + 1 ? row : { ...row, rowOrder: index + 1 }));
}

export function indexOfRow(rows: readonly Row[], rowId: string): number {
  return rows.findIndex((row) => row.id === rowId);
}

/** A blank row: every column at its default value (or empty). */
export function blankRow(id: string, columns: readonly Column[]): Row {
  const cells: Record<string, CellValue> = {};
  for (const column of columns) {
    if (column.field !== 'id' && column.field !== 'rowOrder') cells[column.field] = column.defaultValue ?? '';
  }
  return { ...cells, id, rowOrder: 0, tempChangeStatus: 'unchanged' };
}

/** A row id not yet used in the list, derived from the wanted one. */
export function uniqueRowId(rows: readonly Row[], wanted: string): string {
  const ids = new Set(rows.map((row) => row.id));
  let id = wanted;
  for (let n = 2; ids.has(id); n++) id = `${wanted}-${n}`;
  return id;
}

export function withoutKey(row: Row, key: string): Row {
  if (!(key in row)) return row;
  const copy: Record<string, CellValue | undefined> = { ...row };
  delete copy[key];
  return copy as Row;
}
