import { computeDiffInfo } from '../proposed-changes/decisions.js';
import { orderedColumns } from '../spec/columns.js';
import type { RequirementFile, Row } from '../spec/model.js';
import { mergeLinks } from './merge-links.js';
import { mergedOrder, movedIds } from './merge-order.js';
import { sameContent } from './row-patch.js';

/** Whose version of a row (or of the columns) the merge keeps. */
export type MergeSide = 'mine' | 'theirs';

/** The three files of a merge: the version both started from, this tab's file and the server's. */
export interface MergeInput {
  readonly base: RequirementFile;
  readonly mine: RequirementFile;
  readonly theirs: RequirementFile;
}

/** A row both sides changed since the base, each in its own way; null where that side removed it. */
export interface RowConflict {
  readonly id: string;
  readonly base: Row | null;
  readonly mine: Row | null;
  readonly theirs: Row | null;
}

export interface MergeChoices {
  /** The side kept for each conflicting row; rows not named keep mine. */
  readonly rows?: Readonly<Record<string, MergeSide>>;
  /** The side kept when both changed the columns or their styles; mine when not given. */
  readonly columns?: MergeSide;
}

export interface MergeResult {
  /** `mine` with the changes of `theirs`; each conflict as chosen. */
  readonly file: RequirementFile;
  readonly conflicts: readonly RowConflict[];
  /** Both sides changed the columns (or uiStyles) and not to the same. */
  readonly columnsConflict: boolean;
}

/** Same cells, wherever the row is (rowOrder not compared); a missing cell and an undefined one are alike. */
export function sameRow(a: Row | undefined, b: Row | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  for (const key of Object.keys(a)) if (key !== 'rowOrder' && a[key] !== b[key]) return false;
  for (const key of Object.keys(b))
    if (key !== 'rowOrder' && !(key in a) && b[key] !== undefined) return false;
  return true;
}

const byId = (file: RequirementFile) => new Map(file.data.map((row) => [row.id, row]));
const idsOf = (file: RequirementFile) => file.data.map((row) => row.id);
const headOf = (file: RequirementFile) => ({
  columns: orderedColumns(file).map((column, order) => ({ ...column, order })),
  uiStyles: file.uiStyles ?? null,
});
const sameHead = (a: RequirementFile, b: RequirementFile) =>
  (a.columns === b.columns && a.columnOrder === b.columnOrder && a.uiStyles === b.uiStyles) ||
  sameContent(headOf(a), headOf(b));

/**
 * Three-way merge of a spec by row id. A row changed (edited, added or removed) on one side only takes
 * that side's change; a row changed on both sides to different content is a conflict, settled by
 * `choices` (mine by default). The order is the server's, with the rows this tab added or moved placed
 * after the row they follow here. Columns and uiStyles: the side that changed them, or the chosen one.
 * Links: the server's, less those this tab removed, plus those it added (`mergeLinks`).
 */
export function mergeSpecs(input: MergeInput, choices: MergeChoices = {}): MergeResult {
  const { base, mine, theirs } = input;
  const baseRows = byId(base);
  const mineRows = byId(mine);
  const theirRows = byId(theirs);
  const conflicts: RowConflict[] = [];
  const final = new Map<string, Row | null>();
  const takenFromMine = new Set<string>();
  for (const id of new Set([...mineRows.keys(), ...theirRows.keys(), ...baseRows.keys()])) {
    const before = baseRows.get(id);
    const ours = mineRows.get(id);
    const their = theirRows.get(id);
    const oursChanged = !sameRow(before, ours);
    // Rows alike on both sides keep this tab's object, so a server with nothing new changes nothing here.
    let side: MergeSide = oursChanged || sameRow(ours, their) ? 'mine' : 'theirs';
    if (oursChanged && !sameRow(before, their) && !sameRow(ours, their)) {
      conflicts.push({ id, base: before ?? null, mine: ours ?? null, theirs: their ?? null });
      side = choices.rows?.[id] ?? 'mine';
    }
    const row = side === 'mine' ? ours : their;
    final.set(id, row ?? null);
    if (side === 'mine' && oursChanged) takenFromMine.add(id);
  }
  const mineMoved = movedIds(idsOf(base), idsOf(mine));
  const theirsMoved = movedIds(idsOf(base), idsOf(theirs));
  const placedByMine = new Set<string>();
  for (const id of mineRows.keys()) {
    const added = !baseRows.has(id) && !theirRows.has(id);
    const movedHereOnly = mineMoved.has(id) && !theirsMoved.has(id);
    const restoredHere = takenFromMine.has(id) && !theirRows.has(id);
    if (added || movedHereOnly || restoredHere) placedByMine.add(id);
  }
  const order = mergedOrder(idsOf(theirs), idsOf(mine), placedByMine, (id) => final.get(id) != null);
  const rows = order.flatMap((id, index) => {
    const row = final.get(id);
    if (!row) return [];
    return [row.rowOrder === index + 1 ? row : { ...row, rowOrder: index + 1 }];
  });

  const mineHeadChanged = !sameHead(base, mine);
  const theirHeadChanged = !sameHead(base, theirs);
  const columnsConflict = mineHeadChanged && theirHeadChanged && !sameHead(mine, theirs);
  const headSide: MergeSide = columnsConflict
    ? (choices.columns ?? 'mine')
    : theirHeadChanged && !mineHeadChanged
      ? 'theirs'
      : 'mine';
  const head =
    headSide === 'mine'
      ? mine
      : {
          ...mine,
          columns: theirs.columns,
          columnOrder: theirs.columnOrder,
          hiddenColumns: theirs.hiddenColumns,
          uiStyles: theirs.uiStyles,
          columnsVersion: mine.columnsVersion + 1,
        };
  const mineLinks = mine.links ?? [];
  const links = mergeLinks(base.links ?? [], mineLinks, theirs.links ?? [], rows);
  const unchanged =
    head === mine &&
    links === mineLinks &&
    rows.length === mine.data.length &&
    rows.every((row, index) => row === mine.data[index]);
  const { links: _mineLinks, ...headWithoutLinks } = head;
  const file = unchanged
    ? mine
    : {
        ...headWithoutLinks,
        data: rows,
        diffInfo: computeDiffInfo(rows),
        ...(links.length > 0 ? { links } : {}),
      };
  return { file, conflicts, columnsConflict };
}

/** Whether the merge needs the user: some row, or the columns, changed on both sides. */
export const needsChoice = (result: MergeResult) => result.conflicts.length > 0 || result.columnsConflict;

/**
 * The server's file with the merged file's row objects wherever they hold the same cells: the base a save
 * compares the merged file with by identity (`rowPatch`), so only rows that really differ are sent.
 */
export function rebase(theirs: RequirementFile, merged: RequirementFile): RequirementFile {
  const mergedRows = byId(merged);
  let changed = false;
  const data = theirs.data.map((row) => {
    const kept = mergedRows.get(row.id);
    if (kept === undefined || kept === row || !sameRow(kept, row)) return row;
    changed = true;
    return kept;
  });
  return changed ? { ...theirs, data } : theirs;
}
