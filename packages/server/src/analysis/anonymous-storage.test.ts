import { scoreRequestSchema } from '@specwright/core';
import { scoreRequirements } from '@specwright/quality';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import type { App } from '../app.js';
import { analysisTasks } from '../db/schema.js';
import { buildAnalysisTestApp, deferred, pollTask, scoreRequest } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { signUpNewUser, TestClient } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { ANONYMOUS_STORAGE_FULL_MESSAGE, jsonSize } from './task-limits.js';

const START_URL = '/api/analyze/score/async';
const ROWS = 20;
/** The bytes one request of ROWS rows is stored with. */
const requestBytes = jsonSize(scoreRequestSchema.parse(scoreRequest(ROWS)));

describeEachDatabase('storage of signed-out analyses', (database) => {
  const apps: App[] = [];
  const gate = { current: deferred() };
  afterEach(async () => {
    gate.current.resolve();
    gate.current = deferred();
    for (const app of apps.splice(0)) await app.close();
    await database().db.delete(analysisTasks);
  });

  /** An app whose engine waits for `gate` (so tasks stay queued or running), or fails with `failure`. */
  async function appWith(env: Record<string, string>, failure?: Error): Promise<App> {
    const held = gate.current.promise;
    const app = await buildAnalysisTestApp(
      database(),
      {
        qualityEngine: {
          scoreRequirements: async (inputs, options) => {
            await held;
            if (failure) throw failure;
            return scoreRequirements(inputs, options);
          },
        },
      },
      testConfig({ TASK_MAX_UNFINISHED: '100', ...env }),
    );
    apps.push(app);
    return app;
  }

  const start = (app: App, address: string) =>
    new TestClient(app, undefined, address).post(START_URL, scoreRequest(ROWS));

  async function storedTask(taskId: string) {
    const [task] = await database()
      .db.select({ status: analysisTasks.status, request: analysisTasks.request })
      .from(analysisTasks)
      .where(eq(analysisTasks.taskId, taskId));
    return task;
  }

  async function storedBytesOf(taskId: string) {
    const [task] = await database()
      .db.select({ bytes: analysisTasks.storedBytes })
      .from(analysisTasks)
      .where(eq(analysisTasks.taskId, taskId));
    return task?.bytes;
  }

  it('deletes the request of a cancelled or failed task at once; the task keeps its status', async () => {
    const app = await appWith({});
    const started = await start(app, '203.0.113.1');
    const taskId: string = started.json().task_id;
    expect((await storedTask(taskId))?.request).toMatchObject({ requirements: expect.any(Array) });
    const cancel = await app.inject({ method: 'DELETE', url: `/api/analyze/score/cancel/${taskId}` });
    expect(cancel.statusCode).toBe(200);
    expect(await storedTask(taskId)).toEqual({ status: 'cancelled', request: null });
    expect(await storedBytesOf(taskId)).toBe(0);

    const failing = await appWith({}, new Error('engine broke'));
    gate.current.resolve();
    const failed = (await start(failing, '203.0.113.2')).json().task_id as string;
    await pollTask((url) => failing.inject({ url }), `/api/analyze/score/status/${failed}`);
    expect(await storedTask(failed)).toEqual({ status: 'failed', request: null });
    expect(await storedBytesOf(failed)).toBe(0);
  });

  it('counts the bytes of a stored request', async () => {
    const app = await appWith({});
    const taskId: string = (await start(app, '203.0.113.4')).json().task_id;
    expect(await storedBytesOf(taskId)).toBe(requestBytes);
  });

  it('limits the bytes kept per address, an IPv6 /64 counting as one address (429), and refuses a larger request (413)', async () => {
    const app = await appWith({ ANONYMOUS_STORAGE_BYTES_PER_ADDRESS: String(2 * requestBytes) });
    expect((await start(app, '2001:db8:0:1::1')).statusCode).toBe(200);
    expect((await start(app, '2001:db8:0:1::2')).statusCode).toBe(200);
    const refused = await start(app, '2001:db8:0:1:ffff::9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Signed-out analyses from your network already take \d+ KB of the \d+ KB set aside for each\. Sign in, or try again once they are deleted \(1 day after they end\)\.$/,
    );
    expect((await start(app, '2001:db8:0:2::1')).statusCode).toBe(200);
    const user = await signUpNewUser(app, 'storage');
    expect((await user.client.post(START_URL, scoreRequest(ROWS))).statusCode).toBe(200);

    const tooLarge = await new TestClient(app, undefined, '203.0.113.3').post(
      START_URL,
      scoreRequest(3 * ROWS),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(
      /^This analysis takes \d+ KB; signed out, an analysis may take at most \d+ KB\. Sign in, or analyze fewer requirements at a time\.$/,
    );
  });

  it('counts the tasks of every address of an IPv6 /64 as one owner', async () => {
    const app = await appWith({ TASK_MAX_UNFINISHED: '1' });
    expect((await start(app, '2001:db8:5:6::1')).statusCode).toBe(200);
    expect((await start(app, '2001:db8:5:6:abcd::2')).statusCode).toBe(429);
    expect((await start(app, '2001:db8:5:7::1')).statusCode).toBe(200);
  });

  it('keeps all signed-out work within ANONYMOUS_STORAGE_BYTES under 10 concurrent requests (429)', async () => {
    const app = await appWith({ ANONYMOUS_STORAGE_BYTES: String(3 * requestBytes + 100) });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => start(app, `198.51.100.${i + 1}`)),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429, 429, 429, 429, 429]);
    for (const answer of answers.filter((each) => each.statusCode === 429)) {
      expect(answer.json()).toEqual({ error: 'Too Many Requests', message: ANONYMOUS_STORAGE_FULL_MESSAGE });
    }
    const [usage] = await database()
      .db.select({ bytes: sql<number>`sum(${analysisTasks.storedBytes})::float8` })
      .from(analysisTasks)
      .where(isNull(analysisTasks.ownerId));
    expect(Number(usage?.bytes)).toBe(3 * requestBytes);
  });
});
