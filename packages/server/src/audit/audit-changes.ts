import type { LiveChange, LiveOp, Row } from '@specwright/core';
import { and, eq, inArray } from 'drizzle-orm';
import { specRows } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';
import type { AuditRecord, AuditUser } from './audit-log.js';

/** What a save changes (a `StoredPatch`'s parts the trail records). */
interface SavedChange {
  upsert?: readonly Row[];
  delete?: readonly string[];
  columns?: readonly unknown[];
  links?: readonly unknown[];
}

/** Fields of a row that are no cells: their change is a row's move, not an edit of its text. */
const NOT_CELLS = new Set(['id', 'rowOrder']);
/** Row ids read per statement. */
const IDS_PER_STATEMENT = 2000;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** One `edited` entry per cell that differs between a stored row and what replaces it. */
export function cellChanges(specId: string, by: AuditUser | null, before: Row, after: Row): AuditRecord[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const records: AuditRecord[] = [];
  for (const field of fields) {
    if (NOT_CELLS.has(field)) continue;
    const was = before[field] ?? null;
    const is = after[field] ?? null;
    if (!same(was, is)) {
      records.push({ specId, user: by, action: 'edited', rowId: after.id, field, before: was, after: is });
    }
  }
  return records;
}

/** The stored rows among `rowIds` (only those are read), by id. */
async function storedRows(tx: Tx, specId: string, rowIds: readonly string[]): Promise<Map<string, Row>> {
  const found = new Map<string, Row>();
  for (let start = 0; start < rowIds.length; start += IDS_PER_STATEMENT) {
    const ids = rowIds.slice(start, start + IDS_PER_STATEMENT);
    const records = await tx
      .select({ data: specRows.data })
      .from(specRows)
      .where(and(eq(specRows.specId, specId), inArray(specRows.rowId, ids)));
    for (const record of records) {
      const row = record.data as Row;
      found.set(row.id, row);
    }
  }
  return found;
}

/**
 * What a save changes in its rows, read before it writes them: an entry per changed cell, per row added
 * and per row removed (with its content). A row only placed elsewhere is no entry: a row inserted near
 * the top of a spec moves every row below it.
 */
export async function patchChanges(
  tx: Tx,
  specId: string,
  by: AuditUser | null,
  patch: SavedChange,
): Promise<AuditRecord[]> {
  const upsert = patch.upsert ?? [];
  const removed = patch.delete ?? [];
  const stored = await storedRows(tx, specId, [...upsert.map((row) => row.id), ...removed]);
  const records: AuditRecord[] = [];
  for (const row of upsert) {
    const before = stored.get(row.id);
    if (before) records.push(...cellChanges(specId, by, before, row));
    else records.push({ specId, user: by, action: 'edited', rowId: row.id, detail: 'Row added' });
  }
  for (const rowId of removed) {
    const before = stored.get(rowId);
    if (before) records.push({ specId, user: by, action: 'edited', rowId, before, detail: 'Row removed' });
  }
  if (patch.columns !== undefined)
    records.push({ specId, user: by, action: 'edited', detail: 'Columns changed' });
  if (patch.links !== undefined)
    records.push({ specId, user: by, action: 'edited', detail: 'Links changed' });
  return records;
}

/** The entry of one operation of a live edit as applied (its `base` is the value stored before). */
function opRecord(specId: string, by: AuditUser, op: LiveOp): AuditRecord | null {
  const entry = { specId, user: by, action: 'edited' as const };
  switch (op.op) {
    case 'cell':
      return { ...entry, rowId: op.rowId, field: op.field, before: op.base ?? null, after: op.value };
    case 'insertRow':
      return { ...entry, rowId: op.row.id, detail: 'Row added' };
    case 'removeRow':
      return { ...entry, rowId: op.rowId, detail: 'Row removed' };
    case 'moveRow':
      return { ...entry, rowId: op.rowId, after: op.after, detail: 'Row moved' };
    case 'columns':
      return { ...entry, detail: 'Columns changed' };
    case 'link':
      return {
        ...entry,
        rowId: op.link.from,
        after: op.link,
        detail: op.present ? 'Link added' : 'Link removed',
      };
    default:
      return null;
  }
}

/** The entries of live edits as applied, one per operation that changed the spec (styles are none). */
export function liveChanges(specId: string, changes: readonly LiveChange[]): AuditRecord[] {
  const records: AuditRecord[] = [];
  for (const change of changes) {
    if (!change.by) continue;
    const by = { id: change.by.userId, name: change.by.name };
    for (const op of change.ops ?? []) {
      const record = opRecord(specId, by, op);
      if (record) records.push(record);
    }
  }
  return records;
}
