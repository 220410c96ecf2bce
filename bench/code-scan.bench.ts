/**
 * Drift from code: a scan of a 10,000-file repository for requirement ids, fetched over smart HTTP (`git
 * http-backend` on 127.0.0.1, served by another process) into a new bare clone and read in a git worker
 * thread, as the server runs it, while this process's event-loop delay is sampled.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { DEFAULT_CODE_ID_PATTERN } from '@specwright/core';
import { plainGitProvider } from '../packages/server/src/repositories/providers/plain-git-provider.js';
import type { Benchmark, Figure } from './support/report.js';

const TOKEN = 'bench-token-code-scan-0123456789';
const FILE_COUNT = 10_000;
const REQUIREMENTS = 2000;
const RUNS = 3;

/** Starts the repository's server in a process of its own; its URL and how to stop it. */
async function repositoryServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const script = new URL('./support/code-repository-server.ts', import.meta.url).pathname;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, TOKEN, String(FILE_COUNT), String(REQUIREMENTS)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  const { url } = JSON.parse(line) as { url: string };
  return {
    url,
    close: async () => {
      child.stdin.end();
      await once(child, 'exit');
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const benchmark: Benchmark = {
  name: `Code scan of a ${FILE_COUNT.toLocaleString('en')}-file repository over smart HTTP, fetch included (${RUNS} runs)`,
  async run(): Promise<Figure[]> {
    const server = await repositoryServer();
    const ids = Array.from({ length: REQUIREMENTS }, (_, index) => `REQ-${index + 1}`);
    const durations: number[] = [];
    const maxDelays: number[] = [];
    const p99Delays: number[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        const cacheDir = await mkdtemp(join(tmpdir(), 'specwright-bench-code-scan-'));
        const provider = plainGitProvider({ url: server.url, token: TOKEN, allowLocal: true, cacheDir });
        const delay = monitorEventLoopDelay({ resolution: 10 });
        delay.enable();
        const started = performance.now();
        const result = await provider.scanCode('main', DEFAULT_CODE_ID_PATTERN, ids);
        durations.push(performance.now() - started);
        delay.disable();
        if (result.filesScanned !== FILE_COUNT || result.matches.length !== FILE_COUNT * 2)
          throw new Error(`Scanned ${result.filesScanned} files, ${result.matches.length} places`);
        maxDelays.push(delay.max / 1e6);
        p99Delays.push(delay.percentile(99) / 1e6);
        await rm(cacheDir, { recursive: true, force: true });
      }
    } finally {
      await server.close();
    }
    return [
      { label: 'fetch and scan (median)', value: median(durations), unit: 'ms', budget: 10_000 },
      { label: 'event-loop delay, p99 (median of runs)', value: median(p99Delays), unit: 'ms', budget: 100 },
      { label: 'event-loop delay, max (median of runs)', value: median(maxDelays), unit: 'ms', budget: 100 },
    ];
  },
};
