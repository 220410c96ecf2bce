import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { session } from '../db/schema.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { TestClient } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { startTestOidcProvider, type TestOidcProvider } from '../test/oidc-provider.js';

const publicUrl = 'http://localhost:3000';

describeEachDatabase('OpenID Connect sign-in', (database) => {
  let provider: TestOidcProvider;
  let app: App;
  const account = { sub: 'employee-42', email: 'grace@corp.example.com', name: 'Grace Hopper' };

  beforeAll(async () => {
    provider = await startTestOidcProvider(`${publicUrl}/api/auth/callback/oidc`, account);
    app = await buildTestApp(
      database(),
      testConfig({
        OIDC_ISSUER: provider.issuer,
        OIDC_CLIENT_ID: provider.clientId,
        OIDC_CLIENT_SECRET: provider.clientSecret,
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await provider.close();
  });

  it('signs in through the provider and creates the account with its initial credits', async () => {
    const client = new TestClient(app);
    const start = await client.post('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/' });
    expect(start.statusCode).toBe(200);
    const { url } = start.json<{ url: string }>();
    expect(url.startsWith(`${provider.issuer}/auth?`)).toBe(true);

    const callback = await provider.authorize(url);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${publicUrl}/api/auth/callback/oidc`);
    const landing = await client.get(`${callback.pathname}${callback.search}`);
    expect(landing.statusCode, landing.body).toBe(302);
    expect(landing.headers.location).toBe('/');

    const session = await client.get('/api/auth/get-session');
    expect(session.json()).toMatchObject({ user: { email: account.email, name: account.name } });
    const uid = session.json().user.id as string;
    const dashboard = await client.get(`/api/dashboard/?uid=${uid}`);
    expect(dashboard.json()).toMatchObject({ email: account.email, credits: 100 });
  });

  it('never hands the session token to a page: no popup page posts it, the callback only redirects', async () => {
    const client = new TestClient(app);
    const popup = await client.get(
      `/api/auth/oauth-popup/start?provider=oidc&popupOrigin=${encodeURIComponent(publicUrl)}&popupNonce=n0nce`,
    );
    expect(popup.statusCode).toBe(404);

    const start = await client.post('/api/auth/sign-in/social', { provider: 'oidc', callbackURL: '/' });
    const callback = await provider.authorize(start.json<{ url: string }>().url);
    const landing = await client.get(`${callback.pathname}${callback.search}`);
    expect(landing.statusCode).toBe(302);
    const [latest] = await database().db.select().from(session).orderBy(desc(session.createdAt)).limit(1);
    expect(latest?.token).toBeTruthy();
    expect(landing.body).not.toContain(String(latest?.token));
  });
});
