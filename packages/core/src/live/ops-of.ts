import { sameContent } from '../diff/row-patch.js';
import { orderedColumns } from '../spec/columns.js';
import { linkKey, type SpecLink } from '../spec/links.js';
import type { CellValue, RequirementFile, Row } from '../spec/model.js';
import type { LiveOp } from './protocol.js';

type InsertedRow = Extract<LiveOp, { op: 'insertRow' }>['row'];

/** A column as a `columns` op carries it: its settings, its place and whether it is hidden. */
export const liveColumnsOf = (file: RequirementFile) => {
  const hidden = new Set(file.hiddenColumns);
  return orderedColumns(file).map((column, order) => ({
    ...column,
    order,
    hidden: hidden.has(column.field),
  }));
};

/** The fields of a row that are values of its own (the place, `rowOrder`, travels as moves). */
const cellFields = (row: Row) => Object.keys(row).filter((key) => key !== 'id' && key !== 'rowOrder');

function cellOps(before: Row, after: Row): LiveOp[] {
  const ops: LiveOp[] = [];
  const fields = new Set([...cellFields(before), ...cellFields(after)]);
  for (const field of fields) {
    const base = (before[field] ?? null) as CellValue;
    const value = (after[field] ?? null) as CellValue;
    if (base !== value) ops.push({ op: 'cell', rowId: after.id, field, base, value });
  }
  return ops;
}

/**
 * The positions (in `sequence`) of a longest increasing subsequence: the rows that keep their order, so
 * only the others need a move.
 */
function longestIncreasing(sequence: readonly number[]): Set<number> {
  const tails: number[] = [];
  const previous = new Array<number>(sequence.length).fill(-1);
  sequence.forEach((value, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((sequence[tails[middle] as number] as number) < value) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[index] = tails[low - 1] as number;
    tails[low] = index;
  });
  const kept = new Set<number>();
  for (let index = tails.at(-1) ?? -1; index >= 0; index = previous[index] as number) kept.add(index);
  return kept;
}

function rowOps(before: RequirementFile, after: RequirementFile): LiveOp[] {
  const beforeIndex = new Map(before.data.map((row, index) => [row.id, index]));
  const afterIds = new Set(after.data.map((row) => row.id));
  const ops: LiveOp[] = before.data
    .filter((row) => !afterIds.has(row.id))
    .map((row) => ({ op: 'removeRow', rowId: row.id }));
  const keptPositions: number[] = [];
  const keptOrder: number[] = [];
  after.data.forEach((row, position) => {
    const index = beforeIndex.get(row.id);
    if (index === undefined) return;
    keptPositions.push(position);
    keptOrder.push(index);
  });
  const stays = new Set([...longestIncreasing(keptOrder)].map((k) => keptPositions[k] as number));
  after.data.forEach((row, position) => {
    const anchor = position === 0 ? null : (after.data[position - 1] as Row).id;
    const index = beforeIndex.get(row.id);
    if (index === undefined) {
      ops.push({ op: 'insertRow', row: { ...row, rowOrder: position + 1 } as InsertedRow, after: anchor });
      return;
    }
    if (!stays.has(position)) ops.push({ op: 'moveRow', rowId: row.id, after: anchor });
    const old = before.data[index] as Row;
    if (old !== row) ops.push(...cellOps(old, row));
  });
  return ops;
}

function linkOps(before: readonly SpecLink[], after: readonly SpecLink[]): LiveOp[] {
  if (before === after) return [];
  const beforeByKey = new Map(before.map((link) => [linkKey(link), link]));
  const afterKeys = new Set(after.map(linkKey));
  const addedOrMarked = (link: SpecLink) => {
    const prior = beforeByKey.get(linkKey(link));
    return prior === undefined || prior.suspect !== link.suspect;
  };
  return [
    ...before.filter((link) => !afterKeys.has(linkKey(link))).map((link) => ({ link, present: false })),
    ...after.filter(addedOrMarked).map((link) => ({ link, present: true })),
  ].map(({ link, present }) => ({ op: 'link', link: { ...link }, present }));
}

/**
 * The ops that turn `before` into `after`: rows removed, rows inserted or moved (only those that leave
 * the order the others keep), each changed cell with what it held before, the columns and uiStyles when
 * they changed, links added, removed and marked or cleared as suspect. Files made by commands share unchanged rows, so this is fast.
 */
export function liveOpsBetween(before: RequirementFile, after: RequirementFile): LiveOp[] {
  if (before === after) return [];
  const ops = before.data === after.data ? [] : rowOps(before, after);
  const columnsTouched =
    before.columns !== after.columns ||
    before.columnOrder !== after.columnOrder ||
    before.hiddenColumns !== after.hiddenColumns;
  if (columnsTouched && !sameContent(liveColumnsOf(before), liveColumnsOf(after)))
    ops.push({ op: 'columns', columns: liveColumnsOf(after) });
  if (before.uiStyles !== after.uiStyles && !sameContent(before.uiStyles, after.uiStyles))
    ops.push({ op: 'uiStyles', uiStyles: after.uiStyles ?? null });
  ops.push(...linkOps(before.links ?? [], after.links ?? []));
  return ops;
}
