/** Server start-up (embedded database first open and reopen) and request latency of the public endpoints. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Benchmark, type Figure, percentile } from './support/report.js';

const mainScript = new URL('../packages/server/dist/main.js', import.meta.url).pathname;
const port = 3190;
const base = `http://127.0.0.1:${port}`;

async function waitForHealth(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('server did not become healthy in time');
}

async function startServer(dataDir: string): Promise<{ child: ChildProcess; ms: number }> {
  const started = performance.now();
  const child = spawn(process.execPath, [mainScript], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  await waitForHealth(Date.now() + 60_000);
  return { child, ms: performance.now() - started };
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function latency(path: string, count: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    const response = await fetch(`${base}${path}`);
    await response.arrayBuffer();
    samples.push(performance.now() - t0);
  }
  return samples.sort((a, b) => a - b);
}

export const benchmark: Benchmark = {
  name: 'server: start-up and public endpoints',
  async run(): Promise<Figure[]> {
    const dataDir = mkdtempSync(join(tmpdir(), 'specwright-bench-'));
    try {
      const first = await startServer(dataDir);
      await stopServer(first.child);
      const again = await startServer(dataDir);
      const health = await latency('/api/health', 300);
      const config = await latency('/api/config', 300);
      const page = await latency('/', 100);
      await stopServer(again.child);
      return [
        { label: 'start-up, new embedded database', value: first.ms, unit: 'ms', budget: 15_000 },
        { label: 'start-up, existing embedded database', value: again.ms, unit: 'ms', budget: 5_000 },
        { label: 'GET /api/health p95', value: percentile(health, 95), unit: 'ms', budget: 20 },
        { label: 'GET /api/config p95', value: percentile(config, 95), unit: 'ms', budget: 20 },
        { label: 'GET / (app shell) p95', value: percentile(page, 95), unit: 'ms', budget: 20 },
      ];
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
