import type { RequirementFile } from '@specwright/core';
import { Piscina } from 'piscina';
import { workerModule } from '../startup/worker-module.js';
import type { JunitImport } from './junit-import.js';

/** A report to read and the spec to match it to. */
export interface JunitTask {
  junit: string;
  file: RequirementFile;
}

/** An idle import thread is kept this long for the next report. */
const IDLE_WORKER_MS = 5 * 60 * 1000;

/**
 * One worker thread that reads JUnit reports and matches them to a spec (junit-worker.ts): a 50 MB report
 * takes seconds, which would hold every other request. Started on first use; reports wait in its queue.
 */
export function createJunitPool() {
  const pool = new Piscina<JunitTask, JunitImport>({
    ...workerModule(import.meta.url, 'junit-worker'),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_WORKER_MS,
  });
  return {
    read: (task: JunitTask): Promise<JunitImport> => pool.run(task),
    close: () => pool.destroy(),
  };
}

export type JunitPool = ReturnType<typeof createJunitPool>;
