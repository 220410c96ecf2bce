import pino from 'pino';
import { expect, it } from 'vitest';
import type { ExecuteSql } from '../../db/database.js';
import { deferred } from '../../test/analysis.js';
import { describeEachDatabase } from '../../test/database.js';
import { createJobQueue } from './job-queue.js';

describeEachDatabase('job queue', (database) => {
  it('runs a sent job, and writes nothing once stopped even when a handler outlives stop()', async () => {
    let stopped = false;
    let statementsAfterStop = 0;
    const executeSql: ExecuteSql = (text, values) => {
      if (stopped) statementsAfterStop++;
      return database().executeSql(text, values);
    };
    const entered = deferred<unknown>();
    const release = deferred();
    let finished = false;
    const queue = createJobQueue({
      executeSql,
      log: pino({ enabled: false }),
      handlers: {
        'test-slow': async (data) => {
          entered.resolve(data);
          await release.promise;
          finished = true;
        },
      },
      pollingIntervalSeconds: 0.5,
      stopTimeoutMs: 1_000,
    });
    await queue.send('test-slow', { taskId: 't-1' });
    expect(await entered.promise).toEqual({ taskId: 't-1' });
    await queue.stop();
    stopped = true;
    release.resolve();
    await expect.poll(() => finished).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(statementsAfterStop).toBe(0);
    await expect(queue.send('test-slow', {})).rejects.toThrow('The job queue is stopped');
  });
});
