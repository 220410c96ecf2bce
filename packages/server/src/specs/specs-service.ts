import {
  createRequirementFile,
  importSpec,
  type RequirementFile,
  type RowPatch,
  rowPatch,
  type SavedSpec,
  type SpecAnswer,
  type SpecSummary,
  type SpecWorkspace,
  type WorkspaceRole,
} from '@specwright/core';
import { eq, inArray, sql } from 'drizzle-orm';
import { RawJson } from '../analysis/json-reply.js';
import { type AuditUser, recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import { specShares, specs } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { SpecAccess } from '../workspaces/spec-access.js';
import { addedCrossSpecLinks, crossSpecRefusal } from './cross-spec-links.js';
import { applyPatch, type StoredPatch } from './spec-patch.js';
import { restorable } from './spec-policy.js';
import { documentPieces, headOf, readRows, snapshot, upsertRows } from './spec-rows-store.js';
import { listSummaries, live, summaryColumns, summaryView, workspaceName } from './spec-summaries.js';

/** A stored spec without its content: enough to check who owns it and which version it is at. */
export interface SpecHeader {
  id: string;
  userId: string;
  title: string;
  version: number;
  deletedAt: Date | null;
}

/** A spec answer whose content is the database's JSON text. */
export type SpecAnswerText = Omit<SpecAnswer['spec'], 'data'> & { data: RawJson };

/** How the caller sees a spec: its workspace (null for their own) and their role. */
export interface SpecView {
  workspace: SpecWorkspace;
  role: WorkspaceRole;
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
  /** The user's own specs and those of their workspaces, last changed first. */
  async function list(userId: string): Promise<SpecSummary[]> {
    return (await listSummaries(db, userId, false)).map((record) => summaryView(record, record.workspace));
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

  /** How the caller with `access` sees the spec: its workspace (with its name) and their role. */
  async function viewOf(access: Pick<SpecAccess, 'workspaceId' | 'role'>): Promise<SpecView> {
    if (access.workspaceId === null) return { workspace: null, role: access.role };
    const name = (await workspaceName(db, access.workspaceId)) ?? '';
    return { workspace: { id: access.workspaceId, name, role: access.role }, role: access.role };
  }

  /**
   * The spec with its content as `access` sees it (its workspace and the caller's role), its content as
   * the database's JSON text, all of one version: to send with `sendJsonInPieces`.
   */
  async function read(id: string, access: SpecView): Promise<SpecAnswerText | null> {
    return db.transaction(
      async (tx) => {
        const [found] = await tx
          .select(summaryColumns)
          .from(specs)
          .where(live(eq(specs.id, id)));
        const pieces = found ? await documentPieces(tx, id) : null;
        if (!found || !pieces) return null;
        return { ...summaryView(found, access.workspace), data: new RawJson(pieces), role: access.role };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
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

  /**
   * Keeps `spec` at version 1 (in `workspace` when given), which is also its first save point; answers it
   * without reading it back. Its audit trail starts with `detail` (a copy's origin), or its title.
   */
  async function create(
    by: AuditUser,
    title: string,
    spec: SavedSpec,
    workspace: SpecWorkspace = null,
    detail = '',
  ): Promise<SpecAnswer['spec']> {
    const userId = by.id;
    const rows = spec.rows.map((row, index) =>
      row.rowOrder === index + 1 ? row : { ...row, rowOrder: index + 1 },
    );
    const id = await db.transaction(async (tx) => {
      // A new spec's links across specs are added by its keeper, so they are checked as a save's.
      const crossSpec = addedCrossSpecLinks([], spec.links ?? []);
      const refusal = crossSpec.size === 0 ? null : await crossSpecRefusal(tx, '', crossSpec, [userId]);
      if (refusal !== null) throw new AppError(400, refusal);
      const [created] = await tx
        .insert(specs)
        .values({
          userId,
          title,
          data: headOf(spec),
          rowCount: spec.rows.length,
          workspaceId: workspace?.id ?? null,
        })
        .returning({ id: specs.id });
      if (!created) throw new Error('The spec was not created');
      await upsertRows(tx, created.id, rows);
      await snapshot(tx, created.id, null);
      await recordAudit(tx, [{ specId: created.id, user: by, action: 'created', detail: detail || title }]);
      return created.id;
    });
    const [stored] = await db.select(summaryColumns).from(specs).where(eq(specs.id, id));
    if (!stored) throw new Error('The spec was not created');
    const role = workspace?.role ?? 'owner';
    return { ...summaryView(stored, workspace), data: { ...headOf(spec), rows }, role };
  }

  /** Saves the change from `before` to `after` over version `version`; the new version, or null when stale. */
  async function save(
    id: string,
    version: number,
    before: RequirementFile,
    after: RequirementFile,
    by: AuditUser,
  ) {
    const patch: RowPatch = rowPatch(before, after);
    const saved = await applyPatch(db, id, { version, ...patch }, Number.POSITIVE_INFINITY, by);
    return saved.kind === 'saved' ? saved.version : null;
  }

  async function rename(id: string, title: string, by: AuditUser): Promise<void> {
    await db.transaction(async (tx) => {
      const [stored] = await tx
        .select({ title: specs.title })
        .from(specs)
        .where(live(eq(specs.id, id)))
        .for('update');
      if (!stored || stored.title === title) return;
      await tx.update(specs).set({ title }).where(eq(specs.id, id));
      await recordAudit(tx, [
        { specId: id, user: by, action: 'renamed', before: stored.title, after: title },
      ]);
    });
  }

  /**
   * Moves the spec to the trash (`deleted` true), revoking its read-only links for good, or back out of it
   * (without links: a restore must not reopen a link its owner may have thought gone).
   */
  async function setTrashed(id: string, deleted: boolean, by: AuditUser): Promise<void> {
    await db.transaction(async (tx) => {
      await recordAudit(tx, [{ specId: id, user: by, action: deleted ? 'trashed' : 'untrashed' }]);
      await tx
        .update(specs)
        .set({ deletedAt: deleted ? new Date() : null, updatedAt: sql`${specs.updatedAt}` })
        .where(eq(specs.id, id));
      if (deleted) await tx.delete(specShares).where(eq(specShares.specId, id));
    });
  }

  /**
   * The specs in the trash the user may restore (their own, and their workspaces' they may place), after
   * removing for good those deleted more than SPEC_TRASH_DAYS days ago.
   */
  async function trash(userId: string) {
    const records = await listSummaries(db, userId, true);
    const expired = records.filter((record) => record.deletedAt && !restorable(record.deletedAt));
    if (expired.length > 0)
      await db.delete(specs).where(
        inArray(
          specs.id,
          expired.map((record) => record.id),
        ),
      );
    return records
      .filter((record) => !expired.includes(record))
      .map((record) => ({
        ...summaryView(record, record.workspace),
        deleted_at: (record.deletedAt ?? record.updatedAt).toISOString(),
      }));
  }

  /**
   * Moves the spec into workspace `workspaceId`, or out of its workspace (null) into `userId`'s own specs,
   * `userId` becoming its keeper.
   */
  async function move(id: string, workspaceId: string | null, by: AuditUser): Promise<void> {
    const place =
      workspaceId === null ? 'Own specs' : `Workspace ${(await workspaceName(db, workspaceId)) ?? ''}`;
    await db.transaction(async (tx) => {
      await tx
        .update(specs)
        .set(workspaceId === null ? { workspaceId, userId: by.id } : { workspaceId })
        .where(live(eq(specs.id, id)));
      await recordAudit(tx, [{ specId: id, user: by, action: 'moved', after: workspaceId, detail: place }]);
    });
  }

  /** Applies a save's patch by `userId` (see `applyPatch`). */
  const patch = (id: string, change: StoredPatch, maxRows: number, by: AuditUser | null) =>
    applyPatch(db, id, change, maxRows, by);

  return {
    list,
    header,
    document,
    viewOf,
    read,
    load,
    count,
    create,
    save,
    patch,
    rename,
    setTrashed,
    trash,
    move,
  };
}

export type SpecsService = ReturnType<typeof specsService>;
