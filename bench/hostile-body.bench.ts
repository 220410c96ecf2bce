/**
 * "Hostile body": `GET /api/health` latency, sampled every ~10 ms, while a signed-in client sends the
 * heaviest bodies a request may carry to the built server (`npm run build` first): the legal 40 MB spec
 * (20,000 rows × 2 KB) created and then saved whole, a 300,000-column spec, a 1,000,000-item columns list
 * and 200 KB of `[` as YAML to check. Embedded database, and PostgreSQL when one answers (BENCH_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/postgres).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { postgresAnswers, postgresUrl, withNewPostgresDatabase } from './support/bench-postgres.js';
import { sampleHealth } from './support/health-samples.js';
import { loadAverage, signUp } from './support/http-load.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { type ServerProcess, startServer, stopProcess } from './support/server-process.js';

const ROWS = 20_000;
const SAMPLE_EVERY_MS = 10;
const port = 3917;

interface Sent {
  status: number;
  ms: number;
  answer: string;
}

/**
 * One request sent from a worker thread, its answer read there too: building or reading 40 MB here would
 * stall this thread and add to the health latencies it measures.
 */
function send(url: string, method: string, cookie: string, body: Uint8Array): Promise<Sent> {
  const worker = new Worker(
    `const { parentPort, workerData: w } = require('node:worker_threads');
     const started = performance.now();
     fetch(w.url, { method: w.method, headers: { 'content-type': 'application/json', origin: w.origin, cookie: w.cookie }, body: w.body })
       .then(async (response) => {
         const text = await response.text();
         const answer = JSON.parse(text);
         const small = answer.spec ? { id: answer.spec.id, version: answer.spec.version } : answer;
         parentPort.postMessage({ status: response.status, ms: performance.now() - started, answer: JSON.stringify(small).slice(0, 300) });
       })
       .catch((error) => parentPort.postMessage({ status: 0, ms: 0, answer: String(error) }));`,
    { eval: true, workerData: { url, method, cookie, origin: new URL(url).origin, body } },
  );
  return new Promise<Sent>((resolve, reject) => {
    worker.once('message', (sent: Sent) => {
      void worker.terminate();
      resolve(sent);
    });
    worker.once('error', reject);
  });
}

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

function legalSpec() {
  const text = 'The system shall keep every change of the requirement in its history. '.repeat(29);
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    id: `REQ-${i + 1}`,
    rowOrder: i + 1,
    description: `${i} ${text}`.slice(0, 2000),
  }));
  return { columns: [{ field: 'description', headerName: 'Description' }], rows };
}

const column = (i: number) => ({ field: `c${i}`, headerName: `Column ${i}`, editorType: 'text' });

async function measure(server: ServerProcess, database: string): Promise<Figure[]> {
  const { cookie } = await signUp(server.base);
  const spec = legalSpec();
  const bodies = {
    legal: encode({ title: 'Legal', spec }),
    wide: encode({
      title: 'Wide',
      spec: { columns: Array.from({ length: 300_000 }, (_, i) => column(i)), rows: [] },
    }),
    long: encode({ title: 'Long', spec: { columns: Array.from({ length: 1_000_000 }, () => 0), rows: [] } }),
    yaml: encode({ content: '['.repeat(200 * 1024) }),
  };
  const url = (path: string) => `${server.base}${path}`;
  const warm = await send(
    url('/api/specs'),
    'POST',
    cookie,
    encode({ title: 'Warm', spec: { columns: [], rows: [] } }),
  );
  if (warm.status !== 200) throw new Error(`warm-up: ${warm.status} ${warm.answer}`);

  const health: number[] = [];
  const timings: Figure[] = [];
  async function timed(label: string, expected: number, sending: () => Promise<Sent>): Promise<Sent> {
    const running = sending();
    const samples = await sampleHealth(server.base, running, SAMPLE_EVERY_MS);
    health.push(...samples);
    const sent = await running;
    if (sent.status !== expected) throw new Error(`${label}: ${sent.status} ${sent.answer}`);
    const worst = Math.max(...samples);
    timings.push({ label: `${database}: ${label} (${sent.status})`, value: sent.ms, unit: 'ms' });
    timings.push({ label: `  health max during it`, value: worst, unit: 'ms' });
    return sent;
  }

  const created = await timed('POST 40 MB spec', 200, () =>
    send(url('/api/specs'), 'POST', cookie, bodies.legal),
  );
  const { id, version } = JSON.parse(created.answer) as { id: string; version: number };
  const save = encode({ version, upsert: spec.rows, columns: spec.columns });
  await timed('PUT 40 MB save', 200, () => send(url(`/api/specs/${id}`), 'PUT', cookie, save));
  await timed('POST 300,000 columns', 400, () => send(url('/api/specs'), 'POST', cookie, bodies.wide));
  await timed('POST 1,000,000 items', 400, () => send(url('/api/specs'), 'POST', cookie, bodies.long));
  await timed('POST 200 KB of [ as YAML', 200, () =>
    send(url('/api/project/file/validate?file_type=yaml'), 'POST', cookie, bodies.yaml),
  );
  health.sort((a, b) => a - b);
  return [
    {
      label: `${database}: /api/health p50 (${health.length} samples)`,
      value: percentile(health, 50),
      unit: 'ms',
    },
    { label: `${database}: /api/health p99`, value: percentile(health, 99), unit: 'ms', budget: 50 },
    { label: `${database}: /api/health max`, value: health.at(-1) ?? Number.NaN, unit: 'ms' },
    ...timings,
  ];
}

async function onDatabase(database: string, databaseUrl: string): Promise<Figure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-hostile-'));
  try {
    const server = await startServer(port, { DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    try {
      return await measure(server, database);
    } finally {
      await stopProcess(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const benchmark: Benchmark = {
  name: 'hostile body: GET /api/health while the heaviest request bodies are parsed, validated and written',
  async run(): Promise<Figure[]> {
    console.log(`(load average ${loadAverage()})`);
    const results = await onDatabase('PGlite', '');
    if (await postgresAnswers())
      results.push(...(await withNewPostgresDatabase((url) => onDatabase('PostgreSQL', url))));
    else console.log(`(no PostgreSQL server answers at ${postgresUrl}: PostgreSQL figures left out)`);
    return results;
  },
};
