import { eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Database } from '../db/database.js';
import { rateLimitCounters } from '../db/schema.js';
import { countRequest } from './postgres-rate-limit-store.js';

/**
 * Counts kept where the rate limits are (Redis, PostgreSQL or this server's memory), so servers sharing
 * that store share the counts. A window starts at a key's first count and lasts `windowMs`.
 */
export interface SharedCounters {
  /** Adds one to `key`'s count and returns the count in the current window, this one included. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Forgets `key`'s count. */
  clear(key: string): Promise<void>;
}

export function memoryCounters(): SharedCounters {
  const counts = new Map<string, { count: number; endsAt: number }>();
  return {
    async increment(key, windowMs) {
      const now = Date.now();
      const current = counts.get(key);
      const next =
        current && current.endsAt > now
          ? { ...current, count: current.count + 1 }
          : { count: 1, endsAt: now + windowMs };
      counts.set(key, next);
      return next.count;
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

/** In the rate_limit_counters table, the window measured in database time. */
export function postgresCounters(db: Database): SharedCounters {
  return {
    increment: async (key, windowMs) => (await countRequest(db, key, windowMs)).current,
    async clear(key) {
      await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
    },
  };
}

/** Keys are prefixed `specwright-counter-`, apart from the rate limits' own. */
export function redisCounters(redis: Redis): SharedCounters {
  const prefixed = (key: string) => `specwright-counter-${key}`;
  return {
    async increment(key, windowMs) {
      // The window starts with the first count: the expiry is set only on a key that did not exist.
      const results = await redis
        .multi()
        .set(prefixed(key), 0, 'PX', windowMs, 'NX')
        .incr(prefixed(key))
        .exec();
      const [error, count] = results?.[1] ?? [new Error('Redis did not count')];
      if (error) throw error;
      return Number(count);
    },
    async clear(key) {
      await redis.del(prefixed(key));
    },
  };
}
