import type { LiveChange, LiveOp } from '@specwright/core';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specChanges, specs, user } from '../db/schema.js';

/** The most changes a join catches up on; further behind, the client reads the spec again. */
export const MAX_RESUME_CHANGES = 1000;

/** The changes of a spec after version `after` (up to `upTo` when given), in order: one query. */
export async function changesAfter(
  db: Database,
  specId: string,
  after: number,
  upTo?: number,
): Promise<LiveChange[]> {
  const records = await db
    .select({
      version: specChanges.version,
      userId: specChanges.userId,
      name: user.name,
      at: specChanges.createdAt,
      clientId: specChanges.clientId,
      seq: specChanges.seq,
      ops: specChanges.ops,
    })
    .from(specChanges)
    .leftJoin(user, eq(user.id, specChanges.userId))
    .where(
      and(
        eq(specChanges.specId, specId),
        gt(specChanges.version, after),
        ...(upTo === undefined ? [] : [lte(specChanges.version, upTo)]),
      ),
    )
    .orderBy(asc(specChanges.version))
    .limit(MAX_RESUME_CHANGES + 1);
  return records.map((record) => ({
    version: record.version,
    by: record.userId ? { userId: record.userId, name: record.name ?? '' } : null,
    at: record.at.toISOString(),
    clientId: record.clientId,
    seq: record.seq,
    ops: record.ops as LiveOp[] | null,
  }));
}

export async function specVersionOf(db: Database, specId: string): Promise<number | null> {
  const [found] = await db.select({ version: specs.version }).from(specs).where(eq(specs.id, specId));
  return found?.version ?? null;
}

/** What a join answers: the spec's version and the changes after `since`, or `reload` when some are gone. */
export async function resumeFrom(
  db: Database,
  specId: string,
  since: number | undefined,
): Promise<{ version: number; changes: LiveChange[]; reload: boolean } | null> {
  const version = await specVersionOf(db, specId);
  if (version === null) return null;
  if (since === undefined || since >= version) return { version, changes: [], reload: false };
  if (version - since > MAX_RESUME_CHANGES) return { version, changes: [], reload: true };
  const changes = await changesAfter(db, specId, since, version);
  const complete =
    changes.length === version - since &&
    changes[0]?.version === since + 1 &&
    changes.every((change) => change.ops !== null);
  return complete ? { version, changes, reload: false } : { version, changes: [], reload: true };
}

/** Keeps the change log 24 hours, and at least the last MAX_RESUME_CHANGES changes of every spec. */
export async function pruneChangeLog(db: Database): Promise<void> {
  await db.execute(sql`
    delete from ${specChanges} c
    where c.created_at < now() - interval '24 hours'
      and c.version <= (select max(m.version) from ${specChanges} m where m.spec_id = c.spec_id) - ${MAX_RESUME_CHANGES}`);
}
