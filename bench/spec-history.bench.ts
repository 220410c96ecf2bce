/**
 * Specs kept in the account, 50,000 rows: a cell edit saved as a patch (server time through the whole route
 * pipeline, and bytes on the wire), opening from the server, "Save version…", and the requirement-level diff
 * of two 50,000-row versions (the core engine alone, and `GET /api/specs/{id}/diff` with both read from the
 * database). Embedded database, the built server (`npm run build` first).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyCommand, createRequirementFile, importSpec, rowPatch, specDiff } from '@specwright/core';
import { buildApp, loadConfig } from '../packages/server/dist/index.js';
import { generateSpec } from './support/generate-spec.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';

const ROWS = 50_000;
const EDITS = 40;
/** Rows changed between the two versions of the diff figures: 2 % of them, spread through the spec. */
const CHANGED = 1000;

type App = Awaited<ReturnType<typeof buildApp>>;

async function timed(
  app: App,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: string,
) {
  const started = performance.now();
  const response = await app.inject({
    method,
    url,
    headers: { cookie, origin: 'http://localhost:3000', 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload }),
  });
  const ms = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return { ms, body: response.json() };
}

function benchFile() {
  const imported = importSpec(generateSpec(ROWS));
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'bench', title: 'Bench' });
}

export const benchmark: Benchmark = {
  name: `specs in the account: a ${ROWS.toLocaleString('en')}-row spec saved, versioned and compared`,
  async run(): Promise<Figure[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-specs-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      SECRET_KEY: 'bench-secret',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://localhost:3000',
      MAX_REQUIREMENTS: String(ROWS * 2),
    });
    const app = await buildApp({ ...config, llm: null }, { logger: false, qualityModel: null });
    try {
      const signUp = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: 'bench@example.com', password: 'bench-password-1', name: 'Bench' },
      });
      const cookie = [signUp.headers['set-cookie']]
        .flat()
        .map((line) => String(line).split(';')[0])
        .join('; ');
      let file = benchFile();
      const created = await timed(
        app,
        cookie,
        'POST',
        '/api/specs',
        JSON.stringify({ title: 'Bench', spec: generateSpec(ROWS) }),
      );
      const id: string = created.body.spec.id;
      let version: number = created.body.spec.version;
      const open = await timed(app, cookie, 'GET', `/api/specs/${id}`);

      const saves: number[] = [];
      let bytes = 0;
      for (let i = 0; i < EDITS; i++) {
        const row = file.data[(i * 1237) % ROWS];
        if (!row) throw new Error('no row');
        const edited = applyCommand(file, {
          type: 'editCell',
          rowId: row.id,
          field: 'description',
          value: `Edited ${i}: ${row.description}`,
        });
        const body = JSON.stringify({ version, ...rowPatch(file, edited) });
        bytes = Math.max(bytes, Buffer.byteLength(body));
        const saved = await timed(app, cookie, 'PUT', `/api/specs/${id}`, body);
        version = saved.body.version;
        file = edited;
        saves.push(saved.ms);
      }
      saves.sort((a, b) => a - b);
      const named = await timed(
        app,
        cookie,
        'POST',
        `/api/specs/${id}/versions`,
        JSON.stringify({ name: 'baseline' }),
      );

      let changedFile = file;
      for (let i = 0; i < CHANGED; i++) {
        const row = changedFile.data[(i * 49) % ROWS];
        if (!row) continue;
        changedFile = applyCommand(changedFile, {
          type: 'editCell',
          rowId: row.id,
          field: 'priority',
          value: 'Must (changed)',
        });
      }
      await timed(
        app,
        cookie,
        'PUT',
        `/api/specs/${id}`,
        JSON.stringify({ version, ...rowPatch(file, changedFile) }),
      );
      const before = { columns: file.columns, rows: file.data };
      const after = { columns: changedFile.columns, rows: changedFile.data };
      const engine: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const changes = specDiff(before, after);
        engine.push(performance.now() - started);
        if (changes.length !== CHANGED) throw new Error(`expected ${CHANGED} changes, got ${changes.length}`);
      }
      engine.sort((a, b) => a - b);
      const routes: number[] = [];
      for (let i = 0; i < 3; i++) {
        const route = await timed(app, cookie, 'GET', `/api/specs/${id}/diff?from=${named.body.version.id}`);
        if (route.body.changes.length !== CHANGED)
          throw new Error(`the route found ${route.body.changes.length}`);
        routes.push(route.ms);
      }
      routes.sort((a, b) => a - b);

      return [
        { label: 'create (POST, 50,000 rows, first save point)', value: created.ms, unit: 'ms' },
        { label: 'open from the server (GET, all rows)', value: open.ms, unit: 'ms', budget: 1500 },
        {
          label: 'cell edit save, server time, median',
          value: percentile(saves, 50),
          unit: 'ms',
          budget: 100,
        },
        { label: 'cell edit save, server time, p95', value: percentile(saves, 95), unit: 'ms', budget: 100 },
        { label: 'cell edit save, request body', value: bytes / 1024, unit: 'KB', budget: 2 },
        { label: '"Save version…" (snapshot in the database)', value: named.ms, unit: 'ms' },
        {
          label: `diff of two versions, ${CHANGED} rows changed (engine)`,
          value: percentile(engine, 50),
          unit: 'ms',
          budget: 1000,
        },
        {
          label: 'GET …/diff, server time, median of 3 (the database picks the rows that differ)',
          value: percentile(routes, 50),
          unit: 'ms',
          budget: 1000,
        },
      ];
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
