import type { AnalysisProgress } from '@specwright/quality';

/** Thrown from onProgress to stop an analysis whose task was cancelled (or whose server is stopping). */
export class AnalysisStoppedError extends Error {
  override name = 'AnalysisStoppedError';
}

export interface ProgressReporterOptions {
  /** Stores a task's progress; false once the task is no longer running (cancelled), so the worker stops. */
  tasks: { reportProgress(taskId: string, progress: AnalysisProgress): Promise<boolean> };
  taskId: string;
  /** Aborted when the task turns out to be cancelled. */
  controller: AbortController;
  /** Least time between two stored progress reports of the same phase. */
  minIntervalMs?: number;
  now?: () => number;
}

/**
 * The worker's onProgress: stores progress at most every `minIntervalMs` and at every phase change. A
 * store that finds the task no longer running (cancelled) aborts `controller`, and every report after
 * an abort throws AnalysisStoppedError, so the engine stops at its next phase or batch.
 */
export function progressReporter({
  tasks,
  taskId,
  controller,
  minIntervalMs = 250,
  now = Date.now,
}: ProgressReporterOptions): (progress: AnalysisProgress) => Promise<void> {
  let lastStep: string | null = null;
  let lastStoredAt = Number.NEGATIVE_INFINITY;
  return async (progress) => {
    if (controller.signal.aborted) throw new AnalysisStoppedError('The analysis was stopped.');
    const time = now();
    if (progress.step === lastStep && time - lastStoredAt < minIntervalMs) return;
    lastStep = progress.step;
    lastStoredAt = time;
    const stillRunning = await tasks.reportProgress(taskId, progress);
    if (!stillRunning) {
      controller.abort(new AnalysisStoppedError('The analysis task was cancelled.'));
      throw new AnalysisStoppedError('The analysis task was cancelled.');
    }
  };
}
