import { createHash, randomBytes } from 'node:crypto';
import { SIGNING_TICKET_MINUTES } from '@specwright/core';
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import { specSigningTickets } from '../db/schema.js';
import type { Tx } from '../specs/spec-rows-store.js';

const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/**
 * A new one-time ticket for `userId` to sign review `reviewId`; only its SHA-256 is kept. Expired tickets
 * of everyone go at the same time, so the table holds only those of the last few minutes.
 */
export async function issueTicket(
  tx: Tx,
  reviewId: string,
  userId: string,
): Promise<{ ticket: string; expires_at: string }> {
  await tx.delete(specSigningTickets).where(lte(specSigningTickets.expiresAt, new Date()));
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SIGNING_TICKET_MINUTES * 60 * 1000);
  await tx.insert(specSigningTickets).values({ tokenHash: hashOf(ticket), reviewId, userId, expiresAt });
  return { ticket, expires_at: expiresAt.toISOString() };
}

/** Whether `ticket` is good for `userId` to sign review `reviewId` now: issued so, unused, unexpired. */
function goodFor(ticket: string, reviewId: string, userId: string) {
  return and(
    eq(specSigningTickets.tokenHash, hashOf(ticket)),
    eq(specSigningTickets.reviewId, reviewId),
    eq(specSigningTickets.userId, userId),
    isNull(specSigningTickets.usedAt),
    gt(specSigningTickets.expiresAt, new Date()),
  );
}

export async function ticketIsGood(
  tx: Tx,
  ticket: string,
  reviewId: string,
  userId: string,
): Promise<boolean> {
  const [found] = await tx
    .select({ hash: specSigningTickets.tokenHash })
    .from(specSigningTickets)
    .where(goodFor(ticket, reviewId, userId));
  return found !== undefined;
}

/** Uses the ticket up: true for exactly one of however many concurrent calls with a good ticket. */
export async function useTicket(tx: Tx, ticket: string, reviewId: string, userId: string): Promise<boolean> {
  const used = await tx
    .update(specSigningTickets)
    .set({ usedAt: new Date() })
    .where(goodFor(ticket, reviewId, userId))
    .returning({ hash: specSigningTickets.tokenHash });
  return used.length === 1;
}
