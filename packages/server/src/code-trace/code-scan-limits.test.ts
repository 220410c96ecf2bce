import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CodeTrace, DEFAULT_CODE_ID_PATTERN } from '@specwright/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { specCodeScans } from '../db/schema.js';
import {
  CODE_LINKS_LIMIT_MESSAGE,
  type CodeMatch,
  MAX_CODE_LINKS,
} from '../repositories/providers/git-code-scan.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import {
  addCodeRepository,
  codeScansUrl,
  codeTraceUrl,
  finishedCodeTrace,
  keepCodeTraceSpec,
} from '../test/code-trace.js';
import { describeEachDatabase } from '../test/database.js';
import { startGitHttpServer, type TestGitServer } from '../test/git-http-server.js';
import { finishScan } from './code-scan-run.js';
import { CODE_SCAN_MESSAGES } from './code-trace-store.js';

const TOKEN = 'glpat-codeScanLimitsTokenThatMustNeverLeak7';
const COMMIT = 'f'.repeat(40);
/** `count` places naming REQ-1, one per line of one file. */
const placesOfReq1 = (count: number): CodeMatch[] =>
  Array.from({ length: count }, (_, index): CodeMatch => ['REQ-1', 'src/ids.ts', index + 1]);
const linkRows = (trace: CodeTrace) => trace.links.map((link) => [link.row_id, link.path, link.line]);

describeEachDatabase('code scans one at a time, within limits', (database) => {
  let app: App;
  let dataDir: string;
  const remotes: Record<'login' | 'export' | 'crowded', TestGitServer | undefined> = {
    login: undefined,
    export: undefined,
    crowded: undefined,
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'specwright-code-limits-'));
    remotes.login = await startGitHttpServer(TOKEN, { 'test/login.test.ts': '// REQ-1 and REQ-2\n' });
    remotes.export = await startGitHttpServer(TOKEN, { 'src/export.ts': '// REQ-3\n' });
    remotes.crowded = await startGitHttpServer(TOKEN, { 'ids.txt': 'REQ-1\n'.repeat(MAX_CODE_LINKS + 1) });
    app = await buildTestApp(database(), testConfig({ ALLOW_LOCAL_GIT_REMOTES: 'true', DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await app.close();
    await Promise.all(Object.values(remotes).map((remote) => remote?.close()));
    await rm(dataDir, { recursive: true, force: true });
  });

  async function scannedSpec(label: string) {
    const user = await signUpNewUser(app, label);
    const specId = await keepCodeTraceSpec(user);
    const repositoryOf = (remote: keyof typeof remotes) =>
      addCodeRepository(user, remotes[remote]?.url ?? '', TOKEN);
    const login = await repositoryOf('login');
    const scan = (repository_id: string) =>
      user.client.post(codeScansUrl(specId), { repository_id, branch: 'main' });
    expect((await scan(login)).statusCode).toBe(201);
    const first = await finishedCodeTrace(user, specId);
    expect(linkRows(first)).toEqual([
      ['r1', 'test/login.test.ts', 1],
      ['r2', 'test/login.test.ts', 1],
    ]);
    return { user, specId, login, first, scan, repositoryOf };
  }

  /** A scan of the spec recorded as started `secondsFromNow` (a later one is the spec's latest). */
  const scanRecord = async (user: SignedInTestUser, specId: string, secondsFromNow: number) => {
    const [record] = await database()
      .db.insert(specCodeScans)
      .values({
        specId,
        startedBy: user.id,
        repositoryId: randomUUID(),
        branch: 'main',
        pattern: DEFAULT_CODE_ID_PATTERN,
        startedAt: new Date(Date.now() + secondsFromNow * 1000),
      })
      .returning();
    if (!record) throw new Error('Not inserted');
    return record;
  };

  it('runs one scan of a spec at a time, whichever repository the second names', async () => {
    const { user, specId, scan, repositoryOf } = await scannedSpec('code-one-at-a-time');
    const exported = await repositoryOf('export');
    // A scan of the spec with the other repository is still running (the login one's is over in milliseconds).
    const running = await scanRecord(user, specId, 0);
    const refused = await scan(exported);
    expect([refused.statusCode, refused.json().message]).toEqual([409, CODE_SCAN_MESSAGES.running]);
    await database()
      .db.update(specCodeScans)
      .set({ state: 'done', finishedAt: new Date() })
      .where(eq(specCodeScans.id, running.id));
    expect((await scan(exported)).statusCode).toBe(201);
    expect(linkRows(await finishedCodeTrace(user, specId))).toEqual([['r3', 'src/export.ts', 1]]);
  });

  it('keeps the links of the latest scan: an older or lost one finishing late writes nothing', async () => {
    const { user, specId, first } = await scannedSpec('code-latest-wins');
    const result = { commit: COMMIT, filesTotal: 1, filesScanned: 1, matches: placesOfReq1(1) };
    const older = await scanRecord(user, specId, -60);
    await finishScan(database().db, older, result);
    const [superseded] = await database()
      .db.select()
      .from(specCodeScans)
      .where(eq(specCodeScans.id, older.id));
    expect(superseded).toMatchObject({ state: 'failed', error: CODE_SCAN_MESSAGES.superseded });

    const lost = await scanRecord(user, specId, 1);
    await database()
      .db.update(specCodeScans)
      .set({ state: 'failed', error: CODE_SCAN_MESSAGES.lost })
      .where(eq(specCodeScans.id, lost.id));
    await finishScan(database().db, lost, result);
    const after = (await user.client.get(codeTraceUrl(specId))).json<CodeTrace>();
    expect(after.links).toEqual(first.links);
    expect(after.scan).toMatchObject({ id: lost.id, state: 'failed', error: CODE_SCAN_MESSAGES.lost });
  });

  it('stops a scan in the worker at the place past 50,000, the earlier links kept', async () => {
    const { user, specId, first, scan, repositoryOf } = await scannedSpec('code-crowded-worker');
    expect((await scan(await repositoryOf('crowded'))).statusCode).toBe(201);
    const stopped = await finishedCodeTrace(user, specId);
    expect(stopped.scan).toMatchObject({ state: 'failed', error: CODE_LINKS_LIMIT_MESSAGE });
    expect(stopped.links).toEqual(first.links);
  });

  it('writes 50,000 links of a scan and fails one with more, the earlier links kept', async () => {
    const { user, specId, first } = await scannedSpec('code-crowded-links');
    const places = placesOfReq1(MAX_CODE_LINKS + 1);
    const crowded = await scanRecord(user, specId, 1);
    await finishScan(database().db, crowded, {
      commit: COMMIT,
      filesTotal: 1,
      filesScanned: 1,
      matches: places,
    });
    const refused = (await user.client.get(codeTraceUrl(specId))).json<CodeTrace>();
    expect(refused.scan).toMatchObject({ state: 'failed', error: CODE_LINKS_LIMIT_MESSAGE });
    expect(refused.links).toEqual(first.links);

    const full = await scanRecord(user, specId, 2);
    const matches = places.slice(0, MAX_CODE_LINKS);
    await finishScan(database().db, full, { commit: COMMIT, filesTotal: 1, filesScanned: 1, matches });
    const written = (await user.client.get(codeTraceUrl(specId))).json<CodeTrace>();
    expect(written.scan).toMatchObject({ state: 'done', links_found: MAX_CODE_LINKS });
    expect(written.links).toHaveLength(MAX_CODE_LINKS);
  });
});
