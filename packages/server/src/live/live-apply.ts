import {
  type LiveChange,
  type LiveOp,
  SPEC_MESSAGES,
  type SpecLink,
  tooManyRequirementsMessage,
} from '@specwright/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specs } from '../db/schema.js';
import { newHead, PatchRefused, SAVE_POINT_INTERVAL_MS, savePointIfDue } from '../specs/spec-patch.js';
import { countRows } from '../specs/spec-rows-store.js';
import { recordChange } from './change-log.js';
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

/**
 * Applies a live edit in one transaction: the spec row is locked (edits of one spec take turns), only the
 * rows the operations name are read, each operation is applied by its merge rule, the rows and the head
 * (checked by the import rules, as a save's) are written, the version is raised and the change recorded
 * with its operations as applied. All or nothing.
 */
export async function applyLiveEdit(db: Database, edit: LiveEdit, maxRows: number): Promise<LiveEditResult> {
  try {
    return await db.transaction(async (tx) => {
      // Raising the version first takes the spec row's lock: edits of one spec take turns from here.
      const now = new Date();
      const [locked] = await tx
        .update(specs)
        .set({ version: sql`${specs.version} + 1`, updatedAt: now })
        .where(and(eq(specs.id, edit.specId), isNull(specs.deletedAt)))
        .returning({ version: specs.version, data: specs.data });
      if (!locked) throw new EditRefused(404, SPEC_MESSAGES.notFound);
      const storedLinks = ((locked.data as { links?: SpecLink[] }).links ?? []) as readonly SpecLink[];
      const rows = await EditRows.read(tx, edit.specId, rowIdsOf(edit.ops));
      const head: HeadChange = {};
      const applied = await applyOps(edit.ops, rows, head, storedLinks);
      const removed = await rows.write(edit.user.id, now);
      const inserts = applied.some((op) => op.op === 'insertRow');
      const count = inserts || removed.length > 0 ? await countRows(tx, edit.specId) : null;
      if (count !== null && count > maxRows) {
        throw new EditRefused(409, tooManyRequirementsMessage(count, maxRows));
      }
      const patchHead =
        changesHead(head) || removed.length > 0
          ? await newHead(tx, edit.specId, { version: 0, ...head, delete: removed })
          : null;
      if (count !== null || patchHead) {
        await tx
          .update(specs)
          .set({ ...(count !== null ? { rowCount: count } : {}), ...(patchHead ? { data: patchHead } : {}) })
          .where(eq(specs.id, edit.specId));
      }
      if (applied.length > 0 && savePointChecks.due(edit.specId)) await savePointIfDue(tx, edit.specId);
      const { clientId, seq } = edit;
      const version = locked.version;
      await recordChange(tx, {
        specId: edit.specId,
        version,
        userId: edit.user.id,
        clientId,
        seq,
        ops: applied,
      });
      const change: LiveChange = {
        version,
        by: { userId: edit.user.id, name: edit.user.name },
        at: now.toISOString(),
        clientId,
        seq,
        ops: applied,
      };
      return { kind: 'applied' as const, change };
    });
  } catch (error) {
    if (error instanceof EditRefused)
      return { kind: 'refused', status: error.status, message: error.message };
    if (error instanceof InvalidOp) return { kind: 'refused', status: 400, message: error.message };
    if (error instanceof PatchRefused && error.result.kind === 'invalid') {
      return { kind: 'refused', status: 400, message: error.result.message };
    }
    throw error;
  }
}
