import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHttpServer, type TestGitServer } from '../../test/git-http-server.js';
import { LOCAL_REMOTE_REFUSED } from '../remote-address.js';
import { type GitProgressEvent, GitProviderError } from './git-provider.js';
import { runInGitWorker } from './git-worker-pool.js';
import { plainGitProvider } from './plain-git-provider.js';

const TOKEN = 'event-loop-token-0123456789';
/**
 * 6000 files of 1 KB of random text and one of 4 MB: about 10 MB, thousands of objects to inflate, hash and
 * index. Cloned on the event loop, this held it for 250 ms at a time on a 2-core machine (`npm run bench --
 * git-clone` measures the delay; a timing is no test on a shared machine).
 */
const FILE_COUNT = 6000;
/**
 * The share of the clone's time the event loop was busy, at most. Cloned on the event loop it is busy
 * most of the time (0.7 here, the rest waiting on the network); in the worker it mostly waits (0.04), busy only with the test's own git server
 * and the progress messages.
 */
const MAX_LOOP_UTILIZATION = 0.3;

let server: TestGitServer;
let cacheDir: string;

beforeAll(async () => {
  const files: Record<string, string> = {};
  for (let index = 0; index < FILE_COUNT; index++) {
    files[`data/${index % 30}/file-${index}.txt`] = randomBytes(512).toString('hex');
  }
  files['data/large.txt'] = randomBytes(2 * 1024 * 1024).toString('hex');
  server = await startGitHttpServer(TOKEN, files);
  cacheDir = await mkdtemp(join(tmpdir(), 'specwright-git-loop-'));
}, 60_000);

afterAll(async () => {
  await server?.close();
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

describe('a clone of a large repository', () => {
  it('keeps the event loop answering and reports its progress', async () => {
    const events: GitProgressEvent[] = [];
    const provider = plainGitProvider({
      url: server.url,
      token: TOKEN,
      allowLocal: true,
      cacheDir,
      onProgress: (event) => events.push(event),
    });
    const before = performance.eventLoopUtilization();
    const { files } = await provider.tree();
    const { utilization } = performance.eventLoopUtilization(before);
    expect(files).toHaveLength(FILE_COUNT + 1);
    expect(events.some((event) => event.phase === 'Receiving objects')).toBe(true);
    expect(utilization).toBeLessThan(MAX_LOOP_UTILIZATION);
  }, 120_000);
});

describe('the git worker', () => {
  it('applies the remote-address check itself when local remotes are not allowed', async () => {
    const before = server.requests();
    const url = server.url.replace('http:', 'https:');
    const connection = {
      url,
      token: TOKEN,
      allowLocal: false,
      gitdir: join(cacheDir, 'unchecked'),
      author: { name: 'Test', email: 'test@example.test' },
    };
    // Sent straight to the worker, past the provider's own check of the URL.
    const failure = await runInGitWorker(connection, 'status', []).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GitProviderError);
    expect(failure).toMatchObject({ status: 400, message: LOCAL_REMOTE_REFUSED });
    expect(server.requests()).toBe(before);
  });
});
