import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseConnection } from '../db/client.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { TEST_PASSWORD, TestClient, uniqueEmail } from '../test/auth-client.js';
import { createTestDatabase } from '../test/database.js';
import { trustedOrigins } from './auth.js';
import { authLimitGroup, authRateLimits } from './auth-routes.js';

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('auth rate limits', () => {
  it('groups the endpoints', () => {
    expect(authLimitGroup('/api/auth/sign-in/email')).toBe('sign-in');
    expect(authLimitGroup('/api/auth/sign-up/email?x=1')).toBe('sign-in');
    expect(authLimitGroup('/api/auth/sign-in/social')).toBe('sign-in');
    expect(authLimitGroup('/api/auth/request-password-reset')).toBe('password-reset');
    expect(authLimitGroup('/api/auth/reset-password/abc?callbackURL=/')).toBe('password-reset');
    expect(authLimitGroup('/api/auth/send-verification-email')).toBe('verification-email');
    expect(authLimitGroup('/api/auth/verify-email?token=abc')).toBe('other');
    expect(authLimitGroup('/api/auth/get-session')).toBe('other');
  });

  it('allows AUTH_RATE_LIMIT sign-ins a minute and half as many reset requests', () => {
    expect(authRateLimits(10)).toEqual({
      'sign-in': 10,
      'password-reset': 5,
      'verification-email': 5,
      other: 300,
    });
    expect(authRateLimits(1)).toEqual({
      'sign-in': 1,
      'password-reset': 1,
      'verification-email': 1,
      other: 300,
    });
  });

  it('counts per forwarded client address only when TRUST_PROXY says so', async () => {
    /** Three sign-in attempts through one proxy (127.0.0.1), from clients a, a and b; AUTH_RATE_LIMIT=2. */
    const statusesWith = async (env: Record<string, string>) => {
      const app = await buildTestApp(database, testConfig({ AUTH_RATE_LIMIT: '2', ...env }));
      const proxy = new TestClient(app, undefined, '127.0.0.1');
      const statuses: number[] = [];
      for (const client of ['203.0.113.1', '203.0.113.1', '203.0.113.1', '203.0.113.2']) {
        const body = { email: 'nobody@example.com', password: 'wrong password' };
        const response = await proxy.post('/api/auth/sign-in/email', body, { 'x-forwarded-for': client });
        statuses.push(response.statusCode);
      }
      await app.close();
      return statuses;
    };
    expect(await statusesWith({ TRUST_PROXY: 'loopback' })).toEqual([401, 401, 429, 401]);
    expect(await statusesWith({ TRUST_PROXY: '1' })).toEqual([401, 401, 429, 401]);
    expect(await statusesWith({})).toEqual([401, 401, 429, 429]);
  });

  it('answers 429 after 10 sign-in attempts a minute from one address, others unaffected', async () => {
    const app = await buildTestApp(database);
    const attacker = new TestClient(app);
    const email = uniqueEmail('target');
    await new TestClient(app).signUp(email);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= 10; attempt++) {
      statuses.push((await attacker.signIn(email, `guess ${attempt}`)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses[10]).toBe(429);
    const limited = await attacker.signIn(email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'Too Many Requests',
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attacker.get('/api/auth/get-session')).statusCode).toBe(200);
    expect((await new TestClient(app).signIn(email)).statusCode).toBe(200);
    await app.close();
  });
});

describe('auth settings', () => {
  it('answers an unknown auth path with a 404 JSON error', async () => {
    const app = await buildTestApp(database);
    const response = await app.inject({ url: '/api/auth/no-such-endpoint?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'Not Found',
      message: 'No route GET /api/auth/no-such-endpoint',
    });
    await app.close();
  });

  it('trusts PUBLIC_URL, and local dev servers while it is a localhost address', () => {
    expect(trustedOrigins('https://specs.example.com')).toEqual(['https://specs.example.com']);
    expect(trustedOrigins('http://localhost:3000')).toEqual([
      'http://localhost:3000',
      'http://localhost:*',
      'http://127.0.0.1:*',
    ]);
  });

  it('outside development, accepts sign-in callbacks to the exact PUBLIC_URL origin only', async () => {
    const github = { GITHUB_CLIENT_ID: 'gh-id', GITHUB_CLIENT_SECRET: 'gh-secret' };
    const callbackStatus = async (publicUrl: string, callbackURL: string) => {
      const app = await buildTestApp(database, testConfig({ PUBLIC_URL: publicUrl, ...github }));
      const client = new TestClient(app, publicUrl);
      const social = await client.post('/api/auth/sign-in/social', { provider: 'github', callbackURL });
      await app.close();
      return social.statusCode;
    };
    const production = 'https://specs.example.com';
    expect(await callbackStatus(production, '/')).toBe(200);
    expect(await callbackStatus(production, `${production}/welcome`)).toBe(200);
    for (const foreign of [
      'https://evil.example.com/',
      'https://app.specs.example.com/',
      'http://specs.example.com/',
      'http://localhost:5173/',
    ]) {
      expect(await callbackStatus(production, foreign), foreign).toBe(403);
    }
    expect(await callbackStatus('http://localhost:3000', 'http://localhost:5173/')).toBe(200);
  });

  it('sets Secure __Secure- cookies when PUBLIC_URL is https', async () => {
    const origin = 'https://specs.example.com';
    const app = await buildTestApp(database, testConfig({ PUBLIC_URL: origin }));
    const client = new TestClient(app, origin);
    const response = await client.signUp(uniqueEmail('secure'));
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find(
      (candidate) => candidate.name === '__Secure-specwright.session_token',
    );
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    await app.close();
  });

  it('starts Google and GitHub sign-in when configured, and knows no provider that is not', async () => {
    const app = await buildTestApp(
      database,
      testConfig({
        GITHUB_CLIENT_ID: 'gh-id',
        GITHUB_CLIENT_SECRET: 'gh-secret',
        GOOGLE_CLIENT_ID: 'g-id',
        GOOGLE_CLIENT_SECRET: 'g-secret',
      }),
    );
    const client = new TestClient(app);
    const github = await client.post('/api/auth/sign-in/social', { provider: 'github', callbackURL: '/' });
    expect(github.statusCode).toBe(200);
    const githubUrl = new URL(github.json().url);
    expect(githubUrl.origin + githubUrl.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(githubUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/github');
    const google = await client.post('/api/auth/sign-in/social', { provider: 'google', callbackURL: '/' });
    expect(new URL(google.json().url).hostname).toBe('accounts.google.com');
    await app.close();

    const plain = await buildTestApp(database);
    const missing = await new TestClient(plain).post('/api/auth/sign-in/social', { provider: 'github' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Not Found', code: 'PROVIDER_NOT_FOUND' });
    await plain.close();
  });

  it('never logs passwords, session tokens or reset tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(testConfig(), { database, logger: { level: 'trace', stream } });
    const client = new TestClient(app);
    const email = uniqueEmail('quiet');
    await client.signUp(email);
    const token =
      decodeURIComponent(client.cookies.get('specwright.session_token') ?? '').split('.')[0] ?? '';
    expect(token.length).toBeGreaterThan(10);
    await client.signIn(email, 'a wrong password here');
    await app.inject({ url: '/api/auth/get-session', headers: { authorization: `Bearer ${token}` } });
    await client.get('/api/auth/reset-password/reset-token-value?callbackURL=%2F');
    await client.get('/?reset-token=reset-token-value');
    await app.close();
    const log = lines.join('');
    expect(log).toContain('"url":"/api/auth/sign-in/email"');
    for (const secret of [TEST_PASSWORD, 'a wrong password here', token, 'reset-token-value']) {
      expect(log).not.toContain(secret);
    }
  });
});
