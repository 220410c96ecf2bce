import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { DatabaseConnection } from '../db/client.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { TestClient, uniqueEmail } from '../test/auth-client.js';
import { createTestDatabase } from '../test/database.js';
import { CROSS_SITE_REFUSED, isSameSiteRequest } from './cross-site-guard.js';

const publicUrl = 'https://specs.example.com';

describe('isSameSiteRequest', () => {
  const host = 'specs.example.com';
  it('accepts PUBLIC_URL, the server’s own host, and requests without Origin or Sec-Fetch-Site', () => {
    expect(isSameSiteRequest({ origin: publicUrl, fetchSite: 'same-origin', host }, publicUrl)).toBe(true);
    expect(
      isSameSiteRequest(
        { origin: 'http://10.0.0.5:3000', fetchSite: undefined, host: '10.0.0.5:3000' },
        publicUrl,
      ),
    ).toBe(true);
    expect(isSameSiteRequest({ origin: undefined, fetchSite: undefined, host }, publicUrl)).toBe(true);
    expect(isSameSiteRequest({ origin: undefined, fetchSite: 'none', host }, publicUrl)).toBe(true);
  });

  it('refuses cross-site requests and other origins', () => {
    expect(isSameSiteRequest({ origin: undefined, fetchSite: 'cross-site', host }, publicUrl)).toBe(false);
    expect(isSameSiteRequest({ origin: publicUrl, fetchSite: 'cross-site', host }, publicUrl)).toBe(false);
    for (const origin of [
      'https://evil.example.com',
      'https://specs.example.com.evil.com',
      'null',
      'http://localhost:5173',
    ]) {
      expect(isSameSiteRequest({ origin, fetchSite: undefined, host }, publicUrl), origin).toBe(false);
    }
  });

  it('accepts local dev servers while PUBLIC_URL is a localhost address', () => {
    const local = 'http://localhost:3000';
    expect(
      isSameSiteRequest(
        { origin: 'http://localhost:5173', fetchSite: 'same-origin', host: 'localhost:3000' },
        local,
      ),
    ).toBe(true);
    expect(
      isSameSiteRequest(
        { origin: 'http://127.0.0.1:4173', fetchSite: undefined, host: 'localhost:3000' },
        local,
      ),
    ).toBe(true);
    expect(
      isSameSiteRequest(
        { origin: 'http://localhost.evil.com:80', fetchSite: undefined, host: 'localhost:3000' },
        local,
      ),
    ).toBe(false);
  });
});

describe('state-changing API requests from another site', () => {
  let database: DatabaseConnection;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildTestApp(database, testConfig({ PUBLIC_URL: publicUrl }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('are refused with a 403 (signed in or not); the same requests from the app pass', async () => {
    const client = new TestClient(app, publicUrl);
    await client.signUp(uniqueEmail('target'));
    const request = (headers: Record<string, string>) =>
      client.request('POST', '/api/user/api-tokens', { name: 'forged' }, headers);
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example.com' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const refused = await request(headers);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', message: CROSS_SITE_REFUSED });
    }
    const feedback = await new TestClient(app, 'https://evil.example.com').post('/api/feedback/submit', {
      kind: 'feedback',
      email: 'a@example.com',
      message: 'hello',
    });
    expect(feedback.statusCode).toBe(403);
    const created = await request({ origin: publicUrl, 'sec-fetch-site': 'same-origin' });
    expect(created.statusCode).toBe(200);
    const withoutOrigin = await app.inject({
      method: 'DELETE',
      url: '/api/chat/conversations/00000000-0000-4000-8000-000000000000',
      headers: { authorization: `Bearer ${created.json<{ token: string }>().token}` },
    });
    expect(withoutOrigin.statusCode).toBe(404);
    expect(
      (await client.get('/api/user/api-tokens', { origin: 'https://evil.example.com' })).statusCode,
    ).toBe(200);
  });
});
