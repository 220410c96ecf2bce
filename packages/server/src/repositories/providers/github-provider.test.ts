import { repositoryFileEntry } from '@specwright/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { blobSha } from '../../test/github-api-repository.js';
import { type GitHubApiServer, startGitHubApiServer } from '../../test/github-api-server.js';
import { providerFailure } from '../../test/provider-failure.js';
import { githubProvider } from './github-provider.js';

const TOKEN = 'ghp_test0000provider0000token0000abcd';
const REPOSITORY_URL = 'https://github.com/acme/specs';
const FILES = {
  'README.md': '# Specs\n',
  'specs/login.json': '{"rows":[]}',
  'docs/über.md': 'Grüße — ✓\n',
  'src/app.ts': 'export {};\n',
};

let api: GitHubApiServer;

beforeEach(async () => {
  api = await startGitHubApiServer(FILES, ['vendor/lib']);
});
afterEach(() => api.close());

function provider(token = TOKEN) {
  return githubProvider({ url: REPOSITORY_URL, token, allowLocal: true, apiBaseUrl: api.baseUrl });
}

/** The method and URL of every request the fake API received. */
const sent = () => api.requests.map((request) => `${request.method} ${request.url}`);
const mainHead = () => api.repository.refs.get('heads/main') ?? '';
const commitOf = (sha: string) => api.repository.commits.get(sha);

describe('GitHub provider: reading', () => {
  it('lists the blobs of the default branch (no directories, no submodules) with the token', async () => {
    const tree = await provider().tree();
    expect(tree.branch).toBe('main');
    expect(tree.files).toEqual(
      ['README.md', 'docs/über.md', 'specs/login.json', 'src/app.ts'].map(repositoryFileEntry),
    );
    const treeSha = commitOf(mainHead())?.tree;
    expect(sent()).toEqual([
      'GET /repos/acme/specs',
      'GET /repos/acme/specs/git/ref/heads%2Fmain',
      `GET /repos/acme/specs/git/commits/${mainHead()}`,
      `GET /repos/acme/specs/git/trees/${treeSha}?recursive=true`,
    ]);
    for (const request of api.requests) {
      expect(request.headers.authorization).toBe(`token ${TOKEN}`);
      expect(request.headers.accept).toBe('application/vnd.github.v3+json');
    }
  });

  it('lists a named branch without asking for the default one, and answers a truncated tree', async () => {
    await provider().createBranch('feature/a', 'main');
    api.repository.truncated = true;
    api.requests.length = 0;
    const tree = await provider().tree('feature/a');
    expect(tree.branch).toBe('feature/a');
    expect(tree.files.map((file) => file.path)).toContain('specs/login.json');
    expect(sent()[0]).toBe('GET /repos/acme/specs/git/ref/heads%2Ffeature%2Fa');
    expect(sent()).not.toContain('GET /repos/acme/specs');
  });

  it('decodes a file from base64 to UTF-8, on the default branch or a named one', async () => {
    await expect(provider().content('docs/über.md')).resolves.toEqual({
      path: 'docs/über.md',
      content: 'Grüße — ✓\n',
    });
    await expect(provider().content('README.md', 'main')).resolves.toEqual({
      path: 'README.md',
      content: '# Specs\n',
    });
    expect(sent()).toEqual([
      'GET /repos/acme/specs/contents/docs%2F%C3%BCber.md',
      'GET /repos/acme/specs/contents/README.md?ref=main',
    ]);
  });

  it('reads a file over 1 MB, which comes without content, from its blob', async () => {
    const large = `${'x'.repeat(1024 * 1024)}✓`;
    await api.close();
    api = await startGitHubApiServer({ 'big.md': large });
    await expect(provider().content('big.md')).resolves.toEqual({ path: 'big.md', content: large });
    expect(sent()).toEqual([
      'GET /repos/acme/specs/contents/big.md',
      `GET /repos/acme/specs/git/blobs/${blobSha(large)}`,
    ]);
  });

  it('refuses a directory and a submodule with 400', async () => {
    for (const path of ['docs', 'vendor/lib']) {
      const error = await providerFailure(() => provider().content(path));
      expect([error.status, error.message]).toEqual([400, `${path} is not a file.`]);
    }
  });

  it('tells the default branch and its newest commit', async () => {
    await expect(provider().status()).resolves.toEqual({ branch: 'main', sha: mainHead() });
    expect(sent()).toEqual(['GET /repos/acme/specs', 'GET /repos/acme/specs/git/ref/heads%2Fmain']);
  });

  it('refuses unsafe paths and branch names before asking GitHub', async () => {
    expect((await providerFailure(() => provider().content('../secrets'))).status).toBe(400);
    expect((await providerFailure(() => provider().tree('bad..name'))).status).toBe(400);
    expect(api.requests).toEqual([]);
  });
});

describe('GitHub provider: writing', () => {
  it('creates a branch at the base branch head, and answers 409 when it exists', async () => {
    await expect(provider().createBranch('feature/a', 'main')).resolves.toEqual({
      branch: 'feature/a',
      sha: mainHead(),
    });
    expect(sent()).toEqual(['GET /repos/acme/specs/git/ref/heads%2Fmain', 'POST /repos/acme/specs/git/refs']);
    expect(api.requests[1]?.body).toEqual({ ref: 'refs/heads/feature/a', sha: mainHead() });

    const error = await providerFailure(() => provider().createBranch('feature/a', 'main'));
    expect([error.status, error.message]).toEqual([409, 'The branch feature/a already exists.']);
  });

  it('writes every file in one commit through the git data API, on top of the branch', async () => {
    await provider().createBranch('edit', 'main');
    const parent = mainHead();
    const baseTree = commitOf(parent)?.tree;
    api.requests.length = 0;
    const files = [
      { path: 'specs/login.json', content: '{"rows":[1]}' },
      { path: 'specs/new/ü.spec.json', content: '{"rows":["✓"]}' },
    ];
    const result = await provider().commit({ branch: 'edit', message: 'Update specs', files });

    expect(sent()).toEqual([
      'GET /repos/acme/specs/git/ref/heads%2Fedit',
      `GET /repos/acme/specs/git/commits/${parent}`,
      'POST /repos/acme/specs/git/blobs',
      'POST /repos/acme/specs/git/blobs',
      'POST /repos/acme/specs/git/trees',
      'POST /repos/acme/specs/git/commits',
      'PATCH /repos/acme/specs/git/refs/heads%2Fedit',
    ]);
    const bodies = api.requests.map((request) => request.body);
    expect(bodies[2]).toEqual({ content: '{"rows":[1]}', encoding: 'utf-8' });
    expect(bodies[3]).toEqual({ content: '{"rows":["✓"]}', encoding: 'utf-8' });
    expect(bodies[4]).toEqual({
      base_tree: baseTree,
      tree: files.map((file) => ({
        path: file.path,
        mode: '100644',
        type: 'blob',
        sha: blobSha(file.content),
      })),
    });
    const newTree = commitOf(result.sha)?.tree;
    expect(bodies[5]).toEqual({ message: 'Update specs', tree: newTree, parents: [parent] });
    expect(bodies[6]).toEqual({ sha: result.sha, force: false });
    expect(result.branch).toBe('edit');
    expect(api.repository.refs.get('heads/edit')).toBe(result.sha);
    expect(api.repository.refs.get('heads/main')).toBe(parent);

    await expect(provider().content('specs/new/ü.spec.json', 'edit')).resolves.toEqual({
      path: 'specs/new/ü.spec.json',
      content: '{"rows":["✓"]}',
    });
    const tree = await provider().tree('edit');
    expect(tree.files.map((file) => file.path)).toContain('README.md');
  });

  it('refuses a commit without files', async () => {
    const error = await providerFailure(() =>
      provider().commit({ branch: 'main', message: 'Nothing', files: [] }),
    );
    expect(error.status).toBe(400);
    expect(api.requests).toEqual([]);
  });

  it('opens a pull request, and answers 409 when one is already open for the branches', async () => {
    await provider().createBranch('edit', 'main');
    api.requests.length = 0;
    const input = { title: 'New specs', body: 'Please review.', head: 'edit', base: 'main' };
    await expect(provider().pullRequest(input)).resolves.toEqual({
      kind: 'opened',
      number: 1,
      url: 'https://github.com/acme/specs/pull/1',
    });
    expect(sent()).toEqual(['POST /repos/acme/specs/pulls']);
    expect(api.requests[0]?.body).toEqual(input);

    const error = await providerFailure(() => provider().pullRequest(input));
    expect([error.status, error.message]).toEqual([
      409,
      'A pull request from edit into main is already open.',
    ]);
  });
});
