import type { CellValue, RequirementFile, Row } from '../spec/model.js';
import { isRequirementRow } from '../views/document.js';
import { blankRow, indexOfRow, renumber, uniqueRowId, withoutKey } from './row-list.js';
import type { Command } from './types.js';

type RowsResult = readonly Row[];

/** The commands that add a row, each naming the id it wants for it. */
export type RowAddingCommand = Extract<Command, { type: 'insertRow' | 'duplicateRow' }>;

/**
 * The id of the row that `command` adds to `file`: its `newId`, numbered (`-2`, `-3`, …) when that id is
 * taken; undefined when it adds nothing (a duplicate of a row that is not there).
 */
export function insertedRowId(file: RequirementFile, command: RowAddingCommand): string | undefined {
  if (command.type === 'duplicateRow' && indexOfRow(file.data, command.rowId) === -1) return undefined;
  return uniqueRowId(file.data, command.newId);
}

export function insertRow(
  file: RequirementFile,
  anchorId: string | null,
  position: 'above' | 'below',
  newId: string,
): RowsResult {
  const rows = file.data;
  const row = blankRow(uniqueRowId(rows, newId), file.columns);
  const anchor = anchorId === null ? -1 : indexOfRow(rows, anchorId);
  const at =
    anchor === -1 ? (position === 'above' ? 0 : rows.length) : anchor + (position === 'below' ? 1 : 0);
  return renumber([...rows.slice(0, at), row, ...rows.slice(at)]);
}

export function duplicateRow(file: RequirementFile, rowId: string, newId: string): RowsResult {
  const rows = file.data;
  const index = indexOfRow(rows, rowId);
  const source = rows[index];
  if (!source) return rows;
  const copy = withoutKey(
    { ...source, id: uniqueRowId(rows, newId), tempChangeStatus: 'unchanged' },
    'originalRowId',
  );
  return renumber([...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)]);
}

export function deleteRows(file: RequirementFile, rowIds: readonly string[]): RowsResult {
  const doomed = new Set(rowIds);
  if (!file.data.some((row) => doomed.has(row.id))) return file.data;
  return renumber(file.data.filter((row) => !doomed.has(row.id)));
}

/** Moves a row to a 1-based position, clamped to 1..n. */
export function setRowOrder(file: RequirementFile, rowId: string, rowOrder: number): RowsResult {
  const rows = file.data;
  const from = indexOfRow(rows, rowId);
  const row = rows[from];
  if (!row || !Number.isFinite(rowOrder)) return rows;
  const to = Math.min(rows.length, Math.max(1, Math.round(rowOrder))) - 1;
  if (to === from) return rows;
  const without = [...rows.slice(0, from), ...rows.slice(from + 1)];
  return renumber([...without.slice(0, to), row, ...without.slice(to)]);
}

export function moveRow(file: RequirementFile, rowId: string, direction: 'up' | 'down'): RowsResult {
  const index = indexOfRow(file.data, rowId);
  if (index === -1) return file.data;
  return setRowOrder(file, rowId, index + 1 + (direction === 'up' ? -1 : 1));
}

function withCell(row: Row, field: string, value: CellValue): Row {
  return row[field] === value ? row : { ...row, [field]: value };
}

export function editCell(file: RequirementFile, rowId: string, field: string, value: CellValue): RowsResult {
  if (field === 'id' || field === 'rowOrder' || field === 'tempChangeStatus' || field === 'originalRowId') {
    return file.data;
  }
  const index = indexOfRow(file.data, rowId);
  const row = file.data[index];
  if (!row || row[field] === value) return file.data;
  const rows = [...file.data];
  rows[index] = withCell(row, field, value);
  return rows;
}

export function setColumnValues(
  file: RequirementFile,
  field: string,
  values: Readonly<Record<string, CellValue>>,
): RowsResult {
  let changed = false;
  const rows = file.data.map((row) => {
    if (!Object.hasOwn(values, row.id)) return row;
    const next = withCell(row, field, values[row.id] ?? null);
    changed ||= next !== row;
    return next;
  });
  return changed ? rows : file.data;
}

/** Writes `value` into `field` of the requirements (and of structure rows when asked): empty cells only unless `overwrite`. */
export function fillDefaultValue(
  file: RequirementFile,
  { field, value, overwrite, includeStructureRows = false }: Extract<Command, { type: 'fillDefaultValue' }>,
): RowsResult {
  const isEmpty = (cell: CellValue | undefined) => cell === undefined || cell === null || cell === '';
  let changed = false;
  const rows = file.data.map((row) => {
    if (!includeStructureRows && !isRequirementRow(row)) return row;
    if (!overwrite && !isEmpty(row[field])) return row;
    const next = withCell(row, field, value);
    changed ||= next !== row;
    return next;
  });
  return changed ? rows : file.data;
}
