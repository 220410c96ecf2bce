import type { FastifyReply } from 'fastify';
import { createSessionCache } from '../auth/session-cache.js';
import type { DatabaseConnection } from '../db/database.js';

/**
 * JSON answers of signed-in reads (the dashboard, the list of specs) kept by each server until the database
 * announces a change of what they show (`d:<user id>`, `k:<user id>`, `u:<user id>`; session-cache.ts), so
 * most of those requests need no database round trip however long the account's history. Nothing is kept
 * while the listening connection is down, and a look-up that overlapped an announcement is not kept.
 */
export async function createAnswerCache(database: Pick<DatabaseConnection, 'listen' | 'executeSql'>) {
  const cache = createSessionCache<string>(database);
  const stop = await cache.start();

  /**
   * The JSON of `compute()`'s answer, kept under `key` until one of `endedBy` is announced or `until` (ms
   * since the epoch; the cache's ttl ends it sooner).
   */
  async function answer(
    key: string,
    endedBy: readonly string[],
    compute: () => Promise<unknown>,
    until = Number.POSITIVE_INFINITY,
  ): Promise<string> {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const lookedUpAt = cache.generation();
    const json = JSON.stringify(await compute());
    cache.set(key, json, endedBy, until, lookedUpAt);
    return json;
  }

  return {
    answer,
    /** Whether an answer that `notice` would end is kept (e.g. `u:<user id>`: any of that user's). */
    holds: (notice: string) => cache.holds(notice),
    settle: cache.settle,
    stop,
  };
}

export type AnswerCache = Awaited<ReturnType<typeof createAnswerCache>>;

/** Sends `json`, text already serialized from the endpoint's response type, as it is. */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json').send(json);
}
