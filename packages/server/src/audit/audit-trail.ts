import type { AuditAction, AuditEntry, AuditPage, AuditQuery } from '@specwright/core';
import { and, asc, desc, eq, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { specAudit, user } from '../db/schema.js';

/** Entries per page when the query names no limit. */
export const AUDIT_PAGE_SIZE = 100;

/** A user's name as the user table has it now, or as the entry kept it once the user is gone. */
const nameOf = sql<string | null>`coalesce(${user.name}, ${specAudit.userName})`;

/** `%`, `_` and `\` match themselves in the row filter. */
const literalPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function filtersOf(specId: string, query: AuditQuery): SQL | undefined {
  return and(
    eq(specAudit.specId, specId),
    query.action ? eq(specAudit.action, query.action) : undefined,
    query.user ? eq(specAudit.userId, query.user) : undefined,
    query.row ? sql`${specAudit.rowId} ilike ${literalPattern(query.row)}` : undefined,
    query.before ? lt(specAudit.id, Number(query.before)) : undefined,
  );
}

/** The audit trail of kept specs: read newest first, a page at a time. */
export function auditTrail(db: Database) {
  /** Everyone with an entry in the spec's trail, by name. */
  async function people(specId: string): Promise<AuditPage['people']> {
    const records = await db
      .selectDistinct({ id: specAudit.userId, name: nameOf })
      .from(specAudit)
      .leftJoin(user, eq(user.id, specAudit.userId))
      .where(and(eq(specAudit.specId, specId), isNotNull(specAudit.userId)))
      .orderBy(asc(nameOf));
    return records.flatMap((record) => (record.id ? [{ id: record.id, name: record.name ?? '' }] : []));
  }

  /** The entries matching `query`, newest first, and the cursor of the next page (null after the last). */
  async function page(specId: string, query: AuditQuery): Promise<AuditPage> {
    const limit = query.limit ?? AUDIT_PAGE_SIZE;
    const records = await db
      .select({
        id: specAudit.id,
        at: specAudit.at,
        userId: specAudit.userId,
        name: nameOf,
        action: specAudit.action,
        rowId: specAudit.rowId,
        field: specAudit.field,
        before: specAudit.before,
        after: specAudit.after,
        detail: specAudit.detail,
      })
      .from(specAudit)
      .leftJoin(user, eq(user.id, specAudit.userId))
      .where(filtersOf(specId, query))
      .orderBy(desc(specAudit.id))
      .limit(limit + 1);
    const shown = records.slice(0, limit);
    const entries = shown.map(
      (record): AuditEntry => ({
        id: String(record.id),
        at: record.at.toISOString(),
        user: record.userId ? { id: record.userId, name: record.name ?? '' } : null,
        action: record.action as AuditAction,
        row_id: record.rowId,
        field: record.field,
        before: record.before,
        after: record.after,
        detail: record.detail,
      }),
    );
    const last = shown.at(-1);
    const next = records.length > limit && last ? String(last.id) : null;
    return { entries, next, people: await people(specId) };
  }

  return { page };
}

export type AuditTrail = ReturnType<typeof auditTrail>;
