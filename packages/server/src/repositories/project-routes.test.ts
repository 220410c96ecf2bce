import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_COMMIT_BYTES, MAX_COMMIT_FILES, REPOSITORY_MESSAGES } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { gitCli, startGitHttpServer, type TestGitServer } from '../test/git-http-server.js';
import { readTestLog } from '../test/log-capture.js';

const TOKEN = 'glpat-projectRoutesTokenThatMustNeverLeak42';
const spec = JSON.stringify({
  columns: [{ field: 'description' }],
  rows: [{ id: 'R1', description: 'Log in' }],
});

describeEachDatabase('project routes on a plain git remote', (database) => {
  let app: App;
  let remote: TestGitServer;
  let dataDir: string;
  let repositoryUrl: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'specwright-project-routes-'));
    remote = await startGitHttpServer(TOKEN, { 'specs/login.spec.json': spec, 'README.md': '# Specs\n' });
    app = await buildTestApp(database(), testConfig({ ALLOW_LOCAL_GIT_REMOTES: 'true', DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await app.close();
    await remote.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function ownerWithRepository(name: string) {
    const user = await signUpNewUser(app, name);
    const created = await user.client.post('/api/user/repositories', {
      name: 'Specs',
      github_url: remote.url,
      access_token: TOKEN,
    });
    const { repository } = created.json<{ repository: { id: string } }>();
    repositoryUrl = `/api/project/user/repositories/${repository.id}`;
    return { user, base: repositoryUrl };
  }

  it('browses, branches, commits and pushes; the commit is in the bare repository', async () => {
    const { user, base } = await ownerWithRepository('project-owner');
    const tree = await user.client.get(`${base}/tree`);
    expect(tree.statusCode).toBe(200);
    expect(tree.json().tree.files).toEqual(
      expect.arrayContaining([
        { path: 'specs/login.spec.json', name: 'login.spec.json', type: 'spec', isImportable: true },
        { path: 'README.md', name: 'README.md', type: 'markdown', isImportable: false },
      ]),
    );
    const content = await user.client.get(`${base}/file/content?path=specs/login.spec.json`);
    expect(content.json()).toEqual({ path: 'specs/login.spec.json', content: spec });
    const status = await user.client.get(`${base}/status`);
    expect(status.json().status.branch).toBe('main');

    const branch = await user.client.post(`${base}/branch`, {
      branch_name: 'feature/1-specwright',
      base_branch: 'main',
    });
    expect(branch.statusCode).toBe(200);
    const again = await user.client.post(`${base}/branch`, {
      branch_name: 'feature/1-specwright',
      base_branch: 'main',
    });
    expect(again.statusCode).toBe(409);

    const changed = spec.replace('Log in', 'Log in with a password');
    const commit = await user.client.post(`${base}/commit`, {
      branch: 'feature/1-specwright',
      commit_message: 'Specs: log in with a password',
      files: [{ path: 'specs/login.spec.json', content: changed }],
    });
    expect(commit.statusCode).toBe(200);
    expect(
      await gitCli(['--git-dir', remote.bareDir, 'log', '-1', '--format=%s', 'feature/1-specwright']),
    ).toBe('Specs: log in with a password\n');
    expect(
      await gitCli(['--git-dir', remote.bareDir, 'show', 'feature/1-specwright:specs/login.spec.json']),
    ).toBe(changed);
    const pull = await user.client.post(`${base}/pull-request`, {
      title: 'Log in with a password',
      head: 'feature/1-specwright',
      base: 'main',
    });
    expect(pull.json()).toMatchObject({ kind: 'pushed', head: 'feature/1-specwright', base: 'main' });

    const listed = (await user.client.get('/api/user/repositories')).json().repositories[0];
    expect(listed.last_accessed).not.toBeNull();
    for (const answer of [tree, content, status, branch, commit, pull])
      expect(answer.body).not.toContain(TOKEN);
    expect(readTestLog().some((line) => line.includes(TOKEN))).toBe(false);
  });

  it('refuses unsafe paths and branch names with 400, before reaching the remote', async () => {
    const { user, base } = await ownerWithRepository('project-paths');
    const before = remote.requests();
    for (const path of ['../etc/passwd', '/etc/passwd', 'specs/../../x', '.git/config', 'a//b']) {
      const answer = await user.client.get(`${base}/file/content?path=${encodeURIComponent(path)}`);
      expect(answer.statusCode).toBe(400);
    }
    const commit = await user.client.post(`${base}/commit`, {
      branch: 'main..x',
      commit_message: 'x',
      files: [{ path: 'a.json', content: '{}' }],
    });
    expect(commit.statusCode).toBe(400);
    const noMessage = await user.client.post(`${base}/commit`, {
      branch: 'feature/x',
      commit_message: ' ',
      files: [{ path: 'a.json', content: '{}' }],
    });
    expect(noMessage.json().message).toContain('Please enter a commit message');
    expect(remote.requests()).toBe(before);
  });

  it('answers 404 on every route for another user’s repository, and 401 signed out', async () => {
    const { base } = await ownerWithRepository('project-owner-2');
    const other = await signUpNewUser(app, 'project-other');
    const calls = [
      other.client.get(`${base}/tree`),
      other.client.get(`${base}/file/content?path=README.md`),
      other.client.get(`${base}/status`),
      other.client.post(`${base}/branch`, { branch_name: 'feature/y', base_branch: 'main' }),
      other.client.post(`${base}/commit`, {
        branch: 'main',
        commit_message: 'x',
        files: [{ path: 'a.json', content: '{}' }],
      }),
      other.client.post(`${base}/pull-request`, { title: 'x', head: 'feature/y', base: 'main' }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(REPOSITORY_MESSAGES.notFound);
    }
    expect((await app.inject({ method: 'GET', url: `${base}/tree` })).statusCode).toBe(401);
  });

  it('answers 413 for a commit request over 25 MB and 400 for over 200 files or a file over 20 MB', async () => {
    const { user, base } = await ownerWithRepository('project-limits');
    const before = remote.requests();
    const commit = (files: { path: string; content: string }[]) =>
      user.client.post(`${base}/commit`, { branch: 'feature/big', commit_message: 'Big', files });
    const huge = await commit([
      { path: 'a.json', content: 'x'.repeat(13 * 1024 * 1024) },
      { path: 'b.json', content: 'y'.repeat(13 * 1024 * 1024) },
    ]);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: 'Payload Too Large',
      message: expect.stringContaining('the limit is 25 MB'),
    });
    const tooMany = await commit(
      Array.from({ length: MAX_COMMIT_FILES + 1 }, (_, i) => ({ path: `f${i}.json`, content: '{}' })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('files');
    const bigFile = await commit([{ path: 'a.json', content: 'x'.repeat(MAX_COMMIT_BYTES + 1) }]);
    expect(bigFile.statusCode).toBe(400);
    expect(bigFile.json().message).toContain('files.0.content');
    for (const answer of [huge, tooMany, bigFile]) expect(answer.body).not.toContain('"stack"');
    expect(remote.requests()).toBe(before);
  });

  it('shows the progress of a running operation on the repository, to its owner only', async () => {
    const { user, base } = await ownerWithRepository('project-progress');
    expect((await user.client.get(`${base}/progress`)).json()).toEqual({ progress: null });
    let settled = false;
    const tree = user.client.get(`${base}/tree?branch=main`).finally(() => {
      settled = true;
    });
    const seen: string[] = [];
    while (!settled) {
      const answer = (await user.client.get(`${base}/progress`)).json();
      if (answer.progress) seen.push(answer.progress.phase);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect((await tree).statusCode).toBe(200);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[0]).toBe('Reading the files');
    expect((await user.client.get(`${base}/progress`)).json()).toEqual({ progress: null });
    const other = await signUpNewUser(app, 'project-progress-other');
    const foreign = await other.client.get(`${base}/progress`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(REPOSITORY_MESSAGES.notFound);
  });

  it('validates spec, JSON, YAML and Markdown files', async () => {
    const user = await signUpNewUser(app, 'project-validate');
    const validate = (fileType: string, content: string) =>
      user.client.post(`/api/project/file/validate?file_type=${fileType}`, { content });
    expect((await validate('spec', spec)).json()).toEqual({ valid: true, errors: [] });
    expect((await validate('spec', '{"rows": []}')).json()).toEqual({
      valid: false,
      errors: ['Invalid JSON structure: missing or invalid columns array'],
    });
    expect((await validate('json', '{')).json().valid).toBe(false);
    expect((await validate('yaml', 'a: [1, 2')).json().valid).toBe(false);
    expect((await validate('yaml', 'a: 1\nb: [2]\n')).json()).toEqual({ valid: true, errors: [] });
    expect((await validate('markdown', '# Title\n```\ncode\n')).json().errors).toEqual([
      'A ``` code block is not closed.',
    ]);
  });
});
