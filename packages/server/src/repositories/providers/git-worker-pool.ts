import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { workerModule } from '../../startup/worker-module.js';
import { type GitProgressEvent, GitProviderError } from './git-provider.js';
import type { GitWorkerAnswer, GitWorkerTask } from './git-worker-tasks.js';
import { toGitProviderError } from './plain-git-errors.js';
import type {
  PlainGitArgs,
  PlainGitConnection,
  PlainGitOperation,
  PlainGitResult,
} from './plain-git-operations.js';

/** A thread left idle this long ends (idle threads never keep the process alive). */
const IDLE_WORKER_MS = 60_000;

let pool: Piscina<GitWorkerTask, GitWorkerAnswer> | null = null;

/** The git worker threads, shared by every plain-git provider of the process, started on first use. */
function gitWorkers(): Piscina<GitWorkerTask, GitWorkerAnswer> {
  pool ??= new Piscina<GitWorkerTask, GitWorkerAnswer>({
    ...workerModule(import.meta.url, 'git-worker'),
    minThreads: 0,
    maxThreads: Math.max(2, Math.min(4, availableParallelism())),
    idleTimeout: IDLE_WORKER_MS,
  });
  return pool;
}

/**
 * Runs one plain-git operation in a git worker thread (fetching, unpacking and hashing a large clone is
 * seconds of CPU that must not hold the event loop), `onProgress` told each report in order. Answers the
 * operation's result and whether the clone was created; fails with a `GitProviderError`.
 */
export async function runInGitWorker<Operation extends PlainGitOperation>(
  connection: PlainGitConnection,
  operation: Operation,
  args: PlainGitArgs<Operation>,
  onProgress?: (event: GitProgressEvent) => void,
  signal?: AbortSignal,
): Promise<{ value: PlainGitResult<Operation>; created: boolean }> {
  const channel = new MessageChannel();
  // The worker's last message (`null`) comes after every report: the answer waits for it.
  const reported = new Promise<void>((resolve) => {
    channel.port1.on('message', (event: GitProgressEvent | null) => {
      if (event === null) resolve();
      else onProgress?.(event);
    });
    channel.port1.on('close', resolve);
  });
  try {
    const task: GitWorkerTask = { connection, operation, args, progress: channel.port2 };
    const answer = await gitWorkers().run(task, {
      transferList: [channel.port2],
      ...(signal ? { signal } : {}),
    });
    await reported;
    if (!answer.ok) throw new GitProviderError(answer.status, answer.message);
    const value = answer.value as PlainGitResult<Operation>;
    return { value, created: answer.created };
  } catch (error) {
    throw toGitProviderError(error, connection.token);
  } finally {
    channel.port1.close();
  }
}
