import { orderedColumns } from '../spec/columns.js';
import type { Column, RequirementFile, Row, UiStyles } from '../spec/model.js';

/** What changed between two states of an open file, in the form a save sends (`PUT /api/specs/{id}`). */
export interface RowPatch {
  /** Rows new, changed or moved, each with its place as rowOrder (1 for the first row). */
  upsert: Row[];
  /** Ids of the rows no longer there. */
  delete: string[];
  columns?: Column[];
  uiStyles?: UiStyles | null;
}

const placed = (row: Row, index: number): Row =>
  row.rowOrder === index + 1 ? row : { ...row, rowOrder: index + 1 };

/**
 * The patch that turns `before` into `after`. Commands keep the objects of the rows they do not change,
 * so a row counts as changed when its object or its place differs: one cell edit is one row.
 */
export function rowPatch(before: RequirementFile, after: RequirementFile): RowPatch {
  const previous = new Map<string, { row: Row; index: number }>();
  before.data.forEach((row, index) => {
    previous.set(row.id, { row, index });
  });
  const upsert: Row[] = [];
  after.data.forEach((row, index) => {
    const old = previous.get(row.id);
    previous.delete(row.id);
    if (!old || old.row !== row || old.index !== index || row.rowOrder !== index + 1)
      upsert.push(placed(row, index));
  });
  const patch: RowPatch = { upsert, delete: [...previous.keys()] };
  if (
    before.columns !== after.columns ||
    before.columnOrder !== after.columnOrder ||
    before.hiddenColumns !== after.hiddenColumns
  ) {
    patch.columns = orderedColumns(after).map((column, order) => ({ ...column, order }));
  }
  if (before.uiStyles !== after.uiStyles) patch.uiStyles = after.uiStyles ?? null;
  return patch;
}

/** Whether the patch changes nothing. */
export const isEmptyPatch = (patch: RowPatch) =>
  patch.upsert.length === 0 && patch.delete.length === 0 && !patch.columns && patch.uiStyles === undefined;
