import { createHash, randomBytes } from 'node:crypto';
import {
  type InvitationPreview,
  type InvitedRole,
  WORKSPACE_MESSAGES,
  type WorkspaceInvitation,
} from '@specwright/core';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { user, workspaceInvitations, workspaceMembers, workspaces } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { Tx } from '../specs/spec-rows-store.js';

/** How long an invitation link works. */
export const INVITATION_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the token's hash is stored: a leaked database does not open the invitations. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const invitationColumns = {
  id: workspaceInvitations.id,
  email: workspaceInvitations.email,
  role: workspaceInvitations.role,
  createdAt: workspaceInvitations.createdAt,
  expiresAt: workspaceInvitations.expiresAt,
};

function invitationView(record: {
  id: string;
  email: string;
  role: string;
  createdAt: Date;
  expiresAt: Date;
}): WorkspaceInvitation {
  return {
    id: record.id,
    email: record.email,
    role: record.role as InvitedRole,
    created_at: record.createdAt.toISOString(),
    expires_at: record.expiresAt.toISOString(),
  };
}

/** Not accepted and not expired. */
const pending = () =>
  and(isNull(workspaceInvitations.acceptedAt), gt(workspaceInvitations.expiresAt, new Date()));

async function isMemberByEmail(tx: Tx, workspaceId: string, email: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: user.id })
    .from(workspaceMembers)
    .innerJoin(user, eq(user.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(user.email, email)));
  return found !== undefined;
}

/** Invitations by email: a link with an unguessable token, accepted once by the invited address. */
export function invitationsService({ db }: { db: Database }) {
  /** A new invitation (replacing a pending one to the same address) and its token, shown only now. */
  async function create(workspaceId: string, email: string, role: InvitedRole, invitedBy: string) {
    const token = randomBytes(32).toString('base64url');
    const invitation = await db.transaction(async (tx) => {
      if (await isMemberByEmail(tx, workspaceId, email))
        throw new AppError(409, WORKSPACE_MESSAGES.alreadyMember);
      await tx
        .delete(workspaceInvitations)
        .where(
          and(
            eq(workspaceInvitations.workspaceId, workspaceId),
            eq(workspaceInvitations.email, email),
            isNull(workspaceInvitations.acceptedAt),
          ),
        );
      const expiresAt = new Date(Date.now() + INVITATION_DAYS * DAY_MS);
      const [created] = await tx
        .insert(workspaceInvitations)
        .values({ workspaceId, email, role, tokenHash: hashOf(token), invitedBy, expiresAt })
        .returning(invitationColumns);
      if (!created) throw new Error('The invitation was not made');
      return invitationView(created);
    });
    return { invitation, token };
  }

  /** The workspace's pending invitations, newest first. */
  async function list(workspaceId: string): Promise<WorkspaceInvitation[]> {
    const records = await db
      .select(invitationColumns)
      .from(workspaceInvitations)
      .where(and(eq(workspaceInvitations.workspaceId, workspaceId), pending()))
      .orderBy(desc(workspaceInvitations.createdAt));
    return records.map(invitationView);
  }

  /** Withdraws a pending invitation; false when the workspace has none of that id. */
  async function withdraw(workspaceId: string, invitationId: string): Promise<boolean> {
    const removed = await db
      .delete(workspaceInvitations)
      .where(
        and(
          eq(workspaceInvitations.workspaceId, workspaceId),
          eq(workspaceInvitations.id, invitationId),
          isNull(workspaceInvitations.acceptedAt),
        ),
      )
      .returning({ id: workspaceInvitations.id });
    return removed.length > 0;
  }

  /** What the link shows; 404 when it was used, withdrawn, has expired or never existed. */
  async function preview(token: string): Promise<InvitationPreview> {
    const [found] = await db
      .select({
        workspaceName: workspaces.name,
        invitedBy: user.name,
        role: workspaceInvitations.role,
        email: workspaceInvitations.email,
      })
      .from(workspaceInvitations)
      .innerJoin(workspaces, eq(workspaces.id, workspaceInvitations.workspaceId))
      .leftJoin(user, eq(user.id, workspaceInvitations.invitedBy))
      .where(and(eq(workspaceInvitations.tokenHash, hashOf(token)), pending()));
    if (!found) throw new AppError(404, WORKSPACE_MESSAGES.invitationNotFound);
    return {
      workspace_name: found.workspaceName,
      invited_by: found.invitedBy,
      role: found.role as InvitedRole,
      email: found.email,
    };
  }

  /**
   * Accepts the invitation as the signed-in user `member`, once: 404 when it does not work, 403 for another
   * address than the one invited, 409 when they are already a member. The workspace's id.
   */
  async function accept(token: string, member: { id: string; email: string }): Promise<string> {
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ ...invitationColumns, workspaceId: workspaceInvitations.workspaceId })
        .from(workspaceInvitations)
        .where(and(eq(workspaceInvitations.tokenHash, hashOf(token)), pending()))
        .for('update');
      if (!found) throw new AppError(404, WORKSPACE_MESSAGES.invitationNotFound);
      if (found.email !== member.email.toLowerCase()) {
        throw new AppError(403, WORKSPACE_MESSAGES.invitationOtherEmail);
      }
      const added = await tx
        .insert(workspaceMembers)
        .values({ workspaceId: found.workspaceId, userId: member.id, role: found.role })
        .onConflictDoNothing()
        .returning({ userId: workspaceMembers.userId });
      if (added.length === 0) throw new AppError(409, WORKSPACE_MESSAGES.alreadyMember);
      await tx
        .update(workspaceInvitations)
        .set({ acceptedAt: new Date(), acceptedBy: member.id })
        .where(eq(workspaceInvitations.id, found.id));
      return found.workspaceId;
    });
  }

  return { create, list, withdraw, preview, accept };
}

export type InvitationsService = ReturnType<typeof invitationsService>;
