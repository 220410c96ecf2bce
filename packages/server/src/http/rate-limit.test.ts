import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../db/database.js';
import { StartupError } from '../startup/startup-error.js';
import { rateLimitStorage, registerRateLimit } from './rate-limit.js';

/** A Redis server for tests (e.g. redis://127.0.0.1:6379); unset → the Redis tests are skipped. */
const testRedisUrl = process.env.TEST_REDIS_URL || undefined;

/** Limits counted in Redis never use the database. */
const noDatabase = {} as DatabaseConnection;

describe('rateLimitStorage', () => {
  it('counts in Redis when REDIS_URL is set, else in PostgreSQL with DATABASE_URL, else in memory', () => {
    const postgres = 'postgres://db/specs';
    expect(rateLimitStorage({ redisUrl: 'redis://cache:6379', databaseUrl: postgres })).toBe('redis');
    expect(rateLimitStorage({ redisUrl: null, databaseUrl: postgres })).toBe('postgres');
    expect(rateLimitStorage({ redisUrl: null, databaseUrl: null })).toBe('memory');
  });
});

describe('Redis rate limits', () => {
  const servers: FastifyInstance[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  async function limitedServer(redisUrl: string): Promise<FastifyInstance> {
    const server = Fastify();
    servers.push(server);
    await registerRateLimit(server, { redisUrl, databaseUrl: null }, noDatabase);
    server.get('/limited', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => 'ok');
    return server;
  }

  it('stops start-up in one line, without credentials, when Redis does not answer', async () => {
    await expect(limitedServer('redis://user:secret@127.0.0.1:1')).rejects.toThrow(
      new StartupError('Cannot connect to Redis at redis://***@127.0.0.1:1: ECONNREFUSED'),
    );
  });

  it.runIf(testRedisUrl)('shares one limit between servers', async () => {
    const first = await limitedServer(testRedisUrl ?? '');
    const second = await limitedServer(testRedisUrl ?? '');
    // Counts outlive the test run in Redis: a fresh address keeps a rerun within the window apart.
    const remoteAddress = `10.${[...randomBytes(3)].join('.')}`;
    const get = (server: FastifyInstance) => server.inject({ method: 'GET', url: '/limited', remoteAddress });
    const statuses = [
      (await get(first)).statusCode,
      (await get(second)).statusCode,
      (await get(first)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 429]);
  });
});
