import type { SpecSummary, SpecWorkspace, WorkspaceRole } from '@specwright/core';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specs, workspaceMembers, workspaces } from '../db/schema.js';

/** The mean score of the spec's requirements to one decimal (null when none has a score), from the kept sums. */
const meanScore = sql<number | null>`case when ${specs.scoreCount} > 0
  then ${specs.scoreSum}::float8 / ${specs.scoreCount} end`.mapWith((value) =>
  value === null ? null : Math.round(Number(value) * 10) / 10,
);

export const summaryColumns = {
  id: specs.id,
  userId: specs.userId,
  title: specs.title,
  version: specs.version,
  rows: specs.rowCount,
  requirements: specs.requirementCount,
  meanScore,
  createdAt: specs.createdAt,
  updatedAt: specs.updatedAt,
  deletedAt: specs.deletedAt,
};

export interface SummaryRecord {
  id: string;
  title: string;
  version: number;
  rows: number;
  requirements: number;
  meanScore: number | null;
  createdAt: Date;
  updatedAt: Date;
}

/** `workspace`: where the spec is kept and the caller's role there, null for one of the caller's own. */
export function summaryView(record: SummaryRecord, workspace: SpecWorkspace = null): SpecSummary {
  return {
    id: record.id,
    title: record.title,
    rows: record.rows,
    requirements: record.requirements,
    mean_score: record.meanScore,
    version: record.version,
    created_at: record.createdAt.toISOString(),
    updated_at: record.updatedAt.toISOString(),
    workspace,
  };
}

/** A spec not in the trash. */
export const live = (where: SQL | undefined) => and(where, isNull(specs.deletedAt));

export interface ListedSummary extends SummaryRecord {
  deletedAt: Date | null;
  workspace: SpecWorkspace;
}

const inTrash = (trashed: boolean) => (trashed ? isNotNull(specs.deletedAt) : isNull(specs.deletedAt));

/**
 * The user's own specs and those of the workspaces they are in (or, with `trashed`, those in the trash that
 * they may restore: a workspace's owner, or its keeper while an editor), last changed (or deleted) first.
 * Two indexed queries, not one join over every spec.
 */
export async function listSummaries(
  db: Database,
  userId: string,
  trashed: boolean,
): Promise<ListedSummary[]> {
  const own = await db
    .select(summaryColumns)
    .from(specs)
    .where(and(eq(specs.userId, userId), isNull(specs.workspaceId), inTrash(trashed)));
  const restorer = or(
    eq(workspaceMembers.role, 'owner'),
    and(eq(workspaceMembers.role, 'editor'), eq(specs.userId, userId)),
  );
  const shared = await db
    .select({
      ...summaryColumns,
      workspaceId: workspaces.id,
      name: workspaces.name,
      role: workspaceMembers.role,
    })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .innerJoin(specs, eq(specs.workspaceId, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), inTrash(trashed), trashed ? restorer : undefined));
  const listed: ListedSummary[] = [
    ...own.map((record) => ({ ...record, workspace: null })),
    ...shared.map(({ workspaceId, name, role, ...record }) => ({
      ...record,
      workspace: { id: workspaceId, name, role: role as WorkspaceRole },
    })),
  ];
  const time = (record: ListedSummary) =>
    (trashed ? (record.deletedAt ?? record.updatedAt) : record.updatedAt).getTime();
  return listed.sort((a, b) => time(b) - time(a));
}

/** The ids of the workspaces the user is a member of. */
export async function workspaceIdsOf(db: Database, userId: string): Promise<string[]> {
  const records = await db
    .select({ id: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(eq(workspaceMembers.userId, userId));
  return records.map((record) => record.id);
}

/** The name of a workspace (null when there is none). */
export async function workspaceName(db: Database, workspaceId: string): Promise<string | null> {
  const [found] = await db
    .select({ name: workspaces.name })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId));
  return found?.name ?? null;
}
