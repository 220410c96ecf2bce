import type { WorkspaceRole } from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import { specs, workspaceMembers } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';

/** What a user may do with one spec: a personal spec's keeper is its owner; a workspace spec, by role. */
export interface SpecAccess {
  specId: string;
  role: WorkspaceRole;
  workspaceId: string | null;
  /** The user who keeps (created) the spec. */
  keeperId: string;
  deletedAt: Date | null;
}

/**
 * The caller's access to spec `specId`, or null when they may not see it (another user's personal spec,
 * a workspace they are not in, or no such spec): one query.
 */
export async function specAccessOf(tx: Tx, userId: string, specId: string): Promise<SpecAccess | null> {
  const [found] = await tx
    .select({
      keeperId: specs.userId,
      workspaceId: specs.workspaceId,
      deletedAt: specs.deletedAt,
      memberRole: workspaceMembers.role,
    })
    .from(specs)
    .leftJoin(
      workspaceMembers,
      and(eq(workspaceMembers.workspaceId, specs.workspaceId), eq(workspaceMembers.userId, userId)),
    )
    .where(eq(specs.id, specId));
  if (!found) return null;
  const base = {
    specId,
    workspaceId: found.workspaceId,
    keeperId: found.keeperId,
    deletedAt: found.deletedAt,
  };
  if (found.workspaceId === null) return found.keeperId === userId ? { ...base, role: 'owner' } : null;
  return found.memberRole ? { ...base, role: found.memberRole as WorkspaceRole } : null;
}
