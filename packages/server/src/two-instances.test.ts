import { scoreRequirements } from '@specwright/quality';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { analysisTasks } from './db/schema.js';
import { pollTask, scoreRequest } from './test/analysis.js';
import { testConfig } from './test/app.js';
import { TestClient, uniqueEmail } from './test/auth-client.js';
import { createEmptyPostgresDatabase, type PostgresTestDatabase, testDatabaseUrl } from './test/database.js';

const SIGN_IN_LIMIT = 4;
const statusUrl = (taskId: string) => `/api/analyze/score/status/${taskId}`;

/**
 * Two servers on one new PostgreSQL database, started at the same moment, as behind a load balancer: they
 * share sessions, analysis tasks, the job queue and the rate limits.
 */
describe.runIf(testDatabaseUrl)('two servers on one PostgreSQL database', () => {
  let database: PostgresTestDatabase;
  let first: App;
  let second: App;
  /** Which server's engine ran each analysis. */
  const ranOn: string[] = [];

  function server(name: string, databaseUrl: string): Promise<App> {
    const config = testConfig({
      DATABASE_URL: databaseUrl,
      AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT),
      TASK_MAX_UNFINISHED: '20',
    });
    return buildApp(config, {
      logger: false,
      qualityModel: null,
      jobPollingIntervalSeconds: 0.5,
      qualityEngine: {
        scoreRequirements: async (inputs, options) => {
          ranOn.push(name);
          await new Promise((resolve) => setTimeout(resolve, 300));
          return scoreRequirements(inputs, options);
        },
      },
    });
  }

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(testDatabaseUrl ?? '');
    [first, second] = await Promise.all([server('first', database.url), server('second', database.url)]);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  /** A client of `app` holding the cookies of `client` (another server's client). */
  function sameBrowserOn(app: App, client: TestClient): TestClient {
    const other = new TestClient(app, client.origin, client.remoteAddress);
    for (const [name, value] of client.cookies) other.cookies.set(name, value);
    return other;
  }

  it('signs in on one server and is signed in on the other', async () => {
    const email = uniqueEmail('two-servers');
    const onFirst = new TestClient(first);
    expect((await onFirst.signUp(email)).statusCode).toBe(200);
    const onSecond = sameBrowserOn(second, onFirst);
    const session = await onSecond.get('/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json().user.email).toBe(email);

    const signedIn = new TestClient(second);
    expect((await signedIn.signIn(email)).statusCode).toBe(200);
    expect((await sameBrowserOn(first, signedIn).get('/api/auth/get-session')).json().user.email).toBe(email);
  });

  it("starts an analysis on one server and reads it on the other (a signed-in user's task)", async () => {
    const onFirst = new TestClient(first);
    expect((await onFirst.signUp(uniqueEmail('task-owner'))).statusCode).toBe(200);
    const started = await onFirst.post('/api/analyze/score/async', scoreRequest(3));
    expect(started.statusCode, started.body).toBe(200);
    const onSecond = sameBrowserOn(second, onFirst);
    const done = await pollTask((url) => onSecond.get(url), statusUrl(started.json().task_id));
    expect(done.status).toBe('completed');
    expect(done.results).toMatchObject({ scores: [{ id: 'R1' }, { id: 'R2' }, { id: 'R3' }] });
    expect((await new TestClient(second).get(statusUrl(started.json().task_id))).statusCode).toBe(404);
  });

  it('both servers work the queued analyses, each analysis exactly once', async () => {
    ranOn.length = 0;
    const client = new TestClient(first);
    const taskIds: string[] = [];
    for (let i = 0; i < 8; i++) {
      const started = await client.post('/api/analyze/score/async', scoreRequest(1));
      expect(started.statusCode, started.body).toBe(200);
      taskIds.push(started.json().task_id);
    }
    for (const taskId of taskIds) {
      expect((await pollTask((url) => client.get(url), statusUrl(taskId))).status).toBe('completed');
    }
    expect(ranOn).toHaveLength(taskIds.length);
    expect(ranOn).toContain('first');
    expect(ranOn).toContain('second');
    const connection = await openDatabase(
      { dataDir: '/unused', databaseUrl: database.url },
      { recordStart: false },
    );
    try {
      const tasks = await connection.db
        .select({ attempts: analysisTasks.attempts })
        .from(analysisTasks)
        .where(inArray(analysisTasks.taskId, taskIds));
      expect(tasks.map((task) => task.attempts)).toEqual(taskIds.map(() => 1));
    } finally {
      await connection.close();
    }
  });

  it('counts the rate limits across both servers', async () => {
    const remoteAddress = '10.99.0.1';
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
      const client = new TestClient(i % 2 === 0 ? first : second, undefined, remoteAddress);
      statuses.push((await client.signIn('nobody@example.com', 'wrong password')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
