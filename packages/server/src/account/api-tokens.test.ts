import { createHash } from 'node:crypto';
import { MAX_API_TOKENS } from '@specwright/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { apiTokens } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { API_TOKEN_NOT_FOUND, API_TOKENS_NEED_SESSION } from './api-token-policy.js';
import { TOO_MANY_API_TOKENS } from './api-tokens-service.js';

const tokensUrl = '/api/user/api-tokens';

describeEachDatabase('personal API tokens', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => {
    await app.close();
  });

  const withBearer = (token: string, url: string, method: 'GET' | 'POST' | 'DELETE' = 'GET') =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(method === 'POST' ? { payload: { name: 'another' } } : {}),
    });
  const dashboardOf = (user: SignedInTestUser, token: string) =>
    withBearer(token, `/api/dashboard/?uid=${user.id}`);

  it('shows a new token once, lists only its name and first characters, and stores its hash', async () => {
    const user = await signUpNewUser(app, 'tokens');
    const created = await user.client.post(tokensUrl, { name: '  Laptop CLI ' });
    expect(created.statusCode).toBe(200);
    const { token, ...summary } = created.json<{ token: string; id: string; prefix: string }>();
    expect(token).toMatch(/^spw_[A-Za-z0-9_-]{43}$/);
    expect(summary).toEqual({
      id: expect.any(String),
      name: 'Laptop CLI',
      prefix: token.slice(0, 12),
      createdAt: expect.any(String),
      lastUsedAt: null,
    });

    const listed = await user.client.get(tokensUrl);
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(token);
    expect(listed.json().tokens).toEqual([summary, expect.objectContaining({ name: 'tests' })]);

    const [stored] = await database().db.select().from(apiTokens).where(eq(apiTokens.id, summary.id));
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it('signs API requests in with `Authorization: Bearer spw_…` and notes the last use', async () => {
    const user = await signUpNewUser(app, 'bearer');
    const dashboard = await dashboardOf(user, user.token);
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json()).toMatchObject({ email: user.email });
    const [listed] = (await user.client.get(tokensUrl)).json<{ tokens: Array<{ lastUsedAt: string }> }>()
      .tokens;
    expect(listed?.lastUsedAt).toEqual(expect.any(String));

    expect((await dashboardOf(user, 'spw_not-a-token')).statusCode).toBe(401);
    expect((await dashboardOf(user, `${user.token}x`)).statusCode).toBe(401);
  });

  it('no longer accepts the session token of the cookie as a bearer token', async () => {
    const user = await signUpNewUser(app, 'session');
    const sessionToken = user.client.cookies.get('specwright.session_token') ?? '';
    expect(sessionToken).not.toBe('');
    for (const token of [sessionToken, sessionToken.split('.')[0] ?? '']) {
      expect((await dashboardOf(user, token)).statusCode).toBe(401);
      const session = await withBearer(token, '/api/auth/get-session');
      expect(session.json()).toBeNull();
    }
  });

  it('revokes a token: it stops working at once; another user cannot see or revoke it', async () => {
    const owner = await signUpNewUser(app, 'owner');
    const other = await signUpNewUser(app, 'other');
    const { id } = (await owner.client.get(tokensUrl)).json<{ tokens: Array<{ id: string }> }>()
      .tokens[0] ?? {
      id: '',
    };
    const byOther = await other.client.request('DELETE', `${tokensUrl}/${id}`);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toEqual({ error: 'Not Found', message: API_TOKEN_NOT_FOUND });
    expect((await dashboardOf(owner, owner.token)).statusCode).toBe(200);

    const revoked = await owner.client.request('DELETE', `${tokensUrl}/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ ok: true });
    expect((await dashboardOf(owner, owner.token)).statusCode).toBe(401);
    expect((await owner.client.request('DELETE', `${tokensUrl}/${id}`)).statusCode).toBe(404);
    expect((await owner.client.request('DELETE', `${tokensUrl}/not-an-id`)).statusCode).toBe(400);
  });

  it('is managed only while signed in to the web app, never with a token', async () => {
    const user = await signUpNewUser(app, 'manager');
    for (const method of ['GET', 'POST'] as const) {
      const response = await withBearer(user.token, tokensUrl, method);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: 'Forbidden', message: API_TOKENS_NEED_SESSION });
    }
    const signedOut = await app.inject({ url: tokensUrl });
    expect(signedOut.statusCode).toBe(401);
  });

  it(`allows ${MAX_API_TOKENS} tokens per user and requires a name`, async () => {
    const user = await signUpNewUser(app, 'many');
    expect((await user.client.post(tokensUrl, { name: ' ' })).statusCode).toBe(400);
    for (let made = 1; made < MAX_API_TOKENS; made++) {
      expect((await user.client.post(tokensUrl, { name: `token ${made}` })).statusCode).toBe(200);
    }
    const refused = await user.client.post(tokensUrl, { name: 'one too many' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'Bad Request', message: TOO_MANY_API_TOKENS });
  });
});
