import type { ApiTokensService } from '../account/api-tokens-service.js';
import type { DatabaseConnection } from '../db/database.js';
import type { ApiTokenUserLookup } from './guard.js';
import { createSessionCache } from './session-cache.js';

/**
 * The user of a personal API token, kept by each server like a session (session-cache.ts) until the
 * database announces the token revoked (`t:<token id>`) or its user changed (`u:<user id>`), so a client
 * calling /api/mcp costs no token look-up on most requests. A token's last use is then noted when the
 * entry is looked up again (at most a minute after its ttl), still at the minute.
 */
export async function createApiTokenUsers(
  apiTokens: Pick<ApiTokensService, 'lookUp'>,
  database: Pick<DatabaseConnection, 'listen' | 'executeSql'>,
) {
  const cache = createSessionCache<Awaited<ReturnType<ApiTokenUserLookup>>>(database);
  const stop = await cache.start();

  const userOf: ApiTokenUserLookup = async (token) => {
    const hit = cache.get(token);
    if (hit !== undefined) return hit;
    const lookedUpAt = cache.generation();
    const found = await apiTokens.lookUp(token);
    if (!found) return null;
    const endedBy = [`t:${found.tokenId}`, `u:${found.user.id}`];
    cache.set(token, found.user, endedBy, Number.POSITIVE_INFINITY, lookedUpAt);
    return found.user;
  };

  return {
    userOf,
    /** Whether a token of `userId`'s is kept (a revocation the user makes here then waits for settle). */
    holds: (userId: string) => cache.holds(`u:${userId}`),
    settle: cache.settle,
    stop,
  };
}
