import type { WorkspaceMember, WorkspaceRole, WorkspaceSummary } from '@specwright/core';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specs, user, workspaceMembers, workspaces } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';

const memberCount = sql<number>`(select count(*)::int from ${workspaceMembers} m
  where m.workspace_id = ${workspaces.id})`.mapWith(Number);
const specCount = sql<number>`(select count(*)::int from ${specs} s
  where s.workspace_id = ${workspaces.id} and s.deleted_at is null)`.mapWith(Number);

const summaryColumns = {
  id: workspaces.id,
  name: workspaces.name,
  role: workspaceMembers.role,
  members: memberCount,
  specs: specCount,
  createdAt: workspaces.createdAt,
};

function summaryView(record: {
  id: string;
  name: string;
  role: string;
  members: number;
  specs: number;
  createdAt: Date;
}): WorkspaceSummary {
  const { createdAt, role, ...rest } = record;
  return { ...rest, role: role as WorkspaceRole, created_at: createdAt.toISOString() };
}

/** The user's role in the workspace; null when they are not a member (or it does not exist). */
export async function roleIn(tx: Tx, workspaceId: string, userId: string): Promise<WorkspaceRole | null> {
  const [found] = await tx
    .select({ role: workspaceMembers.role })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return (found?.role as WorkspaceRole | undefined) ?? null;
}

/** Workspaces, the people in them and their roles. */
export function workspacesService({ db }: { db: Database }) {
  const memberships = (where: SQL | undefined) =>
    db
      .select(summaryColumns)
      .from(workspaceMembers)
      .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
      .where(where);

  async function list(userId: string): Promise<WorkspaceSummary[]> {
    const records = await memberships(eq(workspaceMembers.userId, userId)).orderBy(
      asc(workspaces.name),
      asc(workspaces.id),
    );
    return records.map(summaryView);
  }

  /** The workspace as the member `userId` sees it; null for a non-member. */
  async function summary(workspaceId: string, userId: string): Promise<WorkspaceSummary | null> {
    const [found] = await memberships(
      and(eq(workspaceMembers.userId, userId), eq(workspaces.id, workspaceId)),
    );
    return found ? summaryView(found) : null;
  }

  /** A new workspace with `userId` as its owner. */
  async function create(userId: string, name: string): Promise<WorkspaceSummary> {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(workspaces)
        .values({ name, createdBy: userId })
        .returning({ id: workspaces.id });
      if (!created) throw new Error('The workspace was not created');
      await tx.insert(workspaceMembers).values({ workspaceId: created.id, userId, role: 'owner' });
      return created.id;
    });
    const created = await summary(id, userId);
    if (!created) throw new Error('The workspace was not created');
    return created;
  }

  async function rename(workspaceId: string, name: string): Promise<void> {
    await db.update(workspaces).set({ name, updatedAt: new Date() }).where(eq(workspaces.id, workspaceId));
  }

  /**
   * Deletes the workspace in one transaction: its specs first go to `ownerId`'s own trash (restorable for
   * the trash's days, from now; one already in the trash keeps its date), then the workspace, its members
   * and invitations go.
   */
  async function remove(workspaceId: string, ownerId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx
        .update(specs)
        .set({ workspaceId: null, userId: ownerId, deletedAt: new Date() })
        .where(and(eq(specs.workspaceId, workspaceId), isNull(specs.deletedAt)));
      await tx
        .update(specs)
        .set({ workspaceId: null, userId: ownerId })
        .where(eq(specs.workspaceId, workspaceId));
      await tx.delete(workspaces).where(eq(workspaces.id, workspaceId));
    });
  }

  async function members(workspaceId: string): Promise<WorkspaceMember[]> {
    const records = await db
      .select({
        userId: workspaceMembers.userId,
        name: user.name,
        email: user.email,
        role: workspaceMembers.role,
        joinedAt: workspaceMembers.createdAt,
      })
      .from(workspaceMembers)
      .innerJoin(user, eq(user.id, workspaceMembers.userId))
      .where(eq(workspaceMembers.workspaceId, workspaceId))
      .orderBy(desc(sql`${workspaceMembers.role} = 'owner'`), asc(workspaceMembers.createdAt));
    return records.map((record) => ({
      user_id: record.userId,
      name: record.name,
      email: record.email,
      role: record.role as WorkspaceRole,
      joined_at: record.joinedAt.toISOString(),
    }));
  }

  const role = (workspaceId: string, userId: string) => roleIn(db, workspaceId, userId);

  return { list, summary, create, rename, remove, members, role };
}

export type WorkspacesService = ReturnType<typeof workspacesService>;
