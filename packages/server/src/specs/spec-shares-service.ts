import { createHash, randomBytes } from 'node:crypto';
import type { SpecShare } from '@specwright/core';
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { type AuditUser, recordAudit } from '../audit/audit-log.js';
import type { Database } from '../db/database.js';
import { specShares, specs } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Only the token's hash is stored: a leaked database does not open the links. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function shareView(record: { id: string; expiresAt: Date | null; createdAt: Date }): SpecShare {
  return {
    id: record.id,
    expires_at: record.expiresAt?.toISOString() ?? null,
    created_at: record.createdAt.toISOString(),
  };
}

const shareColumns = { id: specShares.id, expiresAt: specShares.expiresAt, createdAt: specShares.createdAt };

/** Read-only links to kept specs: unguessable (32 random bytes), revocable, optionally expiring. */
export function specSharesService({ db }: { db: Database }) {
  async function create(specId: string, expiresInDays: number | undefined, by: AuditUser) {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = expiresInDays === undefined ? null : new Date(Date.now() + expiresInDays * DAY_MS);
    const created = await db.transaction(async (tx) => {
      const [made] = await tx
        .insert(specShares)
        .values({ specId, tokenHash: hashOf(token), expiresAt })
        .returning(shareColumns);
      if (!made) throw new Error('The link was not made');
      const detail =
        expiresInDays === undefined ? 'Read-only link made' : `Read-only link made for ${expiresInDays} days`;
      await recordAudit(tx, [{ specId, user: by, action: 'shared', after: made.id, detail }]);
      return made;
    });
    return { ...shareView(created), token };
  }

  async function list(specId: string): Promise<SpecShare[]> {
    const records = await db
      .select(shareColumns)
      .from(specShares)
      .where(eq(specShares.specId, specId))
      .orderBy(desc(specShares.createdAt));
    return records.map(shareView);
  }

  /** Revokes a link of the spec; false when the spec has no such link. */
  async function revoke(specId: string, shareId: string, by: AuditUser): Promise<boolean> {
    return db.transaction(async (tx) => {
      const removed = await tx
        .delete(specShares)
        .where(and(eq(specShares.specId, specId), eq(specShares.id, shareId)))
        .returning({ id: specShares.id });
      if (removed.length === 0) return false;
      await recordAudit(tx, [
        { specId, user: by, action: 'shared', before: shareId, detail: 'Read-only link revoked' },
      ]);
      return true;
    });
  }

  /** The spec a link opens: it exists, has not expired, and the spec is not in the trash; else null. */
  async function resolve(token: string): Promise<string | null> {
    const [found] = await db
      .select({ specId: specShares.specId })
      .from(specShares)
      .innerJoin(specs, eq(specs.id, specShares.specId))
      .where(
        and(
          eq(specShares.tokenHash, hashOf(token)),
          or(isNull(specShares.expiresAt), gt(specShares.expiresAt, new Date())),
          isNull(specs.deletedAt),
        ),
      );
    return found?.specId ?? null;
  }

  return { create, list, revoke, resolve };
}

export type SpecSharesService = ReturnType<typeof specSharesService>;
