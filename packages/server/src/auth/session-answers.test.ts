import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { TestClient, uniqueEmail } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { withoutSessionTokens } from './session-answers.js';

describe('withoutSessionTokens', () => {
  it('removes every token field, at any depth, and nothing else', () => {
    expect(withoutSessionTokens({ session: { id: 's', token: 't' }, user: { id: 'u' } })).toEqual({
      session: { id: 's' },
      user: { id: 'u' },
    });
    expect(
      withoutSessionTokens([
        { id: 'a', token: 't1' },
        { id: 'b', token: 't2' },
      ]),
    ).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(withoutSessionTokens(null)).toBeNull();
    expect(withoutSessionTokens({ status: true, nested: [{ session: { token: 't', id: 's' } }] })).toEqual({
      status: true,
      nested: [{ session: { id: 's' } }],
    });
    expect(withoutSessionTokens({ redirect: false, token: 't', user: { id: 'u' } })).toEqual({
      redirect: false,
      user: { id: 'u' },
    });
  });
});

describeEachDatabase('session tokens', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => {
    await app.close();
  });

  /** The session token in the cookie (`<token>.<signature>`, URL-encoded) and the token itself. */
  function cookieSecrets(client: TestClient): string[] {
    const cookie = client.cookies.get('specwright.session_token') ?? '';
    const value = decodeURIComponent(cookie);
    return [cookie, value, value.split('.')[0] ?? ''].filter((secret) => secret.length > 10);
  }

  it('are in no sign-up, sign-in, get-session or list-sessions answer, and those are never cached', async () => {
    const email = uniqueEmail('sessions');
    const first = new TestClient(app);
    const signUp = await first.signUp(email);
    const second = new TestClient(app);
    const signIn = await second.signIn(email);
    const secrets = [...cookieSecrets(first), ...cookieSecrets(second)];
    expect(secrets).toHaveLength(6);
    for (const answer of [signUp, signIn]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ user: { email } });
      expect(answer.json()).not.toHaveProperty('token');
    }

    const session = await second.get('/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ session: { userId: expect.any(String) }, user: { email } });
    expect(session.json().session).not.toHaveProperty('token');
    const sessions = await second.get('/api/auth/list-sessions');
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json()).toHaveLength(2);
    for (const answer of [signUp, signIn, session, sessions]) {
      for (const secret of secrets) expect(answer.body).not.toContain(secret);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });
});
