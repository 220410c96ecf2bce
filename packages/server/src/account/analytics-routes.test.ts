import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { analyticsEvents } from '../db/schema.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { signUpNewUser, TestClient } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

interface Captured {
  path: string;
  body: string;
}

/** A local HTTP server standing in for PostHog: keeps every request body. */
async function startFakePosthog() {
  const captured: Captured[] = [];
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      captured.push({ path: request.url ?? '', body: body.toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    captured,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachDatabase('POST /api/analytics/events', (database) => {
  let posthog: Awaited<ReturnType<typeof startFakePosthog>>;
  let forwarding: App;
  let plain: App;
  beforeAll(async () => {
    posthog = await startFakePosthog();
    forwarding = await buildTestApp(
      database(),
      testConfig({ POSTHOG_KEY: 'phc_test', POSTHOG_HOST: posthog.host }),
    );
    plain = await buildTestApp(database());
  });
  afterAll(async () => {
    await forwarding.close();
    await plain.close();
    await posthog.close();
  });

  const eventsOf = (sessionId: string) =>
    database().db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId));

  it('stores an anonymous event and does not forward it without POSTHOG_KEY', async () => {
    const sessionId = `browser-${Math.random()}`;
    const response = await new TestClient(plain).post('/api/analytics/events', {
      name: 'feature_used',
      session_id: sessionId,
      properties: { feature: 'export_csv', source: 'menu' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await eventsOf(sessionId)).toEqual([
      expect.objectContaining({
        name: 'feature_used',
        userId: null,
        properties: { feature: 'export_csv', source: 'menu' },
      }),
    ]);
    expect(posthog.captured.filter((request) => request.body.includes(sessionId))).toEqual([]);
  });

  it("stores a signed-in user's event and forwards it to PostHog", async () => {
    const user = await signUpNewUser(forwarding, 'analytics');
    const sessionId = `browser-${Math.random()}`;
    const response = await user.client.post('/api/analytics/events', {
      name: 'review_completed',
      session_id: sessionId,
      properties: { review: 'basic', accepted: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect((await eventsOf(sessionId))[0]).toMatchObject({ name: 'review_completed', userId: user.id });
    await forwarding.close(); // waits for the events still being sent
    forwarding = await buildTestApp(
      database(),
      testConfig({ POSTHOG_KEY: 'phc_test', POSTHOG_HOST: posthog.host }),
    );
    const sent = posthog.captured.find((request) => request.body.includes(sessionId));
    expect(sent, JSON.stringify(posthog.captured)).toBeDefined();
    expect(sent?.body).toContain('"review_completed"');
    expect(sent?.body).toContain(user.id);
    expect(sent?.body).toContain('phc_test');
  });

  it('refuses unknown events, a missing session id and oversized bodies', async () => {
    const client = new TestClient(plain);
    const unknown = await client.post('/api/analytics/events', { name: 'page_view', session_id: 's' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('Bad Request');
    expect((await client.post('/api/analytics/events', { name: 'feature_used' })).statusCode).toBe(400);
    const big = await client.post('/api/analytics/events', {
      name: 'feature_used',
      session_id: 's',
      properties: { text: 'x'.repeat(5000) },
    });
    expect(big.statusCode).toBe(400);
    const huge = await client.post('/api/analytics/events', {
      name: 'feature_used',
      session_id: 's',
      properties: { text: 'x'.repeat(10_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('Payload Too Large');
  });
});
