import {
  diffCounts,
  importSpec,
  type SavedSpec,
  type SpecDiffAnswer,
  type SpecVersion,
  specDiff,
} from '@specwright/core';
import { and, desc, eq } from 'drizzle-orm';
import { type AuditUser, recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import { specs, specVersions } from '../db/schema.js';
import { recordChange } from '../live/change-log.js';
import { diffSides } from './spec-diff-store.js';
import { linkChangesOf } from './spec-link-diff.js';
import type { PatchResult } from './spec-patch.js';
import { headOf, replaceRows, snapshot, type Tx } from './spec-rows-store.js';
import { changeUnlessLocked } from './spec-version-lock.js';

const versionColumns = {
  id: specVersions.id,
  version: specVersions.version,
  name: specVersions.name,
  rows: specVersions.rowCount,
  createdAt: specVersions.createdAt,
  locked: specVersions.locked,
};

function versionView(record: {
  id: string;
  version: number;
  name: string | null;
  rows: number;
  createdAt: Date;
  locked: boolean;
}) {
  const { createdAt, ...rest } = record;
  return { ...rest, created_at: createdAt.toISOString() } satisfies SpecVersion;
}

function imported(data: unknown): SavedSpec {
  const result = importSpec(data);
  if (!result.ok) throw new Error(`A stored version does not import: ${result.message}`);
  return result.spec;
}

async function latestSavePointVersion(tx: Tx, specId: string): Promise<number | null> {
  const [last] = await tx
    .select({ version: specVersions.version })
    .from(specVersions)
    .where(eq(specVersions.specId, specId))
    .orderBy(desc(specVersions.createdAt))
    .limit(1);
  return last?.version ?? null;
}

/** The versions of kept specs: save points, named versions, their diff and restore. */
export function specVersionsService({ db }: { db: Database }) {
  async function list(specId: string): Promise<SpecVersion[]> {
    const records = await db
      .select(versionColumns)
      .from(specVersions)
      .where(eq(specVersions.specId, specId))
      .orderBy(desc(specVersions.createdAt), desc(specVersions.version));
    return records.map(versionView);
  }

  /** "Save version…": the spec as it is now, under `name`. */
  async function saveNamed(specId: string, name: string, by: AuditUser): Promise<SpecVersion> {
    const id = await db.transaction(async (tx) => {
      const kept = await snapshot(tx, specId, name);
      await recordAudit(tx, [{ specId, user: by, action: 'versioned', detail: name }]);
      return kept;
    });
    const [record] = await db.select(versionColumns).from(specVersions).where(eq(specVersions.id, id));
    if (!record) throw new Error('The version was not kept');
    return versionView(record);
  }

  /** One version's saved format; null when the spec has no such version. */
  async function content(specId: string, versionId: string): Promise<SavedSpec | null> {
    const [found] = await db
      .select({ data: specVersions.data })
      .from(specVersions)
      .where(and(eq(specVersions.specId, specId), eq(specVersions.id, versionId)));
    return found ? imported(found.data) : null;
  }

  /**
   * The requirement-level diff from `from` to `to` and the links added and removed; null when either side
   * does not exist. The database picks out the rows that differ, so only those are read and compared word
   * by word.
   */
  async function diff(specId: string, from: string, to: string): Promise<SpecDiffAnswer | null> {
    const sides = await diffSides(db, specId, from, to);
    if (!sides) return null;
    const changes = specDiff(sides.before, sides.after);
    const links = await linkChangesOf(db, specId, { ...sides, from, to });
    return { counts: diffCounts(changes), changes, links };
  }

  /**
   * Makes version `versionId` current as a new version over `baseVersion` (stale → `stale`), by `by`.
   * The state it replaces is kept as a save point first, and the restored state is one too.
   */
  async function restore(
    specId: string,
    versionId: string,
    baseVersion: number,
    by: AuditUser,
  ): Promise<PatchResult | null> {
    const [kept] = await db
      .select({ version: specVersions.version, name: specVersions.name, data: specVersions.data })
      .from(specVersions)
      .where(and(eq(specVersions.specId, specId), eq(specVersions.id, versionId)));
    if (!kept) return null;
    const restored = imported(kept.data);
    return db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ version: specs.version, workspaceId: specs.workspaceId })
        .from(specs)
        .where(eq(specs.id, specId))
        .for('update');
      if (!locked || locked.version !== baseVersion) return { kind: 'stale' as const };
      if ((await latestSavePointVersion(tx, specId)) !== baseVersion) await snapshot(tx, specId, null);
      await replaceRows(
        tx,
        specId,
        restored.rows.map((row, index) => ({ ...row, rowOrder: index + 1 })),
      );
      const [saved] = await tx
        .update(specs)
        .set({
          data: headOf(restored),
          rowCount: restored.rows.length,
          version: baseVersion + 1,
          updatedAt: new Date(),
        })
        .where(eq(specs.id, specId))
        .returning({ version: specs.version, updatedAt: specs.updatedAt });
      if (!saved) throw new Error('The restored spec was not saved');
      await snapshot(tx, specId, null);
      const detail = kept.name ?? `Version ${kept.version}`;
      await recordAudit(tx, [{ specId, user: by, action: 'restored', before: baseVersion, detail }]);
      if (locked.workspaceId) {
        await recordChange(tx, { specId, version: saved.version, userId: by.id, ops: null });
      }
      return { kind: 'saved' as const, version: saved.version, updatedAt: saved.updatedAt };
    });
  }

  /** Renames a version; null when the spec has no such version, 409 when it is a locked baseline. */
  async function rename(specId: string, versionId: string, name: string, by: AuditUser) {
    const renamed = await changeUnlessLocked(db, specId, versionId, async (tx, kept) => {
      await tx.update(specVersions).set({ name }).where(eq(specVersions.id, versionId));
      const before = kept.name ?? `Version ${kept.version}`;
      await recordAudit(tx, [
        { specId, user: by, action: 'versioned', before, detail: `Renamed to ${name}` },
      ]);
    });
    if (!renamed) return null;
    const [record] = await db.select(versionColumns).from(specVersions).where(eq(specVersions.id, versionId));
    return record ? versionView(record) : null;
  }

  /** Deletes a version; false when the spec has no such version, 409 when it is a locked baseline. */
  function remove(specId: string, versionId: string, by: AuditUser): Promise<boolean> {
    return changeUnlessLocked(db, specId, versionId, async (tx, kept) => {
      await tx.delete(specVersions).where(eq(specVersions.id, versionId));
      const name = kept.name ?? `Version ${kept.version}`;
      await recordAudit(tx, [{ specId, user: by, action: 'versioned', detail: `Deleted ${name}` }]);
    });
  }

  return { list, saveNamed, content, diff, restore, rename, remove };
}

export type SpecVersionsService = ReturnType<typeof specVersionsService>;
