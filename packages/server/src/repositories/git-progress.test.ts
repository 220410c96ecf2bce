import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGitHttpServer, type TestGitServer } from '../test/git-http-server.js';
import { startGitHubApiServer } from '../test/github-api-server.js';
import { gitProgressBoard, progressPercent } from './git-progress.js';
import type { GitProgressEvent } from './providers/git-provider.js';
import { githubProvider } from './providers/github-provider.js';
import { plainGitProvider } from './providers/plain-git-provider.js';

const TOKEN = 'progress-token-0123456789';

describe('the progress board', () => {
  it('answers a whole percentage within 0..100, or null without a total', () => {
    fc.assert(
      fc.property(fc.nat(), fc.option(fc.nat(), { nil: null }), (loaded, total) => {
        const percent = progressPercent(loaded, total);
        if (total === null || total === 0) expect(percent).toBeNull();
        else {
          expect(Number.isInteger(percent)).toBe(true);
          expect(percent).toBeGreaterThanOrEqual(0);
          expect(percent).toBeLessThanOrEqual(100);
        }
      }),
    );
    expect(progressPercent(1, 3)).toBe(33);
  });

  it('shows the newest report of the running operation and forgets it when it finishes', () => {
    const board = gitProgressBoard();
    const first = board.start('repo-1', 'Reading the files');
    expect(board.current('repo-1')).toEqual({
      phase: 'Reading the files',
      loaded: 0,
      total: null,
      percent: null,
    });
    first.report({ phase: 'Receiving objects', loaded: 5, total: 20 });
    expect(board.current('repo-1')).toEqual({
      phase: 'Receiving objects',
      loaded: 5,
      total: 20,
      percent: 25,
    });
    // A second operation takes its place; the first finishing leaves the second's progress.
    const second = board.start('repo-1', 'Committing');
    first.finish();
    expect(board.current('repo-1')?.phase).toBe('Committing');
    second.finish();
    expect(board.current('repo-1')).toBeNull();
    expect(board.current('repo-2')).toBeNull();
  });
});

describe('providers report the progress of long operations', () => {
  let remote: TestGitServer;
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = await mkdtemp(join(tmpdir(), 'specwright-progress-'));
    remote = await startGitHttpServer(TOKEN, { 'README.md': '# Specs\n', 'specs/a.spec.json': '{}' });
  });
  afterAll(async () => {
    await remote.close();
    await rm(cacheDir, { recursive: true, force: true });
  });

  it('plain git: the fetch of a clone and the push, in isomorphic-git’s phases', async () => {
    const events: GitProgressEvent[] = [];
    const provider = plainGitProvider({
      url: remote.url,
      token: TOKEN,
      allowLocal: true,
      cacheDir,
      onProgress: (event) => events.push(event),
    });
    await provider.tree();
    const phases = new Set(events.map((event) => event.phase));
    expect([...phases]).toEqual(expect.arrayContaining(['Receiving objects', 'Resolving deltas']));
    expect(events.at(-1)).toEqual({ phase: 'Resolving deltas', loaded: 4, total: 4 });
    for (const event of events) {
      expect(event.loaded).toBeGreaterThanOrEqual(0);
      if (event.total !== null) expect(event.total).toBeGreaterThan(0);
      expect(JSON.stringify(event)).not.toContain(TOKEN);
    }
    events.length = 0;
    await provider.createBranch('feature/progress', 'main');
    await provider.commit({
      branch: 'feature/progress',
      message: 'x',
      files: [{ path: 'b.json', content: '{}' }],
    });
    expect(events.length).toBeGreaterThan(0);
  });

  it('GitHub: one step for each file uploaded, then the commit', async () => {
    const api = await startGitHubApiServer({ 'README.md': '# Specs\n' });
    try {
      const events: GitProgressEvent[] = [];
      const provider = githubProvider({
        url: 'https://github.com/acme/specs',
        token: TOKEN,
        allowLocal: true,
        apiBaseUrl: api.baseUrl,
        onProgress: (event) => events.push(event),
      });
      const files = ['a', 'b', 'c'].map((name) => ({ path: `${name}.json`, content: '{}' }));
      await provider.commit({ branch: 'main', message: 'Three files', files });
      expect(events).toEqual([
        { phase: 'Uploading files', loaded: 0, total: 3 },
        { phase: 'Uploading files', loaded: 1, total: 3 },
        { phase: 'Uploading files', loaded: 2, total: 3 },
        { phase: 'Writing the commit', loaded: 3, total: 3 },
      ]);
    } finally {
      await api.close();
    }
  });
});
