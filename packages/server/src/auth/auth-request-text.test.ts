import { LONE_SURROGATE_MESSAGE, NUL_CHARACTER_MESSAGE } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser, TestClient, uniqueEmail } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

const NUL = '\u0000';
const password = 'correct horse battery';

describeEachDatabase('sign-in requests with NUL characters or malformed emails', (database) => {
  let app: App;
  let user: SignedInTestUser;
  beforeAll(async () => {
    app = await buildTestApp(database());
    user = await signUpNewUser(app, 'text');
  });
  afterAll(async () => {
    await app.close();
  });

  const calls = (email: string) => [
    {
      label: 'sign-up name',
      url: '/api/auth/sign-up/email',
      body: { email: uniqueEmail(), password, name: `Ann${NUL}` },
    },
    {
      label: 'sign-up email',
      url: '/api/auth/sign-up/email',
      body: { email: `${uniqueEmail()}${NUL}`, password, name: 'Ann' },
    },
    {
      label: 'sign-up password',
      url: '/api/auth/sign-up/email',
      body: { email: uniqueEmail(), password: `${password}${NUL}` },
    },
    {
      label: 'sign-in email',
      url: '/api/auth/sign-in/email',
      body: { email: `${email}${NUL}`, password },
    },
    {
      label: 'sign-in password',
      url: '/api/auth/sign-in/email',
      body: { email, password: `${password}${NUL}` },
    },
    {
      label: 'reset request email',
      url: '/api/auth/request-password-reset',
      body: { email: `${email}${NUL}` },
    },
    {
      label: 'reset token',
      url: '/api/auth/reset-password',
      body: { token: `token${NUL}`, newPassword: password },
    },
    { label: 'user name', url: '/api/auth/update-user', body: { name: `Ann${NUL}` } },
    {
      label: 'query',
      url: '/api/auth/sign-in/email?callbackURL=%2F%00',
      body: { email, password },
    },
  ];

  it.each(calls('').map((call) => call.label))('refuses NUL in the %s with 400', async (label) => {
    const call = calls(user.email).find((entry) => entry.label === label);
    if (!call) throw new Error(label);
    const response = await user.client.post(call.url, call.body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: NUL_CHARACTER_MESSAGE });
  });

  it('refuses a lone surrogate in a name or an email with 400 (PostgreSQL cannot store it)', async () => {
    for (const body of [{ name: 'Ann\ud800' }, { name: 'Ann\udfff' }]) {
      const response = await user.client.post('/api/auth/update-user', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: LONE_SURROGATE_MESSAGE });
    }
    const signUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: `{"email":"${uniqueEmail()}","password":"${password}","name":"Ann\\ud800"}`,
    });
    expect(signUp.statusCode, signUp.body).toBe(400);
  });

  it('refuses JSON nested 10,000 deep with 400 before anything recursive reads it', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const response = await user.client.post('/api/auth/update-user', `{"name":${deep}}`, {
      'content-type': 'application/json',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ error: 'Bad Request' });
  });

  it('refuses NUL in a form-encoded body (as OAuth providers post their answers)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/callback/oidc',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'code=abc%00&state=xyz',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(NUL_CHARACTER_MESSAGE);
  });

  it('checks the format of a reset email before looking it up', async () => {
    const client = new TestClient(app);
    const malformed = await client.post('/api/auth/request-password-reset', { email: 'not-an-email' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await client.post('/api/auth/request-password-reset', { email: uniqueEmail('nobody') });
    expect(unknown.statusCode).toBe(404);
    const signIn = await client.post('/api/auth/sign-in/email', { email: 'not-an-email', password });
    expect(signIn.statusCode).toBe(400);
  });

  it('still signs in with ordinary text', async () => {
    const response = await new TestClient(app).signIn(user.email);
    expect(response.statusCode, response.body).toBe(200);
  });
});
