import type { FastifyReply } from 'fastify';
import { createSessionCache } from '../auth/session-cache.js';
import type { DatabaseConnection } from '../db/database.js';

/** At most this many answers of at most this many characters are kept (tens of megabytes at worst). */
const maxAnswers = 4_000;
const maxAnswerLength = 16_384;

/**
 * JSON answers of signed-in reads (the dashboard, the list of specs) kept by each server until the database
 * announces a change of what they show (`d:<user id>`, `k:<user id>`, `u:<user id>`, `w:<workspace id>`; session-cache.ts), so
 * most of those requests need no database round trip however long the account's history. Nothing is kept
 * while the listening connection is down, and a look-up that overlapped an announcement is not kept.
 */
export async function createAnswerCache(database: Pick<DatabaseConnection, 'listen' | 'executeSql'>) {
  const cache = createSessionCache<string>(database, { maxEntries: maxAnswers });
  const stop = await cache.start();

  /** Look-ups under way, so that requests missing the same answer together ask the database once. */
  const pending = new Map<string, { lookedUpAt: number; json: Promise<string> }>();

  /**
   * The JSON of `compute()`'s answer, kept under `key` until one of `endedBy` is announced or `until` (ms
   * since the epoch; the cache's ttl ends it sooner). `endedBy` may be a function called once `compute()`
   * has answered, when what ends the answer is learnt while computing it. A look-up under way is shared only
   * while nothing was announced since it started.
   */
  async function answer(
    key: string,
    endedBy: readonly string[] | (() => readonly string[]),
    compute: () => Promise<unknown>,
    until = Number.POSITIVE_INFINITY,
  ): Promise<string> {
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const lookedUpAt = cache.generation();
    const running = pending.get(key);
    if (running?.lookedUpAt === lookedUpAt) return running.json;
    const lookUp = { lookedUpAt, json: compute().then((value) => JSON.stringify(value)) };
    pending.set(key, lookUp);
    try {
      const json = await lookUp.json;
      // A longer answer (a list of many specs) is one indexed query each time rather than memory kept.
      if (json.length <= maxAnswerLength) {
        const notices = typeof endedBy === 'function' ? endedBy() : endedBy;
        cache.set(key, json, notices, until, lookedUpAt);
      }
      return json;
    } finally {
      if (pending.get(key) === lookUp) pending.delete(key);
    }
  }

  return {
    answer,
    /** Whether an answer that `notice` would end is kept (e.g. `u:<user id>` ends every answer of that user). */
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
