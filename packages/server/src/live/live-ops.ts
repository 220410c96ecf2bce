import { type LiveOp, linkKey, linkOf, mergeCell, type Row, type SpecLink } from '@specwright/core';
import type { EditRows, WorkingRow } from './live-rows.js';

/** Who a replaced value is said to be by when its writer is not known (rows saved before workspaces). */
const UNKNOWN_WRITER = 'Someone';
/** Fields of a row that are not cells: an edit cannot set them through a cell operation. */
const NOT_CELLS = new Set(['id', 'rowOrder']);

/** What an edit's operations change beside the rows: columns, uiStyles and the links. */
export interface HeadChange {
  columns?: readonly unknown[];
  uiStyles?: unknown;
  links?: SpecLink[];
}

export class InvalidOp extends Error {}

const sameLink = (a: SpecLink, b: SpecLink) => linkKey(a) === linkKey(b);

/** Who makes the edit being applied. */
export interface EditAuthor {
  id: string;
  name: string;
}

function markChanged(row: WorkingRow, by: EditAuthor): void {
  row.changed = true;
  row.changedBy = by.id;
  row.writer = by.name;
}

function applyCell(
  rows: EditRows,
  op: Extract<LiveOp, { op: 'cell' }>,
  by: EditAuthor,
  choiceFields: ReadonlySet<string>,
): LiveOp | null {
  if (NOT_CELLS.has(op.field)) throw new InvalidOp(`A cell edit cannot change the row's ${op.field}.`);
  const row = rows.get(op.rowId);
  if (!row) return null;
  const stored = row.data[op.field] ?? null;
  const merged = mergeCell(stored, op.base, op.value, choiceFields.has(op.field) ? 'choice' : 'text');
  if (merged.kind === 'unchanged') return null;
  const replaced = merged.replaced ? { replaced: { value: stored, by: row.writer ?? UNKNOWN_WRITER } } : {};
  row.data = { ...row.data, [op.field]: merged.value };
  markChanged(row, by);
  return { op: 'cell', rowId: op.rowId, field: op.field, base: stored, value: merged.value, ...replaced };
}

async function applyPlacement(rows: EditRows, op: LiveOp, by: EditAuthor): Promise<LiveOp | null> {
  if (op.op === 'insertRow') {
    if (op.after === op.row.id) throw new InvalidOp('A row cannot be placed after itself.');
    const existing = rows.get(op.row.id);
    if (existing) existing.removed = true;
    const position = await rows.makeRoomAfter(op.after);
    const data = { ...(op.row as Row), rowOrder: position };
    rows.put(op.row.id, {
      data,
      position,
      writer: by.name,
      changedBy: by.id,
      stored: existing?.stored ?? false,
      changed: true,
      removed: false,
    });
    return { op: 'insertRow', row: data, after: op.after };
  }
  if (op.op === 'removeRow') {
    const row = rows.get(op.rowId);
    if (!row) return null;
    row.removed = true;
    return op;
  }
  if (op.op === 'moveRow') {
    const row = rows.get(op.rowId);
    if (!row || op.after === op.rowId) return null;
    row.removed = true;
    const position = await rows.makeRoomAfter(op.after);
    row.removed = false;
    row.position = position;
    row.data = { ...row.data, rowOrder: position };
    markChanged(row, by);
    return op;
  }
  return null;
}

function applyHead(head: HeadChange, storedLinks: readonly SpecLink[], op: LiveOp): LiveOp | null {
  if (op.op === 'columns') head.columns = op.columns;
  else if (op.op === 'uiStyles') head.uiStyles = op.uiStyles;
  else if (op.op === 'link') {
    const links = head.links ?? [...storedLinks];
    const index = links.findIndex((link) => sameLink(link, op.link));
    const known = links[index];
    if (op.present ? known !== undefined && known.suspect === op.link.suspect : known === undefined)
      return null;
    const kept = linkOf(op.link.from, op.link.to, op.link.type, op.link.suspect, op.link.toSpec);
    head.links = !op.present ? links.toSpliced(index, 1) : known ? links.with(index, kept) : [...links, kept];
  } else return null;
  return op;
}

/**
 * Applies an edit's operations in order to the rows it touches and to `head`; the operations as applied
 * (a cell's stored result, dropped when its row is gone or nothing changed).
 */
export async function applyOps(
  ops: readonly LiveOp[],
  rows: EditRows,
  head: HeadChange,
  storedLinks: readonly SpecLink[],
  by: EditAuthor,
  choiceFields: ReadonlySet<string> = new Set(),
): Promise<LiveOp[]> {
  const applied: LiveOp[] = [];
  for (const op of ops) {
    const result =
      op.op === 'cell'
        ? applyCell(rows, op, by, choiceFields)
        : op.op === 'insertRow' || op.op === 'removeRow' || op.op === 'moveRow'
          ? await applyPlacement(rows, op, by)
          : applyHead(head, storedLinks, op);
    if (result) applied.push(result);
  }
  return applied;
}

/** The ids of every row the operations name (rows and anchors): the only rows an edit reads. */
export function rowIdsOf(ops: readonly LiveOp[]): Set<string> {
  const ids = new Set<string>();
  for (const op of ops) {
    if (op.op === 'cell' || op.op === 'removeRow') ids.add(op.rowId);
    else if (op.op === 'moveRow') {
      ids.add(op.rowId);
      if (op.after !== null) ids.add(op.after);
    } else if (op.op === 'insertRow') {
      ids.add(op.row.id);
      if (op.after !== null) ids.add(op.after);
    }
  }
  return ids;
}
