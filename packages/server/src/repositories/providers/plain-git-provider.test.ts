import { chmod, mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitCli, startGitHttpServer, type TestGitServer } from '../../test/git-http-server.js';
import { LOCAL_REMOTE_REFUSED } from '../remote-address.js';
import { forgeCompareUrl } from './forge-compare-url.js';
import { gitCacheFolder, pruneGitCache } from './git-cache.js';
import { GitProviderError } from './git-provider.js';
import { PLAIN_GIT_MESSAGES, sanitizeGitMessage, toGitProviderError } from './plain-git-errors.js';
import { plainGitProvider } from './plain-git-provider.js';

const TOKEN = 'glpat-secret-token-4711';
const SEED = {
  'README.md': '# Seed\n',
  'specs/login.spec.json': '{"rows":[]}\n',
  'src/app.ts': 'export {};\n',
};

let server: TestGitServer;
let cacheDir: string;

beforeAll(async () => {
  server = await startGitHttpServer(TOKEN, SEED);
  cacheDir = await mkdtemp(join(tmpdir(), 'specwright-git-cache-'));
});

afterAll(async () => {
  await server?.close();
  if (cacheDir) await rm(cacheDir, { recursive: true, force: true });
});

const provider = (token = TOKEN) => plainGitProvider({ url: server.url, token, allowLocal: true, cacheDir });

/** The provider's failure, checked to be a GitProviderError that does not quote the token. */
async function failure(promise: Promise<unknown>): Promise<GitProviderError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GitProviderError);
  const providerError = error as GitProviderError;
  expect(providerError.message).not.toContain(TOKEN);
  expect(String(providerError.stack)).not.toContain(TOKEN);
  return providerError;
}

describe('plainGitProvider reading', () => {
  it('lists the default branch with file types', async () => {
    const { branch, files } = await provider().tree();
    expect(branch).toBe('main');
    expect(files).toEqual([
      { path: 'README.md', name: 'README.md', type: 'markdown', isImportable: false },
      { path: 'specs/login.spec.json', name: 'login.spec.json', type: 'spec', isImportable: true },
      { path: 'src/app.ts', name: 'app.ts', type: 'code', isImportable: false },
    ]);
  });

  it('reads a file and the status of the default branch', async () => {
    expect(await provider().content('specs/login.spec.json')).toEqual({
      path: 'specs/login.spec.json',
      content: SEED['specs/login.spec.json'],
    });
    const sha = (await gitCli(['--git-dir', server.bareDir, 'rev-parse', 'main'])).trim();
    expect(await provider().status()).toEqual({ branch: 'main', sha });
  });

  it('answers 404 for a missing file or branch', async () => {
    expect((await failure(provider().content('nowhere.md'))).status).toBe(404);
    expect((await failure(provider().tree('no-such-branch'))).status).toBe(404);
  });
});

describe('plainGitProvider writing', () => {
  it('creates a branch once, commits two files on it and publishes the branch', async () => {
    const main = (await gitCli(['--git-dir', server.bareDir, 'rev-parse', 'main'])).trim();
    expect(await provider().createBranch('feature/specs', 'main')).toEqual({
      branch: 'feature/specs',
      sha: main,
    });
    expect((await gitCli(['--git-dir', server.bareDir, 'rev-parse', 'feature/specs'])).trim()).toBe(main);
    expect((await failure(provider().createBranch('feature/specs', 'main'))).status).toBe(409);

    const commit = await provider().commit({
      branch: 'feature/specs',
      message: 'Specs from Specwright',
      files: [
        { path: 'specs/auth/signup.spec.json', content: '{"rows":[1]}\n' },
        { path: 'README.md', content: '# Changed\n' },
      ],
    });
    const bare = ['--git-dir', server.bareDir];
    expect((await gitCli([...bare, 'rev-parse', 'feature/specs'])).trim()).toBe(commit.sha);
    expect((await gitCli([...bare, 'log', '-1', '--format=%s', 'feature/specs'])).trim()).toBe(
      'Specs from Specwright',
    );
    expect((await gitCli([...bare, 'rev-parse', 'feature/specs~1'])).trim()).toBe(main);
    expect(await gitCli([...bare, 'show', 'feature/specs:specs/auth/signup.spec.json'])).toBe(
      '{"rows":[1]}\n',
    );
    expect(await gitCli([...bare, 'show', 'feature/specs:README.md'])).toBe('# Changed\n');
    expect(await gitCli([...bare, 'show', 'feature/specs:specs/login.spec.json'])).toBe(
      SEED['specs/login.spec.json'],
    );
    expect(await gitCli([...bare, 'show', 'feature/specs:src/app.ts'])).toBe(SEED['src/app.ts']);
    await gitCli([...bare, 'fsck', '--strict']);
    // main is untouched, and the provider reads the new commit back.
    expect((await gitCli([...bare, 'rev-parse', 'main'])).trim()).toBe(main);
    expect((await provider().content('README.md', 'feature/specs')).content).toBe('# Changed\n');

    const outcome = await provider().pullRequest({
      title: 'Specs',
      body: 'New specs',
      head: 'feature/specs',
      base: 'main',
    });
    expect(outcome).toEqual({
      kind: 'pushed',
      head: 'feature/specs',
      base: 'main',
      compare_url: null,
      message:
        'The branch feature/specs was pushed. Open the pull request on your git host: plain git remotes have no pull request API.',
    });
  });

  it('serializes concurrent commits on one clone so that both land', async () => {
    await provider().createBranch('feature/both', 'main');
    const commit = (path: string) =>
      provider().commit({ branch: 'feature/both', message: `Add ${path}`, files: [{ path, content: path }] });
    const [first, second] = await Promise.all([commit('one.md'), commit('two.md')]);
    const bare = ['--git-dir', server.bareDir];
    expect((await gitCli([...bare, 'rev-parse', 'feature/both'])).trim()).toBe(second.sha);
    expect((await gitCli([...bare, 'rev-parse', 'feature/both~1'])).trim()).toBe(first.sha);
    expect(await gitCli([...bare, 'show', 'feature/both:one.md'])).toBe('one.md');
  });

  it('answers 403 with the reason when a hook of the host refuses the push', async () => {
    await provider().createBranch('locked', 'main');
    const hook = join(server.bareDir, 'hooks', 'pre-receive');
    await writeFile(hook, '#!/bin/sh\necho "locked is protected" >&2\nexit 1\n');
    await chmod(hook, 0o755);
    try {
      const files = [{ path: 'x.md', content: 'x' }];
      const error = await failure(provider().commit({ branch: 'locked', message: 'm', files }));
      expect(error.status).toBe(403);
      expect(error.message).toMatch(/^The repository refused the push: .*pre-receive hook declined/);
    } finally {
      await rm(hook);
    }
  });

  it('answers 404 for a pull request from a branch that exists nowhere', async () => {
    const error = await failure(
      provider().pullRequest({ title: 't', body: '', head: 'ghost', base: 'main' }),
    );
    expect(error.status).toBe(404);
  });
});

describe('plainGitProvider refusals', () => {
  it('answers 401 for a wrong token without quoting it', async () => {
    const wrong = 'wrong-token-0815';
    const error = await failure(provider(wrong).status());
    expect(error).toMatchObject({ status: 401, message: PLAIN_GIT_MESSAGES.tokenRefused });
    expect(error.message).not.toContain(wrong);
  });

  it('refuses a loopback address without connecting when local remotes are not allowed', async () => {
    const before = server.requests();
    const https = server.url.replace('http:', 'https:');
    const local = plainGitProvider({ url: https, token: TOKEN, allowLocal: false, cacheDir });
    expect(await failure(local.tree())).toMatchObject({ status: 400, message: LOCAL_REMOTE_REFUSED });
    expect(
      await failure(local.commit({ branch: 'main', message: 'm', files: [{ path: 'a', content: '' }] })),
    ).toMatchObject({ status: 400 });
    const plainHttp = plainGitProvider({ url: server.url, token: TOKEN, allowLocal: false, cacheDir });
    expect((await failure(plainHttp.status())).status).toBe(400);
    expect(server.requests()).toBe(before);
  });

  it('answers 502 when nothing answers at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const url = `http://127.0.0.1:${port}/repo.git`;
    const error = await failure(plainGitProvider({ url, token: TOKEN, allowLocal: true, cacheDir }).status());
    expect(error).toMatchObject({ status: 502, message: PLAIN_GIT_MESSAGES.unreachable });
  });

  it('refuses unsafe paths and branch names before any request', async () => {
    const before = server.requests();
    expect((await failure(provider().content('../etc/passwd'))).status).toBe(400);
    const files = [{ path: '.git/config', content: '' }];
    expect((await failure(provider().commit({ branch: 'main', message: 'm', files }))).status).toBe(400);
    expect((await failure(provider().createBranch('bad..name', 'main'))).status).toBe(400);
    expect(server.requests()).toBe(before);
  });
});

describe('the clone cache', () => {
  it('removes the least recently used clones beyond the limit, never the one in use', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'specwright-git-prune-'));
    try {
      for (const [name, age] of [
        ['old', 3000],
        ['middle', 2000],
        ['new', 1000],
      ] as const) {
        await mkdir(join(dir, name, 'objects'), { recursive: true });
        await writeFile(join(dir, name, 'objects', 'pack'), Buffer.alloc(100));
        const used = new Date(Date.now() - age * 1000);
        await utimes(join(dir, name), used, used);
      }
      expect(await pruneGitCache(dir, 250)).toEqual([join(dir, 'old')]);
      expect((await readdir(dir)).sort()).toEqual(['middle', 'new']);

      // A fresh clone prunes the cache after itself: with a tiny limit only the new clone stays.
      const tiny = plainGitProvider({
        url: server.url,
        token: TOKEN,
        allowLocal: true,
        cacheDir: dir,
        maxCacheBytes: 1,
      });
      await tiny.status();
      expect(await readdir(dir)).toEqual([gitCacheFolder(dir, server.url).slice(dir.length + 1)]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('plain git helpers', () => {
  it('builds compare URLs for known forges only', () => {
    expect(forgeCompareUrl('https://gitlab.example.com/team/app.git', 'feature/x', 'main')).toBe(
      'https://gitlab.example.com/team/app/-/merge_requests/new?merge_request[source_branch]=feature%2Fx&merge_request[target_branch]=main',
    );
    expect(forgeCompareUrl('https://codeberg.org/team/app.git', 'feature/x', 'main')).toBe(
      'https://codeberg.org/team/app/compare/main...feature/x',
    );
    expect(forgeCompareUrl('https://user:pw@bitbucket.org/team/app.git/', 'x', 'main')).toBe(
      'https://bitbucket.org/team/app/pull-requests/new?source=x&dest=main',
    );
    expect(forgeCompareUrl('https://git.example.com/team/app.git', 'x', 'main')).toBeNull();
  });

  it('maps library and network failures to statuses', () => {
    const pushError = (reason: string) => ({
      code: 'GitPushError',
      data: { prettyDetails: `\n  - refs/heads/x: ${reason}` },
    });
    const cases: [unknown, number][] = [
      [{ code: 'HttpError', data: { statusCode: 401 } }, 401],
      [{ code: 'HttpError', data: { statusCode: 404 } }, 404],
      [{ code: 'HttpError', data: { statusCode: 500 } }, 502],
      [{ code: 'EREFUSEDADDRESS' }, 400],
      [{ code: 'ECONNRESET' }, 502],
      [{ code: 'PushRejectedError' }, 409],
      [pushError('failed to update ref (non-fast-forward)'), 409],
      [pushError(`protected branch ${TOKEN}`), 403],
      [new Error(`https://x:${TOKEN}@host failed`), 502],
    ];
    for (const [error, status] of cases) {
      const mapped = toGitProviderError(error, TOKEN);
      expect(mapped.status).toBe(status);
      expect(mapped.message).not.toContain(TOKEN);
    }
  });

  it('removes the token and URL credentials from a message', () => {
    expect(
      sanitizeGitMessage(`fetch https://oauth2:${TOKEN}@git.example.com/a.git failed: ${TOKEN}`, TOKEN),
    ).toBe('fetch https://git.example.com/a.git failed: ***');
  });
});
