import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { analysisTasks } from '../../db/schema.js';
import { scoreRequest } from '../../test/analysis.js';
import { buildTestApp, testConfig } from '../../test/app.js';
import { signUpNewUser } from '../../test/auth-client.js';
import { describeEachDatabase } from '../../test/database.js';
import { tasksHousekeepingStore } from '../tasks-housekeeping-store.js';
import { tasksStore } from '../tasks-store.js';
import { INTERRUPTED_MESSAGE, taskHousekeeping } from './task-housekeeping.js';

const HOUR_MS = 60 * 60 * 1000;
const twoMinutesAgo = () => new Date(Date.now() - 2 * 60 * 1000);

describeEachDatabase('task housekeeping', (database) => {
  const store = () => tasksStore({ db: database().db });
  const limits = testConfig().tasks;

  function housekeeping() {
    const resent: string[] = [];
    const run = taskHousekeeping({
      tasks: tasksHousekeepingStore({ db: database().db }),
      limits,
      resend: async (_kind, taskId) => {
        resent.push(taskId);
      },
    });
    return { run, resent };
  }

  async function setTask(taskId: string, values: Partial<typeof analysisTasks.$inferInsert>) {
    await database().db.update(analysisTasks).set(values).where(eq(analysisTasks.taskId, taskId));
  }

  it("deletes anonymous tasks a day after they finished and users' after a week", async () => {
    const app = await buildTestApp(database());
    const owner = await signUpNewUser(app, 'retention');
    await app.close();
    const twoDaysAgo = new Date(Date.now() - 48 * HOUR_MS);
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * HOUR_MS);
    const anonymousOld = await store().create('score', null, scoreRequest(1), '10.1.0.1');
    const anonymousRecent = await store().create('score', null, scoreRequest(1), '10.1.0.1');
    const userTwoDays = await store().create('score', owner.id, scoreRequest(1));
    const userEightDays = await store().create('score', owner.id, scoreRequest(1));
    const anonymousUnfinished = await store().create('score', null, scoreRequest(1), '10.1.0.1');
    await setTask(anonymousOld.taskId, { status: 'completed', updatedAt: twoDaysAgo });
    await setTask(anonymousRecent.taskId, { status: 'completed' });
    await setTask(userTwoDays.taskId, { status: 'failed', updatedAt: twoDaysAgo });
    await setTask(userEightDays.taskId, { status: 'cancelled', updatedAt: eightDaysAgo });
    await setTask(anonymousUnfinished.taskId, { updatedAt: eightDaysAgo });

    await housekeeping().run.run();

    const left = async (taskId: string) => (await store().find(taskId)) !== null;
    expect(await left(anonymousOld.taskId)).toBe(false);
    expect(await left(anonymousRecent.taskId)).toBe(true);
    expect(await left(userTwoDays.taskId)).toBe(true);
    expect(await left(userEightDays.taskId)).toBe(false);
    expect(await left(anonymousUnfinished.taskId)).toBe(true);
  });

  it('leaves a running task alone while its server says it is alive, and resumes it once silent', async () => {
    const task = await store().create('score', null, scoreRequest(1), '10.1.0.2');
    const claimed = await store().claim(task.taskId);
    expect(claimed).toMatchObject({ status: 'running', attempts: 1 });
    const { run, resent } = housekeeping();

    await run.atStartUp();
    expect(resent).not.toContain(task.taskId);
    expect(await store().find(task.taskId)).toMatchObject({ status: 'running' });

    await setTask(task.taskId, { heartbeatAt: twoMinutesAgo() });
    await run.run();
    expect(resent).toContain(task.taskId);
    expect(await store().find(task.taskId)).toMatchObject({
      status: 'queued',
      userMessage: 'Resuming after a server restart',
    });
  });

  it('fails a silent task that was resumed once already', async () => {
    const task = await store().create('score', null, scoreRequest(1), '10.1.0.3');
    await setTask(task.taskId, { status: 'running', attempts: 2, heartbeatAt: null });
    await housekeeping().run.run();
    expect(await store().find(task.taskId)).toMatchObject({ status: 'failed', error: INTERRUPTED_MESSAGE });
  });

  it('fences off a worker whose task was taken over: its progress and results are refused', async () => {
    const task = await store().create('score', null, scoreRequest(1), '10.1.0.4');
    const first = await store().claim(task.taskId);
    const firstHeld = { taskId: task.taskId, attempt: first?.attempts ?? 0 };
    await setTask(task.taskId, { heartbeatAt: twoMinutesAgo() });
    await housekeeping().run.run();
    const second = await store().claim(task.taskId);
    const secondHeld = { taskId: task.taskId, attempt: second?.attempts ?? 0 };
    expect(secondHeld.attempt).toBe(2);

    const progress = { percentage: 50, step: 'nlp', message: 'NLP analysis' };
    expect(await store().reportProgress(firstHeld, progress)).toBe(false);
    expect(await store().heartbeat([firstHeld, secondHeld])).toEqual(new Set([task.taskId]));
    expect(await store().complete(firstHeld, { value: { from: 'first' }, bytes: 17 })).toBe(false);
    expect(await store().complete(secondHeld, { value: { from: 'second' }, bytes: 17 })).toBe(true);
    expect(await store().find(task.taskId)).toMatchObject({
      status: 'completed',
      results: { from: 'second' },
    });
  });

  it('schedules the housekeeping on the job queue, once per minute across servers', async () => {
    const app = await buildTestApp(database());
    await app.close();
    const { rows } = await database().executeSql('select name, cron from pgboss.schedule');
    expect(rows).toEqual([{ name: 'analysis-housekeeping', cron: '* * * * *' }]);
  });
});
