import {
  createRequirementFile,
  importSpec,
  type RequirementFile,
  type RowPatch,
  rowPatch,
  type SavedSpec,
  SPEC_TRASH_DAYS,
  type SpecAnswer,
  type SpecSummary,
} from '@specwright/core';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specShares, specs } from '../db/schema.js';
import { applyPatch, type StoredPatch } from './spec-patch.js';
import { headOf, readRows, snapshot, upsertRows } from './spec-rows-store.js';
import { listSummaries, live, summaryColumns, summaryView } from './spec-summaries.js';

/** A stored spec without its content: enough to check who owns it and which version it is at. */
export interface SpecHeader {
  id: string;
  userId: string;
  title: string;
  version: number;
  deletedAt: Date | null;
}

/** The stored content as an open file (checked again by the import rules: the columns are plain JSON). */
function fileOf(id: string, title: string, data: unknown): RequirementFile {
  const imported = importSpec(data);
  if (!imported.ok) throw new Error(`Stored spec ${id} does not import: ${imported.message}`);
  return createRequirementFile(imported.spec, { id, title });
}

const headerColumns = {
  id: specs.id,
  userId: specs.userId,
  title: specs.title,
  version: specs.version,
  deletedAt: specs.deletedAt,
};

/** The specs users keep in their account: a header with the columns, and one record per row. */
export function specsService({ db }: { db: Database }) {
  async function list(userId: string): Promise<SpecSummary[]> {
    return (await listSummaries(db, userId, false)).map(summaryView);
  }

  /** The spec's header, also when it is in the trash; null when it does not exist. */
  async function header(id: string): Promise<SpecHeader | null> {
    const [found] = await db.select(headerColumns).from(specs).where(eq(specs.id, id));
    return found ?? null;
  }

  /** The saved format of a spec not in the trash, with its header; null otherwise. */
  async function document(id: string) {
    const [found] = await db
      .select({ title: specs.title, version: specs.version, data: specs.data, updatedAt: specs.updatedAt })
      .from(specs)
      .where(live(eq(specs.id, id)));
    if (!found) return null;
    const rows = await readRows(db, id);
    return { ...found, data: { ...(found.data as object), rows } as unknown as SavedSpec };
  }

  async function read(id: string): Promise<SpecAnswer['spec'] | null> {
    const [found] = await db
      .select(summaryColumns)
      .from(specs)
      .where(live(eq(specs.id, id)));
    const content = found ? await document(id) : null;
    return found && content ? { ...summaryView(found), data: content.data } : null;
  }

  /** The spec as an open file at its current version; null when it does not exist or is in the trash. */
  async function load(id: string): Promise<{ file: RequirementFile; version: number } | null> {
    const content = await document(id);
    return content ? { file: fileOf(id, content.title, content.data), version: content.version } : null;
  }

  /** How many specs (not in the trash) the user keeps. */
  async function count(userId: string): Promise<number> {
    const [counted] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(specs)
      .where(live(eq(specs.userId, userId)));
    return Number(counted?.count ?? 0);
  }

  /** Keeps `spec` at version 1, which is also its first save point; answers it without reading it back. */
  async function create(userId: string, title: string, spec: SavedSpec): Promise<SpecAnswer['spec']> {
    const rows = spec.rows.map((row, index) =>
      row.rowOrder === index + 1 ? row : { ...row, rowOrder: index + 1 },
    );
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(specs)
        .values({ userId, title, data: headOf(spec), rowCount: spec.rows.length })
        .returning({ id: specs.id });
      if (!created) throw new Error('The spec was not created');
      await upsertRows(tx, created.id, rows);
      await snapshot(tx, created.id, null);
      return created.id;
    });
    const [stored] = await db.select(summaryColumns).from(specs).where(eq(specs.id, id));
    if (!stored) throw new Error('The spec was not created');
    return { ...summaryView(stored), data: { ...headOf(spec), rows } };
  }

  /** Saves the change from `before` to `after` over version `version`; the new version, or null when stale. */
  async function save(id: string, version: number, before: RequirementFile, after: RequirementFile) {
    const patch: RowPatch = rowPatch(before, after);
    const saved = await applyPatch(db, id, { version, ...patch }, Number.POSITIVE_INFINITY);
    return saved.kind === 'saved' ? saved.version : null;
  }

  async function rename(id: string, title: string): Promise<void> {
    await db
      .update(specs)
      .set({ title })
      .where(live(eq(specs.id, id)));
  }

  /**
   * Moves the spec to the trash (`deleted` true), revoking its read-only links for good, or back out of it
   * (without links: a restore must not reopen a link its owner may have thought gone).
   */
  async function setTrashed(id: string, deleted: boolean): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(specs)
        .set({ deletedAt: deleted ? new Date() : null, updatedAt: sql`${specs.updatedAt}` })
        .where(eq(specs.id, id));
      if (deleted) await tx.delete(specShares).where(eq(specShares.specId, id));
    });
  }

  /** The user's specs in the trash, after removing for good those deleted too long ago. */
  async function trash(userId: string) {
    const cutoff = new Date(Date.now() - SPEC_TRASH_DAYS * 24 * 60 * 60 * 1000);
    await db.delete(specs).where(and(eq(specs.userId, userId), lt(specs.deletedAt, cutoff)));
    const records = await listSummaries(db, userId, true);
    return records.map((record) => ({
      ...summaryView(record),
      deleted_at: (record.deletedAt ?? record.updatedAt).toISOString(),
    }));
  }

  /** Applies a save's patch (see `applyPatch`). */
  const patch = (id: string, change: StoredPatch, maxRows: number) => applyPatch(db, id, change, maxRows);

  return { list, header, document, read, load, count, create, save, patch, rename, setTrashed, trash };
}

export type SpecsService = ReturnType<typeof specsService>;
