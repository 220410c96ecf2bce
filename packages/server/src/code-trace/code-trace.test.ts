import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CODE_PATTERN_MESSAGES, type CodeScan, type CodeTrace } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import {
  addCodeRepository,
  codeScansUrl,
  codeTraceSpec,
  codeTraceUrl,
  finishedCodeTrace,
  keepCodeTraceSpec,
} from '../test/code-trace.js';
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

  const repositoryOf = (user: SignedInTestUser) => addCodeRepository(user, remote.url, TOKEN);

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
    const specId = await keepCodeTraceSpec(user);
    const repositoryId = await repositoryOf(user);
    expect((await user.client.get(codeTraceUrl(specId))).json()).toEqual({ scan: null, links: [] });

    const started = await user.client.post(codeScansUrl(specId), {
      repository_id: repositoryId,
      branch: 'main',
    });
    expect(started.statusCode).toBe(201);
    expect(started.json<CodeScan>()).toMatchObject({ state: 'running', branch: 'main', commit: null });
    expect(started.body).not.toContain(TOKEN);

    const head = (await gitCli(['--git-dir', remote.bareDir, 'rev-parse', 'main'])).trim();
    const done = await finishedCodeTrace(user, specId);
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
        fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
        drifted: false,
      },
      {
        row_id: 'r2',
        path: 'test/login.test.ts',
        line: 4,
        commit: head,
        fingerprint: expect.stringMatching(/^[0-9a-f]{16}$/),
        drifted: false,
      },
    ]);

    await editRow(user, specId, {
      ...codeTraceSpec.rows[0],
      rowOrder: 1,
      description: 'The system shall sign in by passkey.',
    });
    const drifted = (await user.client.get(codeTraceUrl(specId))).json<CodeTrace>();
    expect(drifted.links.map((link) => [link.row_id, link.drifted])).toEqual([
      ['r1', true],
      ['r2', false],
    ]);
    // A rescan of the same commit leaves it drifted: the text changed after the code that names it.
    await user.client.post(codeScansUrl(specId), { repository_id: repositoryId, branch: 'main' });
    const same = await finishedCodeTrace(user, specId);
    expect(same.links.map((link) => [link.row_id, link.commit, link.drifted])).toEqual([
      ['r1', head, true],
      ['r2', head, false],
    ]);

    const moved = await pushFile('test/login.test.ts', `// header\n\n${LOGIN_TEST}`);
    const again = await user.client.post(codeScansUrl(specId), {
      repository_id: repositoryId,
      branch: 'main',
    });
    expect(again.statusCode).toBe(201);
    const rescanned = await finishedCodeTrace(user, specId);
    expect(rescanned.scan?.commit).toBe(moved);
    expect(rescanned.links.map((link) => [link.row_id, link.line, link.commit, link.drifted])).toEqual([
      ['r1', 5, moved, false],
      ['r2', 6, moved, false],
    ]);
  });

  it('lets owners and editors scan with their own repository, every member read, outsiders nothing', async () => {
    const team = await teamWorkspace(app, 'code-trace');
    const specId = await keepCodeTraceSpec(team.owner, team.id);
    const expected = { owner: 201, editor: 201, reviewer: 403, viewer: 403, outsider: 404 } as const;
    for (const role of ['owner', 'editor', 'reviewer', 'viewer', 'outsider'] as const) {
      const member = team[role];
      const repositoryId = await repositoryOf(member);
      const started = await member.client.post(codeScansUrl(specId), {
        repository_id: repositoryId,
        branch: 'main',
      });
      expect([role, started.statusCode]).toEqual([role, expected[role]]);
      if (started.statusCode === 201) await finishedCodeTrace(member, specId);
      const read = await member.client.get(codeTraceUrl(specId));
      expect([role, read.statusCode]).toEqual([role, role === 'outsider' ? 404 : 200]);
    }
  });

  it("refuses another user's repository, a missing branch, a bad pattern and a second scan at once", async () => {
    const user = await signUpNewUser(app, 'code-refusals');
    const other = await signUpNewUser(app, 'code-other');
    const specId = await keepCodeTraceSpec(user);
    const repositoryId = await repositoryOf(user);
    const othersRepository = await repositoryOf(other);
    const post = (body: object) =>
      user.client.post(codeScansUrl(specId), { repository_id: repositoryId, branch: 'main', ...body });

    expect((await post({ repository_id: othersRepository })).statusCode).toBe(404);
    const missing = await post({ branch: 'no-such-branch' });
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      CODE_SCAN_MESSAGES.branchNotFound('no-such-branch'),
    ]);
    for (const [pattern, message] of [
      ['REQ-(', CODE_PATTERN_MESSAGES.invalid],
      ['x*', CODE_PATTERN_MESSAGES.matchesEmpty],
      ['(a)\\1', CODE_PATTERN_MESSAGES.unsupported],
      ['REQ-\\d{1,500}', CODE_PATTERN_MESSAGES.tooLarge],
    ]) {
      const refused = await post({ pattern });
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }

    const both = await Promise.all([post({}), post({})]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((answer) => answer.statusCode === 409)?.json().message).toBe(CODE_SCAN_MESSAGES.running);
    expect((await finishedCodeTrace(user, specId)).scan?.state).toBe('done');
  });
});
