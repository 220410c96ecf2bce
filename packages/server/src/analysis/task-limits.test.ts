import { scoreRequirements } from '@specwright/quality';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { analysisTasks } from '../db/schema.js';
import { buildAnalysisTestApp, deferred, pollTask, scoreRequest } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { signUpNewUser, TestClient } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { formatHours } from './task-limits.js';

const START_URL = '/api/analyze/score/async';
const statusUrl = (taskId: string) => `/api/analyze/score/status/${taskId}`;

describe('formatHours', () => {
  it('says days for whole days', () => {
    expect([1, 36, 24, 168].map(formatHours)).toEqual(['1 hour', '36 hours', '1 day', '7 days']);
  });
});

describeEachDatabase('stored analysis task limits', (database) => {
  const apps: App[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  async function appWith(env: Record<string, string>, engineGate?: Promise<void>): Promise<App> {
    const app = await buildAnalysisTestApp(
      database(),
      {
        qualityEngine: {
          scoreRequirements: async (inputs, options) => {
            await engineGate;
            return scoreRequirements(inputs, options);
          },
        },
      },
      testConfig(env),
    );
    apps.push(app);
    return app;
  }

  it('limits the analyses waiting or running per user, and per client address when signed out (429)', async () => {
    const gate = deferred();
    const app = await appWith({ TASK_MAX_UNFINISHED: '1' }, gate.promise);
    try {
      const anonymous = new TestClient(app);
      expect((await anonymous.post(START_URL, scoreRequest(1))).statusCode).toBe(200);
      const refused = await anonymous.post(START_URL, scoreRequest(1));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'Too Many Requests',
        message:
          'You already have 1 analysis waiting or running; the limit is 1 at a time. Please wait for one to finish (or cancel one) and try again.',
      });
      expect((await new TestClient(app).post(START_URL, scoreRequest(1))).statusCode).toBe(200);
      const user = await signUpNewUser(app, 'limits');
      expect((await user.client.post(START_URL, scoreRequest(1))).statusCode).toBe(200);
      expect((await user.client.post(START_URL, scoreRequest(1))).statusCode).toBe(429);
    } finally {
      gate.resolve();
    }
  });

  it('limits the analyses stored per owner and says when finished ones are deleted (429)', async () => {
    const app = await appWith({ TASK_MAX_STORED: '2' });
    const client = new TestClient(app);
    for (let i = 0; i < 2; i++) {
      const started = await client.post(START_URL, scoreRequest(1));
      await pollTask((url) => client.get(url), statusUrl(started.json().task_id));
    }
    const refused = await client.post(START_URL, scoreRequest(1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have 2 analyses stored; the limit is 2. Finished analyses are deleted 1 day after they end: please try again later.',
    );
  });

  it('refuses to store a request larger than TASK_MAX_BYTES (413)', async () => {
    const app = await appWith({ TASK_MAX_BYTES: '1024' });
    const response = await new TestClient(app).post(START_URL, scoreRequest(40));
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(
      'This analysis request takes 4 KB; a stored analysis may take at most 1 KB. Please analyze fewer requirements at a time.',
    );
  });

  it('fails a task whose results are larger than TASK_MAX_BYTES instead of storing them', async () => {
    const app = await appWith({ TASK_MAX_BYTES: '2048' });
    const client = new TestClient(app);
    const started = await client.post(START_URL, scoreRequest(15));
    expect(started.statusCode, started.body).toBe(200);
    const done = await pollTask((url) => client.get(url), statusUrl(started.json().task_id));
    expect(done).toMatchObject({ status: 'failed', results: null });
    expect(done.error).toMatch(
      /^The results of this analysis take \d+ KB, more than the 2 KB a stored analysis may take\. Please analyze fewer requirements at a time\.$/,
    );
  });

  it('runs the housekeeping when its scheduled job arrives, while the server runs', async () => {
    const app = await appWith({});
    const client = new TestClient(app);
    const started = await client.post(START_URL, scoreRequest(1));
    const taskId: string = started.json().task_id;
    await pollTask((url) => client.get(url), statusUrl(taskId));
    await database()
      .db.update(analysisTasks)
      .set({ updatedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(analysisTasks.taskId, taskId));
    // What pg-boss's timekeeper does once a minute: send the scheduled queue a job.
    const boss = new PgBoss({ db: { executeSql: database().executeSql }, schedule: false, supervise: false });
    await boss.start();
    try {
      await boss.send('analysis-housekeeping', {});
      await expect
        .poll(async () => (await client.get(statusUrl(taskId))).statusCode, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(404);
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  });
});
