/**
 * `GET /api/health` latency while the built server runs a 20,000-row synchronous score analysis of real
 * requirement sentences (ARTA, repeated): the engine runs in worker threads, so the event loop keeps
 * answering. Skipped (no figures) when the ARTA folder is absent.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { artaFolder, readArtaSentences } from '../packages/quality/eval/arta.js';
import { sampleHealth } from './support/health-samples.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';

const ROWS = 20_000;
const SAMPLE_EVERY_MS = 20;
const mainScript = new URL('../packages/server/dist/main.js', import.meta.url).pathname;
const port = 3191;
const base = `http://127.0.0.1:${port}`;

function requirements(): Array<{ id: string; description: string }> {
  const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
  const texts = readArtaSentences(artaFolder(repositoryRoot)).map((sentence) => sentence.text);
  if (texts.length === 0) return [];
  return Array.from({ length: ROWS }, (_, i) => ({
    id: `REQ-${i + 1}`,
    description: texts[i % texts.length] ?? '',
  }));
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [mainScript], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The figure is for one synchronous call of this size; by default such a call is steered to the
      // async API (and anonymous callers get fewer rows).
      MAX_SYNC_REQUIREMENTS: String(ROWS),
      MAX_ANONYMOUS_REQUIREMENTS: String(ROWS),
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return child;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGTERM');
  throw new Error('server did not become healthy in time');
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * The analysis request, sent and its answer parsed in a worker thread: parsing a 20,000-row answer here
 * would stall this thread's event loop and add that stall to the health latencies measured below.
 */
function analyze(rows: Array<{ id: string; description: string }>): Promise<void> {
  const body = JSON.stringify({ analysis_id: 'bench', filename: 'bench.json', requirements: rows });
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     fetch(workerData.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: workerData.body })
       .then(async (response) => {
         const answer = await response.json();
         parentPort.postMessage({ status: response.status, scores: answer.scores?.length, message: answer.message });
       })
       .catch((error) => parentPort.postMessage({ status: 0, message: String(error) }));`,
    { eval: true, workerData: { url: `${base}/api/analyze/score`, body } },
  );
  return new Promise<void>((resolve, reject) => {
    worker.once('message', (answer: { status: number; scores?: number; message?: string }) => {
      void worker.terminate();
      if (answer.status !== 200)
        reject(new Error(`the analysis answered ${answer.status}: ${answer.message}`));
      else if (answer.scores !== rows.length) reject(new Error(`expected ${rows.length} scores`));
      else resolve();
    });
    worker.once('error', reject);
  });
}

export const benchmark: Benchmark = {
  name: `server: GET /api/health during a ${ROWS.toLocaleString('en')}-row sync score analysis (no LLM)`,
  async run(): Promise<Figure[]> {
    const rows = requirements();
    if (rows.length === 0) {
      console.log('ARTA sentences not found (../shared/data/arta): skipped.');
      return [];
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-health-'));
    const child = await startServer(dataDir);
    try {
      await analyze(rows.slice(0, 10)); // starts a worker thread: not part of the figure
      const started = performance.now();
      const analysis = analyze(rows);
      const health = await sampleHealth(base, analysis, SAMPLE_EVERY_MS);
      await analysis;
      const analysisMs = performance.now() - started;
      return [
        {
          label: `GET /api/health p50 (${health.length} samples)`,
          value: percentile(health, 50),
          unit: 'ms',
        },
        { label: 'GET /api/health p99', value: percentile(health, 99), unit: 'ms', budget: 50 },
        { label: `${ROWS} rows: sync POST /api/analyze/score`, value: analysisMs, unit: 'ms' },
      ];
    } finally {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
