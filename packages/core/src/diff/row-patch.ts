import { orderedColumns } from '../spec/columns.js';
import type { SpecLink } from '../spec/links.js';
import type { Column, RequirementFile, Row, UiStyles } from '../spec/model.js';
import { sameLinks } from './link-diff.js';

/** What changed between two states of an open file, in the form a save sends (`PUT /api/specs/{id}`). */
export interface RowPatch {
  /** Rows new, changed or moved, each with its place as rowOrder (1 for the first row). */
  upsert: Row[];
  /** Ids of the rows no longer there. */
  delete: string[];
  columns?: Column[];
  uiStyles?: UiStyles | null;
  /** Every link of the file, when they changed (an empty list when the last one was removed). */
  links?: SpecLink[];
}

const placed = (row: Row, index: number): Row =>
  row.rowOrder === index + 1 ? row : { ...row, rowOrder: index + 1 };

/** JSON with every object's keys sorted (a database may store an object's keys in another order). */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/** Values with the same content, when the two files were not made from each other by commands. */
export const sameContent = (a: unknown, b: unknown) => a === b || stableJson(a) === stableJson(b);

/**
 * The patch that turns `before` into `after`. Commands keep the objects of the rows they do not change,
 * so a row counts as changed when its object or its place differs: one cell edit is one row. Files not
 * made from each other (a restored tab and the server's copy) are compared with `same` = `sameContent`.
 */
export function rowPatch(
  before: RequirementFile,
  after: RequirementFile,
  same: (a: unknown, b: unknown) => boolean = (a, b) => a === b,
): RowPatch {
  const previous = new Map<string, { row: Row; index: number }>();
  before.data.forEach((row, index) => {
    previous.set(row.id, { row, index });
  });
  const upsert: Row[] = [];
  after.data.forEach((row, index) => {
    const old = previous.get(row.id);
    previous.delete(row.id);
    if (!old || !same(old.row, row) || old.index !== index || row.rowOrder !== index + 1)
      upsert.push(placed(row, index));
  });
  const patch: RowPatch = { upsert, delete: [...previous.keys()] };
  const columnsOf = (file: RequirementFile) =>
    orderedColumns(file).map((column, order) => ({ ...column, order }));
  const columnsChanged =
    before.columns !== after.columns ||
    before.columnOrder !== after.columnOrder ||
    before.hiddenColumns !== after.hiddenColumns;
  if (columnsChanged && !same(columnsOf(before), columnsOf(after))) patch.columns = columnsOf(after);
  if (!same(before.uiStyles, after.uiStyles)) patch.uiStyles = after.uiStyles ?? null;
  if (!sameLinks(before.links, after.links)) patch.links = [...(after.links ?? [])];
  return patch;
}

/** Whether the patch changes nothing. */
export const isEmptyPatch = (patch: RowPatch) =>
  patch.upsert.length === 0 &&
  patch.delete.length === 0 &&
  !patch.columns &&
  patch.uiStyles === undefined &&
  patch.links === undefined;
