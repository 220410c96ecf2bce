import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { rateLimitCounters } from '../db/schema.js';

/** Windows that ended are deleted at most this often (per server), on a request that counts. */
const SWEEP_INTERVAL_MS = 60_000;

export interface RateLimitCount {
  /** Requests counted in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/**
 * `GET/api/x-`: the key prefix of one route's counters. The plugin gives `child()` the route's merged limit
 * options with the route itself as `routeInfo` (its declared type says otherwise).
 */
function routeKeyPrefix(options: object): string {
  const route: unknown = Reflect.get(options, 'routeInfo');
  if (typeof route !== 'object' || route === null) return '-';
  const method: unknown = Reflect.get(route, 'method');
  const url: unknown = Reflect.get(route, 'url');
  return `${[method ?? ''].flat().join(',')}${typeof url === 'string' ? url : ''}-`;
}

/**
 * Counts one request against `key` in one upsert: a window that has ended starts again at 1. The window is
 * measured in database time, so every server agrees on it.
 */
export async function countRequest(db: Database, key: string, timeWindowMs: number): Promise<RateLimitCount> {
  const ended = sql`${rateLimitCounters.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${timeWindowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({
      current: rateLimitCounters.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.resetAt} - now()) * 1000))::int`,
    });
  if (!row) throw new Error('The rate limit counter was not stored');
  return { current: row.current, ttl: Number(row.ttl) };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in the rate_limit_counters table, so servers
 * sharing one PostgreSQL database share their limits. Each route's counters are kept apart by its method
 * and URL. A failing count is logged and handed to the plugin (which lets the request through).
 */
export function postgresRateLimitStore(db: Database, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let lastSweep = Date.now();

  function sweepEndedWindows(): void {
    if (Date.now() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = Date.now();
    db.delete(rateLimitCounters)
      .where(lt(rateLimitCounters.resetAt, sql`now()`))
      .catch((error: unknown) => log.warn({ err: error }, 'Could not delete ended rate limit windows'));
  }

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitCount) => void,
      timeWindow: number,
    ): void {
      countRequest(db, `${this.prefix}${key}`, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => {
          log.error({ err: error }, 'Could not count a request against its rate limit');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
      sweepEndedWindows();
    }

    child(options: object): FastifyRateLimitStore {
      return new PostgresRateLimitStore(undefined, routeKeyPrefix(options));
    }
  }

  return PostgresRateLimitStore;
}
