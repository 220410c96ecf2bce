import { insertedRowId, type RequirementFile, type Row, type RowAddingCommand } from '@specwright/core';
import type { ActionContext } from './action-types';

type Specs = ActionContext['specs'];

/** A row of an open spec file. */
export interface RowTarget {
  fileId: string;
  rowId: string;
}

/** A new row id; core numbers it (`-2`, …) in the unlikely case it is taken. */
export function newRowId(): string {
  return `req-${crypto.randomUUID().slice(0, 8)}`;
}

export const INSERT_ROW_LABELS = { above: 'Insert Row Above', below: 'Insert Row Below' } as const;

/**
 * Adds a row (inserted or duplicated) as one undo step named `label` and selects it. Returns the id
 * the row got, as core tells it, or undefined when nothing was added.
 */
export function addRowAndSelect(
  specs: Specs,
  fileId: string,
  file: RequirementFile,
  command: RowAddingCommand,
  label: string,
): string | undefined {
  const rowId = insertedRowId(file, command);
  specs.dispatch(fileId, command, label);
  if (rowId) specs.selectRow(fileId, rowId);
  return rowId;
}

/** The row to select after deleting one: the next, else the previous. */
function neighbourOf(rows: readonly Row[], rowId: string): string | null {
  const index = rows.findIndex((row) => row.id === rowId);
  if (index === -1) return null;
  return (rows[index + 1] ?? rows[index - 1])?.id ?? null;
}

/** Deletes a row as one undo step and selects its neighbour (the next, else the previous row). */
export function deleteRowSelectingNeighbour(
  specs: Specs,
  fileId: string,
  file: RequirementFile,
  rowId: string,
): void {
  if (!file.data.some((row) => row.id === rowId)) return;
  const neighbour = neighbourOf(file.data, rowId);
  specs.dispatch(fileId, { type: 'deleteRows', rowIds: [rowId] }, 'Delete Row');
  if (neighbour) specs.selectRow(fileId, neighbour);
}
