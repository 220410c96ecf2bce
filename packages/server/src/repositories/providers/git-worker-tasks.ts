import type { MessagePort } from 'node:worker_threads';
import type { GitProviderStatus } from './git-provider.js';
import type { PlainGitArgs, PlainGitConnection, PlainGitOperation } from './plain-git-operations.js';

/** One plain-git operation for a git worker thread, with the port its progress reports go to. */
export interface GitWorkerTask<Operation extends PlainGitOperation = PlainGitOperation> {
  connection: PlainGitConnection;
  operation: Operation;
  args: PlainGitArgs<Operation>;
  /** Gets each progress event, then `null` once the task is over (the port keeps the order). */
  progress: MessagePort;
}

/**
 * The worker's answer: the operation's result and whether the clone was created by it, or the failure
 * already mapped to a status and a message without the token (an error's class does not cross threads).
 */
export type GitWorkerAnswer =
  | { ok: true; value: unknown; created: boolean }
  | { ok: false; status: GitProviderStatus; message: string };
