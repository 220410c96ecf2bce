import rateLimit from '@fastify/rate-limit';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema.js';
import { describeEachDatabase } from '../test/database.js';
import { countRequest, postgresRateLimitStore } from './postgres-rate-limit-store.js';

describeEachDatabase('PostgreSQL rate limit store', (database) => {
  const servers: FastifyInstance[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });

  /** A server with one limited route (3 a minute) counting in the shared test database. */
  async function limitedServer(): Promise<FastifyInstance> {
    const server = Fastify();
    servers.push(server);
    await server.register(rateLimit, {
      global: false,
      store: postgresRateLimitStore(database().db, pino({ enabled: false })),
    });
    server.get('/limited', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => 'ok');
    server.get('/other', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => 'ok');
    return server;
  }

  it('counts a key up within its window and starts again once the window has ended', async () => {
    const key = `count-${Date.now()}`;
    expect(await countRequest(database().db, key, 60_000)).toMatchObject({ current: 1 });
    const second = await countRequest(database().db, key, 60_000);
    expect(second.current).toBe(2);
    expect(second.ttl).toBeGreaterThan(50_000);
    expect(second.ttl).toBeLessThanOrEqual(60_000);
    await database()
      .db.update(rateLimitCounters)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, key));
    expect(await countRequest(database().db, key, 60_000)).toMatchObject({ current: 1 });
  });

  it('shares one limit between servers, per route and client address', async () => {
    const [first, second] = [await limitedServer(), await limitedServer()];
    const get = (server: FastifyInstance, url: string, remoteAddress = '10.9.0.1') =>
      server.inject({ method: 'GET', url, remoteAddress });
    const statuses = [
      (await get(first, '/limited')).statusCode,
      (await get(second, '/limited')).statusCode,
      (await get(first, '/limited')).statusCode,
      (await get(second, '/limited')).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await get(second, '/other')).statusCode).toBe(200);
    expect((await get(first, '/limited', '10.9.0.2')).statusCode).toBe(200);
  });
});
