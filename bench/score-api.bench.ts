/** A 10,000-row score analysis through the async API (no LLM), from start to completed status. */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// The built server, as `npm start` runs it (`npm run build` first), like the start-up benchmark.
import { buildApp, loadConfig } from '../packages/server/dist/index.js';
import type { Benchmark, Figure } from './support/report.js';

const ROWS = 10_000;
const artaDir = new URL('../../shared/data/arta/', import.meta.url);

/** The real requirement sentences of the ARTA data set, repeated to `count` rows. */
function requirements(count: number): Array<{ id: string; description: string }> {
  const sentences = readdirSync(artaDir)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) => readFileSync(new URL(name, artaDir), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { text: string }).text);
  return Array.from({ length: count }, (_, i) => ({
    id: `REQ-${i + 1}`,
    description: sentences[i % sentences.length] ?? '',
  }));
}

async function post(base: string, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Polls every 100 ms (the web app polls every 3 s; this measures the server, not the poll interval). */
async function waitForCompletion(base: string, taskId: string): Promise<number> {
  for (;;) {
    const response = await fetch(`${base}/api/analyze/score/status/${taskId}`);
    const status = (await response.json()) as {
      status: string;
      error: string | null;
      results: { scores: unknown[] };
    };
    if (status.status === 'completed') return status.results.scores.length;
    if (status.status !== 'queued' && status.status !== 'running') {
      throw new Error(`The analysis ended ${status.status}: ${status.error}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const benchmark: Benchmark = {
  name: 'score analysis API: 10,000 rows, async, no LLM',
  async run(): Promise<Figure[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-score-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      SECRET_KEY: 'bench-secret',
      LOG_LEVEL: 'warn',
      // The sync figure is for one call of this size, which the defaults steer to the async API.
      MAX_ANONYMOUS_REQUIREMENTS: String(ROWS),
      MAX_SYNC_REQUIREMENTS: String(ROWS),
    });
    const app = await buildApp({ ...config, llm: null }, { logger: false, qualityModel: null });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('not listening on a port');
      const base = `http://127.0.0.1:${address.port}`;
      const body = { analysis_id: 'bench', filename: 'bench.json', requirements: requirements(ROWS) };
      // The first analysis starts the engine's worker thread: not part of the figures.
      await post(base, '/api/analyze/score', { ...body, requirements: body.requirements.slice(0, 10) });

      const asyncStarted = performance.now();
      const started = (await (await post(base, '/api/analyze/score/async', body)).json()) as {
        task_id: string;
      };
      const scored = await waitForCompletion(base, started.task_id);
      const asyncMs = performance.now() - asyncStarted;
      if (scored !== ROWS) throw new Error(`expected ${ROWS} scores, got ${scored}`);

      const syncStarted = performance.now();
      await (await post(base, '/api/analyze/score', body)).json();
      const syncMs = performance.now() - syncStarted;

      return [
        { label: `${ROWS} rows: async start → completed`, value: asyncMs, unit: 'ms', budget: 10_000 },
        { label: `${ROWS} rows: async throughput`, value: (ROWS / asyncMs) * 1000, unit: 'req/s' },
        { label: `${ROWS} rows: sync POST /api/analyze/score`, value: syncMs, unit: 'ms' },
      ];
    } finally {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
