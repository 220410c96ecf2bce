import { JUNIT_MESSAGES, type RequirementFile } from '@specwright/core';
import { Piscina } from 'piscina';
import { AppError } from '../http/errors.js';
import { workerModule } from '../startup/worker-module.js';
import type { JunitImport } from './junit-import.js';

/** A report to read and the spec to match it to. */
export interface JunitTask {
  junit: string;
  file: RequirementFile;
}

/** An idle import thread is kept this long for the next report. */
const IDLE_WORKER_MS = 5 * 60 * 1000;

/** A report read longer than this is stopped with its thread, so one report cannot hold every import. */
export const JUNIT_TASK_TIMEOUT_MS = 30_000;

const startPool = (keepThread: boolean) =>
  new Piscina<JunitTask, JunitImport>({
    ...workerModule(import.meta.url, 'junit-worker'),
    minThreads: keepThread ? 1 : 0,
    maxThreads: 1,
    idleTimeout: IDLE_WORKER_MS,
  });

/**
 * One worker thread that reads JUnit reports and matches them to a spec (junit-worker.ts): a 50 MB report
 * takes seconds, which would hold every other request. A listening server starts it at once (`start`),
 * so no import waits for the thread; tests through `inject` on first use. Reports wait in its queue; a
 * report read longer than `timeoutMs` (its wait in the queue counts) ends its thread and answers 503.
 */
export function createJunitPool({ timeoutMs = JUNIT_TASK_TIMEOUT_MS }: { timeoutMs?: number } = {}) {
  let pool: Piscina<JunitTask, JunitImport> | null = null;
  return {
    start: () => {
      pool ??= startPool(true);
    },
    read: async (task: JunitTask): Promise<JunitImport> => {
      pool ??= startPool(false);
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return await pool.run(task, { signal });
      } catch (error) {
        if (signal.aborted) throw new AppError(503, JUNIT_MESSAGES.tooSlow, { cause: error });
        throw error;
      }
    },
    close: async () => {
      await pool?.destroy();
    },
  };
}

export type JunitPool = ReturnType<typeof createJunitPool>;
