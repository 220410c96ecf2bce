import type { MessagePort } from 'node:worker_threads';
import type { GitProgressEvent } from './git-provider.js';
import type { GitWorkerAnswer, GitWorkerTask } from './git-worker-tasks.js';
import { toGitProviderError } from './plain-git-errors.js';
import { ensureClone, plainGitOperations } from './plain-git-operations.js';

/** isomorphic-git reports every object; the progress board needs a few reports a second and each phase's end. */
const PROGRESS_INTERVAL_MS = 100;

function progressPoster(port: MessagePort) {
  let phase = '';
  let posted = 0;
  return (event: GitProgressEvent) => {
    const now = Date.now();
    const phaseEnd = event.total !== null && event.loaded >= event.total;
    if (event.phase === phase && !phaseEnd && now - posted < PROGRESS_INTERVAL_MS) return;
    phase = event.phase;
    posted = now;
    port.postMessage(event);
  };
}

/**
 * A git worker thread's task function: one plain-git operation on a bare clone (created first when
 * missing), its progress posted to the task's port. The token never leaves this answer in a message.
 */
export default async function runGitTask(task: GitWorkerTask): Promise<GitWorkerAnswer> {
  try {
    const created = await ensureClone(task.connection);
    const operations = plainGitOperations(task.connection, progressPoster(task.progress));
    const operation = operations[task.operation] as (...args: unknown[]) => Promise<unknown>;
    return { ok: true, value: await operation(...task.args), created };
  } catch (error) {
    const failure = toGitProviderError(error, task.connection.token);
    return { ok: false, status: failure.status, message: failure.message };
  } finally {
    task.progress.postMessage(null);
    task.progress.close();
  }
}
