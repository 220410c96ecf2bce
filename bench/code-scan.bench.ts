/**
 * Drift from code: a scan of a 10,000-file repository for requirement ids, fetched over smart HTTP (`git
 * http-backend` on 127.0.0.1) into a new bare clone and read in a git worker thread, as the server runs it,
 * while the event loop's delay is sampled.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEFAULT_CODE_ID_PATTERN } from '@specwright/core';
import { plainGitProvider } from '../packages/server/src/repositories/providers/plain-git-provider.js';
import { startGitHttpServer } from '../packages/server/src/test/git-http-server.js';
import type { Benchmark, Figure } from './support/report.js';

const TOKEN = 'bench-token-code-scan-0123456789';
const FILE_COUNT = 10_000;
const REQUIREMENTS = 2000;
const RUNS = 3;

/** A test file of about 40 lines whose first two tests name a requirement each, in 100 folders. */
function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let index = 0; index < FILE_COUNT; index++) {
    const lines = [`import { expect, it } from 'vitest';`, ''];
    for (let test = 0; test < 6; test++) {
      const id = test < 2 ? `REQ-${((index * 2 + test) % REQUIREMENTS) + 1}` : `case ${test}`;
      lines.push(`// Covers the sign-in rules (${test}).`);
      lines.push(`it('${id} of file ${index}', () => {`);
      lines.push(`  const value = ${index} + ${test};`, '  expect(value).toBeGreaterThan(-1);', '});', '');
    }
    files[`src/module-${index % 100}/file-${index}.test.ts`] = lines.join('\n');
  }
  return files;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export const benchmark: Benchmark = {
  name: `Code scan of a ${FILE_COUNT.toLocaleString('en')}-file repository over smart HTTP, fetch included (${RUNS} runs)`,
  async run(): Promise<Figure[]> {
    const server = await startGitHttpServer(TOKEN, repositoryFiles());
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
