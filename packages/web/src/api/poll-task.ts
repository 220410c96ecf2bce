import type { TaskStatusResponse } from '@specwright/core';

/** Polling interval of the task-based analyses (score analysis, basic quality review) (docs/product-rules.md, "Constants and limits"). */
export const POLL_INTERVAL_MS = 3_000;

export type PollOutcome =
  | { kind: 'completed'; status: TaskStatusResponse }
  | { kind: 'failed'; status: TaskStatusResponse }
  | { kind: 'cancelled'; status: TaskStatusResponse }
  /** The status call itself failed `attempts` times in a row. */
  | { kind: 'pollError'; error: unknown; attempts: number }
  /** The caller stopped polling (the user cancelled or closed the dialog). */
  | { kind: 'aborted' };

export interface PollTaskOptions {
  taskId: string;
  fetchStatus: (taskId: string) => Promise<TaskStatusResponse>;
  /** Every non-terminal status, for progress bars. */
  onProgress: (status: TaskStatusResponse) => void;
  signal: AbortSignal;
  /** Stop after this many status failures in a row (3 for basic review, 1 for score analysis). */
  maxConsecutiveFailures: number;
  intervalMs?: number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

const TERMINAL = new Set(['completed', 'failed', 'cancelled']);

/**
 * Polls a task until it is terminal (completed, failed or cancelled), the status call fails too often,
 * or the caller aborts. The first check happens at once, then one every interval.
 */
export async function pollTask({
  taskId,
  fetchStatus,
  onProgress,
  signal,
  maxConsecutiveFailures,
  intervalMs = POLL_INTERVAL_MS,
  sleep = abortableSleep,
}: PollTaskOptions): Promise<PollOutcome> {
  let failures = 0;
  for (;;) {
    if (signal.aborted) return { kind: 'aborted' };
    try {
      const status = await fetchStatus(taskId);
      if (signal.aborted) return { kind: 'aborted' };
      failures = 0;
      if (TERMINAL.has(status.status)) {
        return { kind: status.status as 'completed' | 'failed' | 'cancelled', status };
      }
      onProgress(status);
    } catch (error) {
      if (signal.aborted) return { kind: 'aborted' };
      failures += 1;
      if (failures >= maxConsecutiveFailures) return { kind: 'pollError', error, attempts: failures };
    }
    await sleep(intervalMs, signal);
  }
}
