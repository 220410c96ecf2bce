import {
  REVIEW_MESSAGES,
  type ReviewCreate,
  ROLE_RIGHTS,
  SPEC_MESSAGES,
  specDiff,
  type WorkspaceRole,
} from '@specwright/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specRows, specVersions, workspaceMembers } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { diffSides } from '../specs/spec-diff-store.js';
import type { Tx } from '../specs/spec-rows-store.js';
import type { SpecAccess } from '../workspaces/spec-access.js';

/**
 * 400 unless everyone named may comment on the spec: members of its workspace with the comment right,
 * or, for a personal spec, its keeper.
 */
export async function assertMayBeNamed(
  tx: Tx,
  access: SpecAccess,
  userIds: readonly string[],
): Promise<void> {
  const named = new Set(userIds);
  if (access.workspaceId === null) {
    if ([...named].some((id) => id !== access.keeperId)) throw new AppError(400, REVIEW_MESSAGES.notMember);
    return;
  }
  const members = await tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(
      and(eq(workspaceMembers.workspaceId, access.workspaceId), inArray(workspaceMembers.userId, [...named])),
    );
  const commenters = new Set(
    members
      .filter((member) => ROLE_RIGHTS[member.role as WorkspaceRole]?.comment)
      .map((member) => member.userId),
  );
  if ([...named].some((id) => !commenters.has(id))) throw new AppError(400, REVIEW_MESSAGES.notMember);
}

/** Every row of the spec now, in order; 400 when it has none. */
async function everyRow(tx: Tx, specId: string): Promise<string[]> {
  const records = await tx
    .select({ id: specRows.rowId })
    .from(specRows)
    .where(eq(specRows.specId, specId))
    .orderBy(asc(specRows.position), asc(specRows.rowId));
  if (records.length === 0) throw new AppError(400, REVIEW_MESSAGES.emptySpec);
  return records.map((record) => record.id);
}

/**
 * The rows added or changed since version `sinceVersionId` (the version history's diff), in the spec's
 * order: 404 when the spec has no such version, 400 when no row changed.
 */
async function changedRows(db: Database, specId: string, sinceVersionId: string): Promise<string[]> {
  const [version] = await db
    .select({ id: specVersions.id })
    .from(specVersions)
    .where(and(eq(specVersions.id, sinceVersionId), eq(specVersions.specId, specId)));
  const sides = version ? await diffSides(db, specId, sinceVersionId, 'current') : null;
  if (!sides) throw new AppError(404, SPEC_MESSAGES.versionNotFound);
  const ids = specDiff(sides.before, sides.after)
    .filter((change) => change.kind !== 'removed')
    .map((change) => change.id);
  if (ids.length === 0) throw new AppError(400, REVIEW_MESSAGES.noChangedRows);
  return ids;
}

/** The rows a new review asks about, fixed when it is asked for. */
export function rowsToReview(db: Database, specId: string, input: ReviewCreate): Promise<string[]> {
  return input.scope === 'changed' && input.since_version_id
    ? changedRows(db, specId, input.since_version_id)
    : everyRow(db, specId);
}
