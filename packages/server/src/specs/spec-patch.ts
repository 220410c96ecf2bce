import { importSpec, LINK_LIMIT_MESSAGES, normaliseLinks, type Row, type SpecLink } from '@specwright/core';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { patchChanges } from '../audit/audit-changes.js';
import { type AuditUser, recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import { specs, specVersions } from '../db/schema.js';
import { recordChange } from '../live/change-log.js';
import { addedCrossSpecLinks, crossSpecRefusal } from './cross-spec-links.js';
import {
  countRows,
  deleteRows,
  headOf,
  readRowIds,
  snapshot,
  type Tx,
  upsertRows,
} from './spec-rows-store.js';

/** At most one save point a minute of editing: a save starts a new one once the last is this old. */
export const SAVE_POINT_INTERVAL_MS = 60_000;

/** A save's change over `version` (the body of `PUT /api/specs/{id}`, or a server-side edit). */
export interface StoredPatch {
  version: number;
  upsert?: readonly Row[];
  delete?: readonly string[];
  columns?: readonly unknown[];
  uiStyles?: unknown;
  /** Every link after the save, when they changed; each must start at a row the spec holds after it. */
  links?: readonly SpecLink[];
}

export type PatchResult =
  | { kind: 'saved'; version: number; updatedAt: Date }
  | { kind: 'stale' }
  | { kind: 'tooManyRows'; count: number }
  | { kind: 'invalid'; message: string };

/** Thrown inside a save's transaction to roll it back with `result`. */
export class PatchRefused extends Error {
  constructor(readonly result: PatchResult) {
    super(result.kind);
  }
}

type StoredHead = { columns?: unknown; uiStyles?: unknown; links?: unknown };

const isStray = (link: SpecLink, rowIds: ReadonlySet<string>) =>
  !rowIds.has(link.from) || (link.toSpec === undefined && (link.from === link.to || !rowIds.has(link.to)));

/**
 * The links after the patch (rows already written): those sent, or the stored ones less those from or to a
 * removed row. A link added to a row of another spec is checked against that spec for `readers`.
 */
async function newLinks(
  tx: Tx,
  id: string,
  patch: StoredPatch,
  stored: StoredHead,
  readers: readonly string[],
): Promise<SpecLink[]> {
  const rowIds = await readRowIds(tx, id);
  if (patch.links === undefined) return normaliseLinks(stored.links, rowIds, []);
  const strays = patch.links.filter((link) => isStray(link, rowIds));
  if (strays.length > 0)
    throw new PatchRefused({ kind: 'invalid', message: LINK_LIMIT_MESSAGES.notBetweenRows(strays.length) });
  const before = normaliseLinks(stored.links, rowIds, []);
  const refusal = await crossSpecRefusal(tx, id, addedCrossSpecLinks(before, patch.links), readers);
  if (refusal !== null) throw new PatchRefused({ kind: 'invalid', message: refusal });
  return normaliseLinks(patch.links, rowIds, []);
}

/**
 * The columns, uiStyles and links after the patch, checked by the import rules (rows already written);
 * null when it changes none of them. The row ids are read only when the links must be checked against them;
 * `readers`: the people whose edit this is (each must be able to read a spec a new link points to).
 */
export async function newHead(
  tx: Tx,
  id: string,
  patch: StoredPatch,
  readers: readonly string[],
): Promise<Record<string, unknown> | null> {
  const removesRows = (patch.delete?.length ?? 0) > 0;
  const changesHead =
    patch.columns !== undefined || patch.uiStyles !== undefined || patch.links !== undefined;
  if (!changesHead && !removesRows) return null;
  const [record] = await tx.select({ data: specs.data }).from(specs).where(eq(specs.id, id));
  const stored = (record?.data ?? {}) as StoredHead;
  if (!changesHead && !stored.links) return null;
  const uiStyles = patch.uiStyles === undefined ? stored.uiStyles : (patch.uiStyles ?? undefined);
  const imported = importSpec({ columns: patch.columns ?? stored.columns ?? [], rows: [], uiStyles });
  if (!imported.ok) throw new PatchRefused({ kind: 'invalid', message: imported.message });
  if (patch.links === undefined && !removesRows) {
    return { ...headOf(imported.spec), ...(stored.links ? { links: stored.links } : {}) };
  }
  return headOf({ ...imported.spec, links: await newLinks(tx, id, patch, stored, readers) });
}

/** Takes a save point when the last one is older than a minute. */
export async function savePointIfDue(tx: Tx, id: string): Promise<void> {
  const [last] = await tx
    .select({ createdAt: specVersions.createdAt })
    .from(specVersions)
    .where(and(eq(specVersions.specId, id), isNull(specVersions.name)))
    .orderBy(desc(specVersions.createdAt))
    .limit(1);
  if (!last || Date.now() - last.createdAt.getTime() >= SAVE_POINT_INTERVAL_MS) await snapshot(tx, id, null);
}

/**
 * Applies a patch by `by` over version `patch.version` in one transaction: the version is raised only when it is
 * still the stored one (concurrent saves wait for the row lock, then find it stale), rows are written and
 * removed, the row limit is checked on the result, and the links are checked against its rows (a row
 * removed takes its links with it). All or nothing.
 */
export async function applyPatch(
  db: Database,
  id: string,
  patch: StoredPatch,
  maxRows: number,
  by: AuditUser | null,
): Promise<PatchResult> {
  const userId = by?.id ?? null;
  try {
    return await db.transaction(async (tx) => {
      const [bumped] = await tx
        .update(specs)
        .set({ version: sql`${specs.version} + 1`, updatedAt: new Date() })
        .where(and(eq(specs.id, id), eq(specs.version, patch.version), isNull(specs.deletedAt)))
        .returning({ version: specs.version, updatedAt: specs.updatedAt, workspaceId: specs.workspaceId });
      if (!bumped) throw new PatchRefused({ kind: 'stale' });
      const changes = await patchChanges(tx, id, by, patch);
      if (patch.delete && patch.delete.length > 0) await deleteRows(tx, id, patch.delete);
      if (patch.upsert && patch.upsert.length > 0) await upsertRows(tx, id, patch.upsert);
      const count = await countRows(tx, id);
      if (count > maxRows) throw new PatchRefused({ kind: 'tooManyRows', count });
      const head = await newHead(tx, id, patch, userId === null ? [] : [userId]);
      await tx
        .update(specs)
        .set({ rowCount: count, ...(head ? { data: head } : {}) })
        .where(eq(specs.id, id));
      await savePointIfDue(tx, id);
      await recordAudit(tx, changes);
      // The live clients of a workspace spec read it again after a save that was not a live edit.
      if (bumped.workspaceId)
        await recordChange(tx, { specId: id, version: bumped.version, userId, ops: null });
      return { kind: 'saved' as const, version: bumped.version, updatedAt: bumped.updatedAt };
    });
  } catch (error) {
    if (error instanceof PatchRefused) return error.result;
    throw error;
  }
}
