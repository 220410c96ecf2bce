import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import type { DatabaseConnection } from '../db/database.js';
import { connectionFailureReason, StartupError } from '../startup/startup-error.js';
import { AppError } from './errors.js';
import { postgresRateLimitStore } from './postgres-rate-limit-store.js';
import { redactUrlCredentials } from './redaction.js';
import { memoryCounters, postgresCounters, redisCounters } from './shared-counters.js';

/** Where requests are counted: Redis (REDIS_URL), else the PostgreSQL database (DATABASE_URL), else memory. */
export type RateLimitStorage = 'redis' | 'postgres' | 'memory';

export function rateLimitStorage(config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>): RateLimitStorage {
  if (config.redisUrl) return 'redis';
  return config.databaseUrl ? 'postgres' : 'memory';
}

/**
 * A connected Redis client, closed with the app; a StartupError when the server does not answer at start-up.
 * Once connected, a lost connection is retried for as long as the app runs.
 */
async function connectRedis(app: FastifyInstance, redisUrl: string): Promise<Redis> {
  let connected = false;
  let lastError: unknown = null;
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy: (attempt) => (connected ? Math.min(attempt * 200, 2_000) : null),
  });
  redis.on('error', (error) => {
    lastError = error;
    if (connected) app.log.warn({ err: error }, 'Redis error: rate limits are not counted meanwhile');
  });
  try {
    await redis.connect();
    connected = true;
  } catch (error) {
    redis.disconnect();
    const reason = connectionFailureReason(lastError ?? error);
    throw new StartupError(`Cannot connect to Redis at ${redactUrlCredentials(redisUrl)}: ${reason}`);
  }
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

async function storageOptions(
  app: FastifyInstance,
  config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>,
  database: DatabaseConnection,
): Promise<Partial<RateLimitPluginOptions>> {
  const storage = rateLimitStorage(config);
  if (storage === 'redis' && config.redisUrl) {
    const redis = await connectRedis(app, config.redisUrl);
    app.decorate('sharedCounters', redisCounters(redis));
    return { redis, nameSpace: 'specwright-rate-limit-' };
  }
  if (storage === 'postgres') {
    app.decorate('sharedCounters', postgresCounters(database.db));
    return { store: postgresRateLimitStore(database.db, app.log) };
  }
  app.decorate('sharedCounters', memoryCounters());
  return {};
}

/**
 * Off by default; routes opt in with `config.rateLimit` (per client address unless they say otherwise).
 * `app.sharedCounters` counts other things (failed sign-ins per account) in the same store.
 * Several servers behind one load balancer share their counts through Redis or PostgreSQL; when that store
 * fails, requests are let through (and the failure logged) rather than refused.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>,
  database: DatabaseConnection,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(await storageOptions(app, config, database)),
    errorResponseBuilder: (_request, context) =>
      new AppError(429, `Too many requests. Please try again in ${context.after}.`),
  });
}
