import { JUNIT_MESSAGES } from '@specwright/core';
import { importJunit, type JunitImport } from './junit-import.js';
import type { JunitTask } from './junit-pool.js';

/** The pool's task function, in a worker thread: a 50 MB report takes seconds to read. */
export default function importInThread(task: JunitTask): JunitImport {
  return importJunit(task.junit, task.file, JUNIT_MESSAGES.tooLarge);
}
