import { scoreRequirements } from '@specwright/quality';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analysisTasks } from '../../db/schema.js';
import { buildAnalysisTestApp, deferred, pollTask, scoreRequest } from '../../test/analysis.js';
import { describeEachDatabase } from '../../test/database.js';
import { tasksStore } from '../tasks-store.js';
import { INTERRUPTED_MESSAGE } from './analysis-jobs.js';

describeEachDatabase('analysis tasks across a restart', (database) => {
  const statusUrl = (taskId: string) => `/api/analyze/score/status/${taskId}`;

  async function storeInterruptedTask(attempts: number): Promise<string> {
    const task = await tasksStore({ db: database().db }).create('score', null, scoreRequest(2));
    await database()
      .db.update(analysisTasks)
      .set({ status: 'running', attempts, progressPercentage: 40 })
      .where(eq(analysisTasks.taskId, task.taskId));
    return task.taskId;
  }

  it('resumes a task the previous process left running, from its stored request', async () => {
    const taskId = await storeInterruptedTask(1);
    const app = await buildAnalysisTestApp(database());
    try {
      const done = await pollTask((url) => app.inject({ method: 'GET', url }), statusUrl(taskId));
      expect(done).toMatchObject({ status: 'completed', progress_percentage: 100 });
    } finally {
      await app.close();
    }
  });

  it('marks a task failed when it was already resumed once', async () => {
    const taskId = await storeInterruptedTask(2);
    const app = await buildAnalysisTestApp(database());
    try {
      const status = await app.inject({ method: 'GET', url: statusUrl(taskId) });
      expect(status.json()).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE, results: null });
    } finally {
      await app.close();
    }
  });

  it('a task running when the app closes is finished by the next app on the same database', async () => {
    const entered = deferred();
    const first = await buildAnalysisTestApp(database(), {
      qualityEngine: {
        scoreRequirements: async (_inputs, options) => {
          await options?.onProgress?.({ percentage: 20, step: 'static', message: 'Static analysis' });
          entered.resolve();
          await new Promise((resolve) => setTimeout(resolve, 300));
          await options?.onProgress?.({ percentage: 45, step: 'nlp', message: 'NLP analysis' });
          throw new Error('not reached: the stop aborts the analysis first');
        },
      },
    });
    const started = await first.inject({
      method: 'POST',
      url: '/api/analyze/score/async',
      payload: scoreRequest(3),
    });
    const taskId: string = started.json().task_id;
    await entered.promise;
    await first.close();
    const [left] = await database().db.select().from(analysisTasks).where(eq(analysisTasks.taskId, taskId));
    expect(left).toMatchObject({ status: 'running', attempts: 1 });

    const second = await buildAnalysisTestApp(database());
    try {
      const done = await pollTask((url) => second.inject({ method: 'GET', url }), statusUrl(taskId));
      expect(done.status).toBe('completed');
      expect(done.results).toMatchObject({ scores: [{ id: 'R1' }, { id: 'R2' }, { id: 'R3' }] });
    } finally {
      await second.close();
    }
  });

  it('a cancelled task is not resumed', async () => {
    const taskId = await storeInterruptedTask(1);
    await tasksStore({ db: database().db }).cancel(taskId);
    const app = await buildAnalysisTestApp(database());
    try {
      const status = await app.inject({ method: 'GET', url: statusUrl(taskId) });
      expect(status.json()).toMatchObject({ status: 'cancelled' });
    } finally {
      await app.close();
    }
  });
});

describe('INTERRUPTED_MESSAGE', () => {
  it('tells the user what happened and what to do', () => {
    expect(INTERRUPTED_MESSAGE).toBe(
      'The server restarted while this analysis was running. Please start it again.',
    );
  });
});

describeEachDatabase('analysis task housekeeping and concurrency', (database) => {
  it('deletes tasks finished more than a week ago at start-up, keeping newer and unfinished ones', async () => {
    const store = tasksStore({ db: database().db });
    const old = await store.create('score', null, scoreRequest(1));
    const recent = await store.create('score', null, scoreRequest(1));
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await database()
      .db.update(analysisTasks)
      .set({ status: 'completed', updatedAt: eightDaysAgo })
      .where(eq(analysisTasks.taskId, old.taskId));
    await database()
      .db.update(analysisTasks)
      .set({ status: 'failed' })
      .where(eq(analysisTasks.taskId, recent.taskId));
    const app = await buildAnalysisTestApp(database());
    await app.close();
    expect(await store.find(old.taskId)).toBeNull();
    expect(await store.find(recent.taskId)).toMatchObject({ status: 'failed' });
  });

  it('a long analysis does not hold up the next one', async () => {
    const release = deferred();
    let calls = 0;
    const app = await buildAnalysisTestApp(database(), {
      qualityEngine: {
        scoreRequirements: async (inputs, options) => {
          calls += 1;
          if (calls === 1) await release.promise;
          return scoreRequirements(inputs, options);
        },
      },
    });
    try {
      const get = (url: string) => app.inject({ method: 'GET', url });
      const start = () =>
        app.inject({ method: 'POST', url: '/api/analyze/score/async', payload: scoreRequest(2) });
      const slow = (await start()).json().task_id;
      await expect.poll(() => calls).toBe(1);
      const quick = (await start()).json().task_id;
      expect((await pollTask(get, `/api/analyze/score/status/${quick}`)).status).toBe('completed');
      expect((await get(`/api/analyze/score/status/${slow}`)).json().status).toBe('running');
      release.resolve();
      expect((await pollTask(get, `/api/analyze/score/status/${slow}`)).status).toBe('completed');
    } finally {
      release.resolve();
      await app.close();
    }
  });
});
