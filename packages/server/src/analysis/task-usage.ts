import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { analysisTasks } from '../db/schema.js';
import { addressQuotaKey } from './address-quota-key.js';

export const unfinishedStatuses = ['queued', 'running'];

/** Who started a task: a signed-in user, or (anonymous) the client address, which then carries the limits. */
export interface TaskOwner {
  userId: string | null;
  address: string;
}

/**
 * What an owner keeps: tasks stored, how many of those are queued or running, and the bytes they keep;
 * for a signed-out owner also the bytes all signed-out tasks keep together (0 for a signed-in one).
 */
export interface OwnedTaskCounts {
  stored: number;
  unfinished: number;
  storedBytes: number;
  anonymousBytes: number;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The column value of an anonymous owner: the address, or its IPv6 /64 prefix. */
export function clientAddressOf(owner: TaskOwner): string | null {
  return owner.userId === null ? addressQuotaKey(owner.address) : null;
}

function ownedBy(owner: TaskOwner): SQL | undefined {
  const address = clientAddressOf(owner);
  return address === null
    ? eq(analysisTasks.ownerId, owner.userId ?? '')
    : and(isNull(analysisTasks.ownerId), eq(analysisTasks.clientAddress, address));
}

/**
 * Holds, until the transaction ends, the lock under which an owner's tasks are counted and changed: one
 * per signed-in user, and one for all signed-out work (its storage is shared), on every server.
 */
export async function lockOwner(tx: Transaction, owner: TaskOwner): Promise<void> {
  const key = owner.userId === null ? 'anonymous' : `user:${owner.userId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`analysis-tasks:${key}`}, 0))`);
}

/** The owner's counts (see OwnedTaskCounts), read in `tx`. */
export async function ownedTaskCounts(tx: Transaction, owner: TaskOwner): Promise<OwnedTaskCounts> {
  const mine = ownedBy(owner);
  const unfinished = inArray(analysisTasks.status, unfinishedStatuses);
  const anonymous = owner.userId === null;
  const [counts] = await tx
    .select({
      stored: sql<number>`(count(*) filter (where ${mine}))::int`,
      unfinished: sql<number>`(count(*) filter (where ${and(mine, unfinished)}))::int`,
      storedBytes: sql<number>`coalesce(sum(${analysisTasks.storedBytes}) filter (where ${mine}), 0)::float8`,
      anonymousBytes: sql<number>`coalesce(sum(${analysisTasks.storedBytes}), 0)::float8`,
    })
    .from(analysisTasks)
    .where(anonymous ? isNull(analysisTasks.ownerId) : mine);
  return {
    stored: Number(counts?.stored ?? 0),
    unfinished: Number(counts?.unfinished ?? 0),
    storedBytes: Number(counts?.storedBytes ?? 0),
    anonymousBytes: anonymous ? Number(counts?.anonymousBytes ?? 0) : 0,
  };
}
