import type { TaskStatusResponse } from '@specwright/core';
import { ANALYSIS_MESSAGES, failureMessage } from './analysis-messages';
import { type PollOutcome, pollTask } from './poll-task';
import type { RunAnalysis, TaskApi } from './task-api';

/** How an analysis runs as a background task, and how it words that task's failures. */
export interface BackgroundTaskOptions<Body, Result> {
  api: Pick<TaskApi<Body, Result>, 'start' | 'status' | 'cancel' | 'resultSchema'>;
  /** Fallback message when starting the task fails without a message of its own. */
  startFailedText: string;
  /** The message when `attempts` status checks failed in a row; `detail` says why the last one failed. */
  pollFailedText: (detail: string, attempts: number) => string;
  /** Polling stops after this many failed status checks in a row. */
  maxConsecutiveFailures: number;
  /** Whether a task the server reports cancelled shows the task's own error text, when it has one. */
  cancelledShowsTaskError: boolean;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface TaskRunnerOptions<Body, Result> {
  run: RunAnalysis<Body, Result>;
  /** Fallback message when the synchronous call fails without a message of its own. */
  runFailedText: string;
  /** Put before the message of a failed call (score analysis says 'Error: …'). */
  callFailurePrefix?: string;
  /** Without it the analysis can only run synchronously. */
  background?: BackgroundTaskOptions<Body, Result>;
}

export type TaskRunResult<Result> =
  | { kind: 'completed'; results: Result }
  | { kind: 'failed'; message: string }
  /** The run was stopped, cancelled or replaced by a newer one: there is nothing to show. */
  | { kind: 'stopped' };

export interface StartOptions {
  /** Run as a background task (progress, Cancel) rather than in one synchronous call. */
  inBackground: boolean;
  /** Every status of the background task before it ends. */
  onProgress?: (status: TaskStatusResponse) => void;
}

interface Run {
  controller: AbortController;
  taskId: string | null;
}

const STOPPED = { kind: 'stopped' } as const;
const failed = (message: string) => ({ kind: 'failed', message }) as const;

/**
 * Runs one analysis at a time, synchronously or as a background task polled every 3 s, and turns its
 * outcome into the results or the message to show. Starting again stops the run before.
 */
export function createTaskRunner<Body, Result>(options: TaskRunnerOptions<Body, Result>) {
  const { background, callFailurePrefix = '' } = options;
  let current: Run | null = null;

  function stop() {
    current?.controller.abort();
    current = null;
  }

  function pollResult(
    outcome: Exclude<PollOutcome, { kind: 'aborted' }>,
    task: BackgroundTaskOptions<Body, Result>,
  ): TaskRunResult<Result> {
    switch (outcome.kind) {
      case 'pollError':
        return failed(
          task.pollFailedText(failureMessage(outcome.error, ANALYSIS_MESSAGES.statusCheck), outcome.attempts),
        );
      case 'failed':
        return failed(outcome.status.error || ANALYSIS_MESSAGES.analysisFailed);
      case 'cancelled':
        return failed(
          (task.cancelledShowsTaskError && outcome.status.error) || ANALYSIS_MESSAGES.analysisCancelled,
        );
      case 'completed':
        try {
          return { kind: 'completed', results: task.api.resultSchema.parse(outcome.status.results) };
        } catch {
          return failed(ANALYSIS_MESSAGES.noResults);
        }
    }
  }

  async function runInBackground(
    run: Run,
    body: Body,
    task: BackgroundTaskOptions<Body, Result>,
    onProgress: (status: TaskStatusResponse) => void,
  ): Promise<TaskRunResult<Result>> {
    const started = await task.api.start(body);
    if (current !== run) return STOPPED;
    run.taskId = started.task_id;
    const outcome = await pollTask({
      taskId: started.task_id,
      fetchStatus: task.api.status,
      onProgress,
      signal: run.controller.signal,
      maxConsecutiveFailures: task.maxConsecutiveFailures,
      ...(task.sleep ? { sleep: task.sleep } : {}),
    });
    if (outcome.kind === 'aborted' || current !== run) return STOPPED;
    current = null;
    return pollResult(outcome, task);
  }

  /** Runs the analysis; resolves when it has ended, a failed call included. */
  async function start(
    body: Body,
    { inBackground, onProgress = () => {} }: StartOptions,
  ): Promise<TaskRunResult<Result>> {
    const task = inBackground ? background : undefined;
    if (inBackground && !task) throw new Error('This analysis has no background task.');
    stop();
    const run: Run = { controller: new AbortController(), taskId: null };
    current = run;
    try {
      if (task) return await runInBackground(run, body, task, onProgress);
      const results = await options.run(body, run.controller.signal);
      if (current !== run) return STOPPED;
      current = null;
      return { kind: 'completed', results };
    } catch (error) {
      if (current !== run) return STOPPED;
      current = null;
      const fallback = task ? task.startFailedText : options.runFailedText;
      return failed(`${callFailurePrefix}${failureMessage(error, fallback)}`);
    }
  }

  /** Asks the server to stop the task; the message to show: the cancellation, or why asking failed. */
  async function askServerToCancel(taskId: string | null): Promise<string> {
    if (!taskId || !background) return ANALYSIS_MESSAGES.cancelledByUser;
    try {
      await background.api.cancel(taskId);
      return ANALYSIS_MESSAGES.cancelledByUser;
    } catch (error) {
      return `${ANALYSIS_MESSAGES.cancelFailed}: ${failureMessage(error, ANALYSIS_MESSAGES.cancelFailed)}`;
    }
  }

  return {
    start,
    /**
     * Cancels the run: stops waiting for it at once and asks the server to stop its task. Resolves to the
     * message to show; null when nothing runs.
     */
    cancel: (): Promise<string> | null => {
      const run = current;
      if (!run) return null;
      stop();
      return askServerToCancel(run.taskId);
    },
    /** Stops waiting for the run, without asking the server (the dialog closed or opened again). */
    stop,
  };
}
