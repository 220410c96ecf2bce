import { expect, it } from 'vitest';
import type { App } from '../app.js';
import { useAppWithMailServer } from '../test/app.js';
import { TEST_PASSWORD, TestClient, uniqueEmail } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { AUTH_BASE_PATH } from './auth.js';

interface ExposedRoute {
  name: string;
  method: 'GET' | 'POST';
  path: string;
}

/** Every route better-auth answers over HTTP, read from the instance (server-only endpoints have no path). */
function exposedRoutes(app: App): ExposedRoute[] {
  return Object.entries(app.auth.api).flatMap(([name, endpoint]) => {
    const { path, options } = endpoint as unknown as { path?: string; options?: { method?: unknown } };
    if (!path) return [];
    const declared = [options?.method ?? 'GET'].flat().map(String);
    const methods = declared.includes('*') ? ['GET', 'POST'] : declared;
    return methods
      .filter((method): method is 'GET' | 'POST' => method === 'GET' || method === 'POST')
      .map((method) => ({ name, method, path }));
  });
}

/** The session tokens a client holds (the cookie value, URL-decoded, and the token before its signature). */
function sessionSecrets(client: TestClient): string[] {
  const cookie = client.cookies.get('specwright.session_token') ?? '';
  const value = decodeURIComponent(cookie);
  return [cookie, value, value.split('.')[0] ?? ''].filter((secret) => secret.length > 10);
}

describeEachDatabase('session tokens in auth answers', (database) => {
  const { app } = useAppWithMailServer(database, {
    OIDC_ISSUER: 'http://127.0.0.1:9/realms/tests',
    OIDC_CLIENT_ID: 'specwright',
    OIDC_CLIENT_SECRET: 'oidc-secret',
    GOOGLE_CLIENT_ID: 'google-id',
    GOOGLE_CLIENT_SECRET: 'google-secret',
  });

  it('are in no answer of any route better-auth exposes, called by a signed-in user', async () => {
    const routes = exposedRoutes(app());
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/change-password', '/get-session', '/sign-in/email', '/update-session']),
    );
    const succeeded: string[] = [];
    for (const route of routes) {
      const client = new TestClient(app());
      const email = uniqueEmail('walk');
      expect((await client.signUp(email)).statusCode).toBe(200);
      const secrets = sessionSecrets(client);
      const body = {
        email: route.path === '/sign-up/email' ? uniqueEmail('walk-new') : email,
        password: TEST_PASSWORD,
        currentPassword: TEST_PASSWORD,
        newPassword: 'another long secret',
        revokeOtherSessions: true,
        name: 'Walker',
        newEmail: uniqueEmail('walk-moved'),
        token: secrets[2],
        provider: 'google',
        providerId: 'oidc',
        callbackURL: '/',
        disableRedirect: true,
      };
      const url = `${AUTH_BASE_PATH}${route.path.replace(/:(\w+)/g, (_match, name: string) => (name === 'token' ? 'invalid-token' : 'oidc'))}`;
      const answer =
        route.method === 'GET'
          ? await client.get(`${url}?disableCookieCache=true&token=invalid-token&callbackURL=/`)
          : await client.post(url, body);
      const label = `${route.method} ${route.path} (${route.name}) → ${answer.statusCode}`;
      expect(answer.statusCode, label).toBeLessThan(500);
      for (const secret of [...secrets, ...sessionSecrets(client)])
        expect(answer.body, label).not.toContain(secret);
      if (answer.statusCode === 200) succeeded.push(route.path);
    }
    expect(succeeded).toEqual(
      expect.arrayContaining([
        '/change-password',
        '/get-session',
        '/list-sessions',
        '/send-verification-email',
        '/sign-in/email',
        '/sign-up/email',
      ]),
    );
  });
});
