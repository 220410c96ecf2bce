import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXAMPLES, TEMPLATES } from '@specwright/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { DatabaseConnection } from '../db/client.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

let database: DatabaseConnection;
let specsDir: string;
let app: App;
const template = { columns: [{ field: 'description' }], rows: [] };
const example = { columns: [], rows: [{ id: 'r1', description: 'The system shall log in.' }] };

beforeAll(async () => {
  database = await createTestDatabase();
  specsDir = mkdtempSync(join(tmpdir(), 'specwright-specs-'));
  mkdirSync(join(specsDir, 'templates'));
  mkdirSync(join(specsDir, 'examples'));
  writeFileSync(join(specsDir, 'templates', 'blank-spec.json'), JSON.stringify(template));
  writeFileSync(join(specsDir, 'examples', 'example.json'), JSON.stringify(example));
  writeFileSync(join(specsDir, 'secret.json'), '{"secret":true}');
  app = await buildTestApp(database, testConfig({}, { specsDir }));
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(specsDir, { recursive: true, force: true });
});

describe('GET /template/:fileName', () => {
  it('serves a template as JSON', async () => {
    const response = await app.inject({ url: '/template/blank-spec.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual(template);
  });

  it('answers an unknown template with 404 JSON', async () => {
    const response = await app.inject({ url: '/template/x.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'Template not found: x.json' });
  });

  it.each(['/template/..%2Fsecret.json', '/template/..%2F..%2Fpackage.json', '/template/blank-spec.txt'])(
    'rejects %s with 400',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('Bad Request');
    },
  );

  it('never leaves the templates folder', async () => {
    for (const url of [
      '/template/../secret.json',
      '/template/%2e%2e/secret.json',
      '/template/..%5Csecret.json',
    ]) {
      const response = await app.inject({ url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('"secret":true');
    }
  });
});

describe('GET /:fileName (examples)', () => {
  it('serves an example as JSON', async () => {
    const response = await app.inject({ url: '/example.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(example);
  });

  it('answers an unknown example with 404 JSON', async () => {
    const response = await app.inject({ url: '/missing.json' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'File not found: missing.json' });
  });

  it('never leaves the examples folder', async () => {
    for (const url of [
      '/..%2Fsecret.json',
      '/%2e%2e/secret.json',
      '/../secret.json',
      '/examples/..%2F..%2Fsecret.json',
    ]) {
      const response = await app.inject({ url });
      expect([400, 403, 404]).toContain(response.statusCode);
      expect(response.body).not.toContain('"secret":true');
    }
  });
});

describe('shipped spec files', () => {
  it('serves every template and example of the catalogue in core', async () => {
    const shipped = await buildTestApp(database);
    const urls = [
      ...TEMPLATES.map((template) => `/template/${template.fileName}`),
      ...EXAMPLES.map((example) => `/${example.fileName}`),
    ];
    for (const url of urls) {
      const response = await shipped.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toMatchObject({ columns: expect.any(Array), rows: expect.any(Array) });
    }
    await shipped.close();
  });
});
