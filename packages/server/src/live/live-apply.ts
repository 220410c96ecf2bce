import {
  choiceFieldsOf,
  type LiveChange,
  type LiveOp,
  SPEC_MESSAGES,
  type SpecLink,
  tooManyRequirementsMessage,
} from '@specwright/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { liveChanges } from '../audit/audit-changes.js';
import { recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import { specs } from '../db/schema.js';
import { newHead, PatchRefused, SAVE_POINT_INTERVAL_MS, savePointIfDue } from '../specs/spec-patch.js';
import { countRows } from '../specs/spec-rows-store.js';
import { recordChanges } from './change-log.js';
import { applyOps, type HeadChange, InvalidOp, rowIdsOf } from './live-ops.js';
import { EditRows } from './live-rows.js';

export interface LiveEdit {
  specId: string;
  user: { id: string; name: string };
  clientId: string;
  seq: number;
  ops: readonly LiveOp[];
}

export type LiveEditResult =
  | { kind: 'applied'; change: LiveChange }
  | { kind: 'refused'; status: number; message: string };

/**
 * When this server last checked a spec's save point: checked again only a minute later, so most edits
 * cost no query for it (a save point is then taken at most once a minute, at least every two).
 */
const savePointChecks = {
  checkedAt: new Map<string, number>(),
  due(specId: string, now = Date.now()): boolean {
    const last = this.checkedAt.get(specId);
    if (last !== undefined && now - last < SAVE_POINT_INTERVAL_MS) return false;
    if (this.checkedAt.size > 10_000) {
      for (const [id, at] of this.checkedAt)
        if (now - at >= SAVE_POINT_INTERVAL_MS) this.checkedAt.delete(id);
    }
    this.checkedAt.set(specId, now);
    return true;
  },
};

class EditRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const changesHead = (head: HeadChange) =>
  head.columns !== undefined || head.uiStyles !== undefined || head.links !== undefined;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The head after the edits (checked as a save's) and the row count, written when either changed. */
async function writeHead(
  tx: Tx,
  specId: string,
  head: HeadChange,
  removed: string[],
  counted: boolean,
  maxRows: number,
  readers: readonly string[],
) {
  const count = counted ? await countRows(tx, specId) : null;
  if (count !== null && count > maxRows)
    throw new EditRefused(409, tooManyRequirementsMessage(count, maxRows));
  const patchHead =
    changesHead(head) || removed.length > 0
      ? await newHead(tx, specId, { version: 0, ...head, delete: removed }, readers)
      : null;
  if (count === null && !patchHead) return;
  await tx
    .update(specs)
    .set({ ...(count !== null ? { rowCount: count } : {}), ...(patchHead ? { data: patchHead } : {}) })
    .where(eq(specs.id, specId));
}

/**
 * Applies edits of one spec, in order, in one transaction: the spec row is locked (by raising its version
 * by one per edit), only the rows the operations name are read, each operation is applied by its merge
 * rule, the rows and the head (checked by the import rules, as a save's) are written and each edit is
 * recorded under its own version with its operations as applied, and in the audit trail. All or nothing:
 * a refusal throws.
 */
async function applyInOneTransaction(
  db: Database,
  edits: readonly LiveEdit[],
  maxRows: number,
): Promise<LiveChange[]> {
  const specId = edits[0]?.specId ?? '';
  return db.transaction(async (tx) => {
    const now = new Date();
    const [locked] = await tx
      .update(specs)
      .set({ version: sql`${specs.version} + ${edits.length}`, updatedAt: now })
      .where(and(eq(specs.id, specId), isNull(specs.deletedAt)))
      .returning({ version: specs.version, data: specs.data });
    if (!locked) throw new EditRefused(404, SPEC_MESSAGES.notFound);
    const storedLinks = ((locked.data as { links?: SpecLink[] }).links ?? []) as readonly SpecLink[];
    const choiceFields = choiceFieldsOf((locked.data as { columns?: unknown }).columns);
    const rows = await EditRows.read(tx, specId, new Set(edits.flatMap((edit) => [...rowIdsOf(edit.ops)])));
    const head: HeadChange = {};
    const changes: LiveChange[] = [];
    for (const [index, edit] of edits.entries()) {
      const applied = await applyOps(edit.ops, rows, head, storedLinks, edit.user, choiceFields);
      const version = locked.version - edits.length + 1 + index;
      const by = { userId: edit.user.id, name: edit.user.name };
      changes.push({
        version,
        by,
        at: now.toISOString(),
        clientId: edit.clientId,
        seq: edit.seq,
        ops: applied,
      });
    }
    const removed = await rows.write(now);
    const counted =
      removed.length > 0 || changes.some((change) => change.ops?.some((op) => op.op === 'insertRow'));
    const readers = [...new Set(edits.map((edit) => edit.user.id))];
    await writeHead(tx, specId, head, removed, counted, maxRows, readers);
    await recordChanges(
      tx,
      changes.map((change) => ({
        specId,
        version: change.version,
        userId: change.by?.userId ?? null,
        clientId: change.clientId,
        seq: change.seq,
        ops: change.ops,
      })),
    );
    await recordAudit(tx, liveChanges(specId, changes));
    return changes;
  });
}

/**
 * Keeps the spec as a save point when one is due, after the edits' transaction (a copy of a large spec
 * never holds its lock, nor the edits' acknowledgements).
 */
export async function savePointAfterEdits(db: Database, specId: string): Promise<void> {
  if (savePointChecks.due(specId)) await savePointIfDue(db, specId);
}

function refusalOf(error: unknown): LiveEditResult | null {
  if (error instanceof EditRefused) return { kind: 'refused', status: error.status, message: error.message };
  if (error instanceof InvalidOp) return { kind: 'refused', status: 400, message: error.message };
  if (error instanceof PatchRefused && error.result.kind === 'invalid') {
    return { kind: 'refused', status: 400, message: error.result.message };
  }
  return null;
}

/**
 * Applies edits of one spec that arrived together in one transaction (a busy spec's edits cost one round of
 * statements, not one each); when one of them is refused, each is applied on its own so only it is refused.
 */
export async function applyLiveEdits(
  db: Database,
  edits: readonly LiveEdit[],
  maxRows: number,
): Promise<LiveEditResult[]> {
  try {
    const changes = await applyInOneTransaction(db, edits, maxRows);
    return changes.map((change) => ({ kind: 'applied', change }));
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    if (edits.length === 1) return [refusal];
    const results: LiveEditResult[] = [];
    for (const edit of edits) results.push(...(await applyLiveEdits(db, [edit], maxRows)));
    return results;
  }
}
