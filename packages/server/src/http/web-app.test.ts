import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { DatabaseConnection } from '../db/client.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const indexHtml =
  '<!doctype html><div id="root"></div><script type="module" src="/assets/index-abc.js"></script>';

let database: DatabaseConnection;
let webDir: string;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  webDir = mkdtempSync(join(tmpdir(), 'specwright-web-'));
  const distDir = join(webDir, 'dist');
  const specsDir = join(webDir, 'specs');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  mkdirSync(join(specsDir, 'examples'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), indexHtml);
  writeFileSync(join(distDir, 'assets', 'index-abc.js'), 'console.log("app")');
  writeFileSync(join(distDir, 'favicon.svg'), '<svg/>');
  writeFileSync(join(distDir, 'manifest.json'), '{"name":"Specwright"}');
  writeFileSync(join(specsDir, 'examples', 'example.json'), '{"rows":[]}');
  app = await buildTestApp(database, testConfig({}, { webDistDir: distDir, specsDir }));
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('built web app', () => {
  it('serves index.html at / and its files, with cache headers', async () => {
    const index = await app.inject({ url: '/' });
    expect(index.statusCode).toBe(200);
    expect(index.body).toBe(indexHtml);
    expect(index.headers['cache-control']).toBe('no-cache');

    const script = await app.inject({ url: '/assets/index-abc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await app.inject({ url: '/favicon.svg' })).body).toBe('<svg/>');
  });

  it('answers page requests for app routes with index.html', async () => {
    for (const url of ['/welcome', '/specs/abc/table', '/about?tab=releases', '/shared/abc_-123']) {
      const response = await app.inject({ url, headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(indexHtml);
    }
  });

  it('answers a missing file (not a page request) and unknown API routes with 404 JSON', async () => {
    const missing = await app.inject({ url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not Found', message: 'No route GET /assets/missing.js' });
    const api = await app.inject({ url: '/api/nothing', headers: html });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('No route GET /api/nothing');
  });

  it('serves examples and the web app’s own root .json files side by side', async () => {
    expect((await app.inject({ url: '/example.json' })).json()).toEqual({ rows: [] });
    expect((await app.inject({ url: '/manifest.json' })).json()).toEqual({ name: 'Specwright' });
    expect((await app.inject({ url: '/nothing.json' })).statusCode).toBe(404);
  });

  it('does not serve files outside its folder', async () => {
    for (const url of [
      '/..%2Fspecs%2Fexamples%2Fexample.json',
      '/../specs/examples/example.json',
      '/assets/..%2F..%2Fspecs',
    ]) {
      const response = await app.inject({ url, headers: html });
      expect(response.body).not.toContain('"rows"');
    }
  });
});

describe('web app not built', () => {
  it('answers page requests with a short page telling how to build it', async () => {
    const notBuilt = await buildTestApp(database);
    for (const response of [
      await notBuilt.inject({ url: '/' }),
      await notBuilt.inject({ url: '/welcome', headers: html }),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('npm run build');
    }
    expect((await notBuilt.inject({ url: '/api/health' })).statusCode).toBe(200);
    await notBuilt.close();
  });
});
