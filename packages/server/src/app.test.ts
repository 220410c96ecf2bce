import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from './app.js';
import type { DatabaseConnection } from './db/client.js';
import { AppError } from './http/errors.js';
import { buildTestApp, testConfig } from './test/app.js';
import { createTestDatabase } from './test/database.js';

let database: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('API documentation', () => {
  it('serves the OpenAPI document listing every route', async () => {
    const app = await buildTestApp(database);
    const response = await app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; info: { version: string }; paths: object }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/agent/greq_single_file',
        '/api/analytics/events',
        '/api/analyze/score',
        '/api/analyze/score/async',
        '/api/analyze/score/cancel/{taskId}',
        '/api/analyze/score/status/{taskId}',
        '/api/chat/conversations',
        '/api/chat/conversations/{id}',
        '/api/chat/send-message',
        '/api/config',
        '/api/dashboard/',
        '/api/feedback/submit',
        '/api/generate/draft',
        '/api/generate/tests',
        '/api/health',
        '/api/inbox',
        '/api/inbox/read',
        '/api/invitations/{token}',
        '/api/invitations/{token}/accept',
        '/api/mcp',
        '/api/project/file/content',
        '/api/project/file/validate',
        '/api/project/repository/connect',
        '/api/project/repository/status',
        '/api/project/repository/tree',
        '/api/project/user/repositories/{id}/branch',
        '/api/project/user/repositories/{id}/commit',
        '/api/project/user/repositories/{id}/file/content',
        '/api/project/user/repositories/{id}/progress',
        '/api/project/user/repositories/{id}/pull-request',
        '/api/project/user/repositories/{id}/status',
        '/api/project/user/repositories/{id}/tree',
        '/api/shared/{token}',
        '/api/reviews/waiting',
        '/api/reqif_analyze/basic',
        '/api/reqif_analyze/basic/async',
        '/api/reqif_analyze/basic/cancel/{taskId}',
        '/api/reqif_analyze/basic/status/{taskId}',
        '/api/reqif_propose/advanced',
        '/api/specs',
        '/api/specs/trash',
        '/api/specs/{id}',
        '/api/specs/{id}/audit',
        '/api/specs/{id}/audit/exports',
        '/api/specs/{id}/code-scans',
        '/api/specs/{id}/code-trace',
        '/api/specs/{id}/comments',
        '/api/specs/{id}/comments/{commentId}',
        '/api/specs/{id}/comments/{commentId}/replies',
        '/api/specs/{id}/diff',
        '/api/specs/{id}/duplicate',
        '/api/specs/{id}/link-targets',
        '/api/specs/{id}/reviews',
        '/api/specs/{id}/reviews/{reviewId}',
        '/api/specs/{id}/reviews/{reviewId}/marks',
        '/api/specs/{id}/reviews/{reviewId}/signatures',
        '/api/specs/{id}/reviews/{reviewId}/signing',
        '/api/specs/{id}/rows',
        '/api/specs/{id}/rows/{rowId}/change',
        '/api/specs/{id}/shares',
        '/api/specs/{id}/shares/{shareId}',
        '/api/specs/{id}/test-results',
        '/api/specs/{id}/title',
        '/api/specs/{id}/untrash',
        '/api/specs/{id}/versions',
        '/api/specs/{id}/versions/{versionId}',
        '/api/specs/{id}/versions/{versionId}/restore',
        '/api/specs/{id}/workspace',
        '/api/workspaces',
        '/api/workspaces/{id}',
        '/api/workspaces/{id}/invitations',
        '/api/workspaces/{id}/invitations/{invitationId}',
        '/api/workspaces/{id}/members/{userId}',
        '/api/user-activity/',
        '/api/user/api-tokens',
        '/api/user/api-tokens/{id}',
        '/api/user/repositories',
        '/api/user/repositories/{id}',
        '/template/{fileName}',
        '/{fileName}',
      ].sort(),
    );
    expect((await app.inject({ url: '/api/docs' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('errors', () => {
  it('answers an unknown API route with 404 JSON', async () => {
    const app = await buildTestApp(database);
    const response = await app.inject({ url: '/api/xyz?a=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'No route GET /api/xyz' });
    const post = await app.inject({ method: 'POST', url: '/api/xyz', headers: { accept: 'text/html' } });
    expect(post.json()).toEqual({ error: 'Not Found', message: 'No route POST /api/xyz' });
    await app.close();
  });

  it('maps AppErrors, validation errors and unexpected errors to { error, message }', async () => {
    const app = await buildTestApp(database);
    app.get(
      '/api/test/fail/:status',
      { schema: { params: z.object({ status: z.coerce.number() }) } },
      (request) => {
        throw new AppError(request.params.status, `Failed with ${request.params.status}`);
      },
    );
    app.post(
      '/api/test/echo',
      { schema: { body: z.object({ name: z.string().min(2) }) } },
      (request) => request.body,
    );
    app.get('/api/test/crash', () => {
      throw new Error('database password is hunter2');
    });

    for (const status of [400, 401, 403, 404, 413, 429]) {
      const response = await app.inject({ url: `/api/test/fail/${status}` });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ error: expect.any(String), message: `Failed with ${status}` });
    }
    expect((await app.inject({ url: '/api/test/fail/429' })).json().error).toBe('Too Many Requests');

    const invalid = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'x' } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      error: 'Bad Request',
      message: expect.stringMatching(/^Invalid request body: name: /),
    });

    const malformed = await app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Bad Request');

    const crash = await app.inject({ url: '/api/test/crash' });
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({
      error: 'Internal Server Error',
      message: 'An unexpected error occurred.',
    });
    await app.close();
  });

  it('answers a body over the limit with 413', async () => {
    const app = await buildTestApp(database);
    app.post('/api/test/upload', () => ({ ok: true }));
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/upload',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('Payload Too Large');
    await app.close();
  });
});

describe('security headers', () => {
  it('sends a CSP fit for the web app and the usual hardening headers', async () => {
    const app = await buildTestApp(
      database,
      testConfig({ POSTHOG_KEY: 'phc_x', POSTHOG_HOST: 'https://eu.i.posthog.com' }),
    );
    const response = await app.inject({ url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain(
      'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    );
    expect(csp).toContain("connect-src 'self' https://eu.i.posthog.com");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    await app.close();
  });

  it('upgrades requests and sends HSTS when served over https', async () => {
    const app = await buildTestApp(database, testConfig({ PUBLIC_URL: 'https://specs.example.com' }));
    const response = await app.inject({ url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(String(response.headers['content-security-policy'])).toContain("connect-src 'self';");
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    await app.close();
  });
});

describe('logging', () => {
  it('never writes tokens, passwords or credentials headers to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(testConfig(), { database, logger: { level: 'info', stream } });
    app.get('/api/test/log', (request) => {
      request.log.info(
        { user: { email: 'a@b.c', password: 'hunter2' }, githubToken: 'ghp_abc' },
        'signed in',
      );
      request.log.info({ headers: request.headers }, 'headers');
      return { ok: true };
    });
    await app.inject({
      url: '/api/test/log?owner=me&access_token=ghp_querytoken',
      headers: { authorization: 'Bearer sessiontoken', cookie: 'session=cookievalue' },
    });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('access_token=[REDACTED]');
    expect(log).toContain('a@b.c');
    for (const secret of ['ghp_querytoken', 'sessiontoken', 'cookievalue', 'hunter2', 'ghp_abc']) {
      expect(log).not.toContain(secret);
    }
  });
});
