/** Server start-up (embedded database first open and reopen) and request latency of the public endpoints. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { startServer, stopProcess } from './support/server-process.js';

const port = 3190;
const base = `http://127.0.0.1:${port}`;

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
      const first = await startServer(port, { DATA_DIR: dataDir });
      await stopProcess(first);
      const again = await startServer(port, { DATA_DIR: dataDir });
      const health = await latency('/api/health', 300);
      const config = await latency('/api/config', 300);
      const page = await latency('/', 100);
      await stopProcess(again);
      return [
        { label: 'start-up, new embedded database', value: first.startMs, unit: 'ms', budget: 15_000 },
        { label: 'start-up, existing embedded database', value: again.startMs, unit: 'ms', budget: 5_000 },
        { label: 'GET /api/health p95', value: percentile(health, 95), unit: 'ms', budget: 20 },
        { label: 'GET /api/config p95', value: percentile(config, 95), unit: 'ms', budget: 20 },
        { label: 'GET / (app shell) p95', value: percentile(page, 95), unit: 'ms', budget: 20 },
      ];
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
