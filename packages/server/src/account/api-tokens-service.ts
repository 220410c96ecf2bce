import { createHash, randomBytes } from 'node:crypto';
import {
  API_TOKEN_PREFIX,
  type ApiTokenSummary,
  type CreatedApiToken,
  MAX_API_TOKENS,
} from '@specwright/core';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { SignedInUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { apiTokens, user } from '../db/schema.js';
import { AppError } from '../http/errors.js';

export const TOO_MANY_API_TOKENS = `You can have at most ${MAX_API_TOKENS} API tokens. Revoke one you no longer use first.`;

/** Random bytes in a token (base64url after the prefix). */
const tokenBytes = 32;
/** The start of a token that is stored and listed: the prefix and 8 characters. */
const listedLength = API_TOKEN_PREFIX.length + 8;
/** A token's last use is written at most once a minute (not on every request). */
const lastUsedPrecision = sql`interval '1 minute'`;

export type ApiTokenRecord = typeof apiTokens.$inferSelect;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function summaryOf(row: ApiTokenRecord): ApiTokenSummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export interface ApiTokensServiceDependencies {
  db: Database;
}

/**
 * Personal API tokens: `spw_` and 32 random bytes, stored as their SHA-256 hash (the token is returned
 * once, by create), listed by name and first characters, revoked by deleting them.
 */
export function apiTokensService({ db }: ApiTokensServiceDependencies) {
  async function list(userId: string): Promise<ApiTokenSummary[]> {
    const rows = await db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId))
      .orderBy(desc(apiTokens.createdAt));
    return rows.map(summaryOf);
  }

  /** A new token named `name`; 400 when the user already has MAX_API_TOKENS. */
  async function create(userId: string, name: string): Promise<CreatedApiToken> {
    const [owned] = await db.select({ total: count() }).from(apiTokens).where(eq(apiTokens.userId, userId));
    if ((owned?.total ?? 0) >= MAX_API_TOKENS) throw new AppError(400, TOO_MANY_API_TOKENS);
    const token = `${API_TOKEN_PREFIX}${randomBytes(tokenBytes).toString('base64url')}`;
    const [created] = await db
      .insert(apiTokens)
      .values({ userId, name, tokenHash: hashToken(token), prefix: token.slice(0, listedLength) })
      .returning();
    if (!created) throw new Error('The API token was not created');
    return { ...summaryOf(created), token };
  }

  async function find(id: string): Promise<ApiTokenRecord | null> {
    const [found] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
    return found ?? null;
  }

  async function revoke(id: string): Promise<void> {
    await db.delete(apiTokens).where(eq(apiTokens.id, id));
  }

  /**
   * The token's id and user (and its last use noted), or null for an unknown or revoked token. Requests
   * ask through the cache of auth/api-token-users.ts.
   */
  async function lookUp(token: string): Promise<{ tokenId: string; user: SignedInUser } | null> {
    if (!token.startsWith(API_TOKEN_PREFIX)) return null;
    const [found] = await db
      .select({ tokenId: apiTokens.id, id: user.id, email: user.email, name: user.name })
      .from(apiTokens)
      .innerJoin(user, eq(user.id, apiTokens.userId))
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    if (!found) return null;
    await db
      .update(apiTokens)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiTokens.id, found.tokenId),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - ${lastUsedPrecision}`)),
        ),
      );
    return { tokenId: found.tokenId, user: { id: found.id, email: found.email, name: found.name } };
  }

  return { list, create, find, revoke, lookUp };
}

export type ApiTokensService = ReturnType<typeof apiTokensService>;
