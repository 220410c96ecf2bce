import { WORKSPACE_MESSAGES, type WorkspaceRole } from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { workspaceMembers } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { Tx } from '../specs/spec-rows-store.js';
import { assertOwnerRemains } from './workspace-policy.js';

/**
 * The workspace's members locked for the rest of the transaction, so that two owners demoting or removing
 * each other at once cannot leave it without one.
 */
async function lockedMembers(tx: Tx, workspaceId: string) {
  return tx
    .select({ userId: workspaceMembers.userId, role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.workspaceId, workspaceId))
    .for('update');
}

const ownersBesides = (members: { userId: string; role: string }[], userId: string) =>
  members.filter((member) => member.role === 'owner' && member.userId !== userId).length;

/** Changing a member's role and removing a member, keeping at least one owner (409 otherwise). */
export function membersService({ db }: { db: Database }) {
  async function changeRole(workspaceId: string, userId: string, role: WorkspaceRole): Promise<void> {
    await db.transaction(async (tx) => {
      const members = await lockedMembers(tx, workspaceId);
      const member = members.find((candidate) => candidate.userId === userId);
      if (!member) throw new AppError(404, WORKSPACE_MESSAGES.notFound);
      if (role !== 'owner') assertOwnerRemains(ownersBesides(members, userId));
      if (member.role === role) return;
      await tx
        .update(workspaceMembers)
        .set({ role })
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    });
  }

  async function remove(workspaceId: string, userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      const members = await lockedMembers(tx, workspaceId);
      if (!members.some((member) => member.userId === userId)) {
        throw new AppError(404, WORKSPACE_MESSAGES.notFound);
      }
      assertOwnerRemains(ownersBesides(members, userId));
      await tx
        .delete(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
    });
  }

  return { changeRole, remove };
}

export type MembersService = ReturnType<typeof membersService>;
