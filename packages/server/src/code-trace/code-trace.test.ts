import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODE_PATTERN_MESSAGES, type CodeScan, type CodeTrace } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { gitCli, startGitHttpServer, type TestGitServer } from '../test/git-http-server.js';
import { editRow } from '../test/reviews.js';
import { teamWorkspace } from '../test/workspaces.js';
import { CODE_SCAN_MESSAGES } from './code-trace-store.js';

const TOKEN = 'glpat-codeTraceTokenThatMustNeverLeak42';
const LOGIN_TEST = [
  "import { it } from 'vitest';",
  '',
  "it('REQ-1 signs the user in', () => {});",
  '// REQ-2 and REQ-404 (no such requirement)',
].join('\n');

const codeTraceSpec = {
  columns: [
    { field: 'req_id', headerName: 'ID' },
    { field: 'description', headerName: 'Description' },
  ],
  rows: [
    { id: 'r1', req_id: 'REQ-1', description: 'The system shall sign the user in.' },
    { id: 'r2', req_id: 'REQ-2', description: 'The system shall log sign-ins.' },
    { id: 'r3', req_id: 'REQ-3', description: 'The system shall export the log.' },
  ],
};

const traceUrl = (specId: string) => `/api/specs/${specId}/code-trace`;
const scansUrl = (specId: string) => `/api/specs/${specId}/code-scans`;

async function keepSpec(user: SignedInTestUser, workspaceId?: string): Promise<string> {
  const body = {
    title: 'Sign-in',
    spec: codeTraceSpec,
    ...(workspaceId ? { workspace_id: workspaceId } : {}),
  };
  const created = await user.client.post('/api/specs', body);
  if (created.statusCode !== 200) throw new Error(`Not kept: ${created.statusCode} ${created.body}`);
  return created.json<{ spec: { id: string } }>().spec.id;
}

/** Polls the trace until its scan is no longer running. */
async function finishedTrace(user: SignedInTestUser, specId: string): Promise<CodeTrace> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const trace = (await user.client.get(traceUrl(specId))).json<CodeTrace>();
    if (trace.scan?.state !== 'running') return trace;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The scan did not finish');
}

describeEachDatabase('drift from code', (database) => {
  let app: App;
  let remote: TestGitServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'specwright-code-trace-'));
    remote = await startGitHttpServer(TOKEN, { 'test/login.test.ts': LOGIN_TEST, 'README.md': '# App\n' });
    app = await buildTestApp(database(), testConfig({ ALLOW_LOCAL_GIT_REMOTES: 'true', DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await app.close();
    await remote.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function repositoryOf(user: SignedInTestUser): Promise<string> {
    const created = await user.client.post('/api/user/repositories', {
      name: 'App',
      github_url: remote.url,
      access_token: TOKEN,
    });
    return created.json<{ repository: { id: string } }>().repository.id;
  }

  async function pushFile(path: string, content: string): Promise<string> {
    const work = await mkdtemp(join(tmpdir(), 'specwright-code-trace-work-'));
    await gitCli(['clone', remote.bareDir, work]);
    await writeFile(join(work, path), content);
    await gitCli(['commit', '-am', 'Change'], work);
    await gitCli(['push', 'origin', 'main'], work);
    const sha = (await gitCli(['rev-parse', 'HEAD'], work)).trim();
    await rm(work, { recursive: true, force: true });
    return sha;
  }

  it('links REQ-1 to its line at the commit, marks it drifted once its text changes, and rescans', async () => {
    const user = await signUpNewUser(app, 'code-scanner');
    const specId = await keepSpec(user);
    const repositoryId = await repositoryOf(user);
    expect((await user.client.get(traceUrl(specId))).json()).toEqual({ scan: null, links: [] });

    const started = await user.client.post(scansUrl(specId), { repository_id: repositoryId, branch: 'main' });
    expect(started.statusCode).toBe(201);
    expect(started.json<CodeScan>()).toMatchObject({ state: 'running', branch: 'main', commit: null });
    expect(started.body).not.toContain(TOKEN);

    const head = (await gitCli(['--git-dir', remote.bareDir, 'rev-parse', 'main'])).trim();
    const done = await finishedTrace(user, specId);
    expect(done.scan).toMatchObject({
      state: 'done',
      commit: head,
      files_total: 2,
      files_scanned: 2,
      links_found: 2,
    });
    expect(done.links).toEqual([
      {
        row_id: 'r1',
        path: 'test/login.test.ts',
        line: 3,
        commit: head,
        fingerprint: expect.any(String),
        drifted: false,
      },
      {
        row_id: 'r2',
        path: 'test/login.test.ts',
        line: 4,
        commit: head,
        fingerprint: expect.any(String),
        drifted: false,
      },
    ]);

    await editRow(user, specId, {
      ...codeTraceSpec.rows[0],
      rowOrder: 1,
      description: 'The system shall sign in by passkey.',
    });
    const drifted = (await user.client.get(traceUrl(specId))).json<CodeTrace>();
    expect(drifted.links.map((link) => [link.row_id, link.drifted])).toEqual([
      ['r1', true],
      ['r2', false],
    ]);
    // A rescan of the same commit leaves it drifted: the text changed after the code that names it.
    await user.client.post(scansUrl(specId), { repository_id: repositoryId, branch: 'main' });
    const same = await finishedTrace(user, specId);
    expect(same.links.map((link) => [link.row_id, link.commit, link.drifted])).toEqual([
      ['r1', head, true],
      ['r2', head, false],
    ]);

    const moved = await pushFile('test/login.test.ts', `// header\n\n${LOGIN_TEST}`);
    const again = await user.client.post(scansUrl(specId), { repository_id: repositoryId, branch: 'main' });
    expect(again.statusCode).toBe(201);
    const rescanned = await finishedTrace(user, specId);
    expect(rescanned.scan?.commit).toBe(moved);
    expect(rescanned.links.map((link) => [link.row_id, link.line, link.commit, link.drifted])).toEqual([
      ['r1', 5, moved, false],
      ['r2', 6, moved, false],
    ]);
  });

  it('lets owners and editors scan with their own repository, every member read, outsiders nothing', async () => {
    const team = await teamWorkspace(app, 'code-trace');
    const specId = await keepSpec(team.owner, team.id);
    const expected = { owner: 201, editor: 201, reviewer: 403, viewer: 403, outsider: 404 } as const;
    for (const role of ['owner', 'editor', 'reviewer', 'viewer', 'outsider'] as const) {
      const member = team[role];
      const repositoryId = await repositoryOf(member);
      const started = await member.client.post(scansUrl(specId), {
        repository_id: repositoryId,
        branch: 'main',
      });
      expect([role, started.statusCode]).toEqual([role, expected[role]]);
      if (started.statusCode === 201) await finishedTrace(member, specId);
      const read = await member.client.get(traceUrl(specId));
      expect([role, read.statusCode]).toEqual([role, role === 'outsider' ? 404 : 200]);
    }
  });

  it("refuses another user's repository, a missing branch, a bad pattern and a second scan at once", async () => {
    const user = await signUpNewUser(app, 'code-refusals');
    const other = await signUpNewUser(app, 'code-other');
    const specId = await keepSpec(user);
    const repositoryId = await repositoryOf(user);
    const othersRepository = await repositoryOf(other);
    const post = (body: object) =>
      user.client.post(scansUrl(specId), { repository_id: repositoryId, branch: 'main', ...body });

    expect((await post({ repository_id: othersRepository })).statusCode).toBe(404);
    const missing = await post({ branch: 'no-such-branch' });
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      CODE_SCAN_MESSAGES.branchNotFound('no-such-branch'),
    ]);
    for (const [pattern, message] of [
      ['REQ-(', CODE_PATTERN_MESSAGES.invalid],
      ['x*', CODE_PATTERN_MESSAGES.matchesEmpty],
      ['(a+)+$', CODE_PATTERN_MESSAGES.tooComplex],
    ]) {
      const refused = await post({ pattern });
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }

    const both = await Promise.all([post({}), post({})]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((answer) => answer.statusCode === 409)?.json().message).toBe(CODE_SCAN_MESSAGES.running);
    expect((await finishedTrace(user, specId)).scan?.state).toBe('done');
  });
});
