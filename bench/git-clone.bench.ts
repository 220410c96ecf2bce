/**
 * The server's event loop while it clones a repository of 6,001 files (about 10 MB) over smart HTTP: the
 * clone runs in a git worker thread, so the loop keeps answering. The repository is served by `git
 * http-backend` on 127.0.0.1, as in the provider's tests.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { plainGitProvider } from '../packages/server/src/repositories/providers/plain-git-provider.js';
import { startGitHttpServer } from '../packages/server/src/test/git-http-server.js';
import type { Benchmark, Figure } from './support/report.js';

const TOKEN = 'bench-token-0123456789';
const FILE_COUNT = 6000;
const RUNS = 3;

function repositoryFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (let index = 0; index < FILE_COUNT; index++) {
    files[`data/${index % 30}/file-${index}.txt`] = randomBytes(512).toString('hex');
  }
  files['data/large.txt'] = randomBytes(2 * 1024 * 1024).toString('hex');
  return files;
}

export const benchmark: Benchmark = {
  name: `Clone of a ${FILE_COUNT + 1}-file repository (~10 MB) over smart HTTP: the event loop meanwhile (${RUNS} runs)`,
  async run(): Promise<Figure[]> {
    const server = await startGitHttpServer(TOKEN, repositoryFiles());
    const delays: number[] = [];
    const durations: number[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        const cacheDir = await mkdtemp(join(tmpdir(), 'specwright-bench-clone-'));
        const provider = plainGitProvider({ url: server.url, token: TOKEN, allowLocal: true, cacheDir });
        const delay = monitorEventLoopDelay({ resolution: 10 });
        delay.enable();
        const started = performance.now();
        await provider.tree();
        durations.push(performance.now() - started);
        delay.disable();
        delays.push(delay.max / 1e6);
        await rm(cacheDir, { recursive: true, force: true });
      }
    } finally {
      await server.close();
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    return [
      { label: 'event-loop delay, max (median of runs)', value: median(delays), unit: 'ms', budget: 100 },
      { label: 'clone and tree (median)', value: median(durations), unit: 'ms' },
    ];
  },
};
