import { basicReviewRequestSchema, scoreRequestSchema } from '@specwright/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database, ExecuteSql } from '../db/database.js';
import { AppError } from '../errors.js';
import { LanguageModelError } from '../providers/llm/language-model-error.js';
import { type RunOptions, runBasicReview, runScoreAnalysis } from '../services/analysis.js';
import type { AnalysisDependencies } from '../services/analysis-engine.js';
import { type AnalysisKind, type AnalysisTask, tasksStore } from '../services/tasks.js';
import { createJobQueue } from './job-queue.js';
import { progressReporter } from './progress-reporter.js';

export const INTERRUPTED_MESSAGE =
  'The server restarted while this analysis was running. Please start it again.';
export const UNEXPECTED_FAILURE_MESSAGE = 'The analysis failed unexpectedly. Please try again.';
/** A task interrupted by a restart is resumed once; interrupted again, it is marked failed. */
export const MAX_TASK_ATTEMPTS = 2;
/** Finished tasks (and their results) are kept this long for the client to fetch, then deleted at start-up. */
export const TASK_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

const queueNames: Record<AnalysisKind, string> = { score: 'analysis-score', basic: 'analysis-basic' };
const jobDataSchema = z.object({ taskId: z.string() });

export interface AnalysisJobsOptions {
  db: Database;
  executeSql: ExecuteSql;
  log: FastifyBaseLogger;
  dependencies: AnalysisDependencies;
  pollingIntervalSeconds?: number;
  progressIntervalMs?: number;
  /** Runs after a task completed (e.g. to log the review); its failure is logged, the task stays completed. */
  onCompleted?: (task: AnalysisTask, results: unknown, durationSeconds: number) => Promise<void>;
}

function failureMessage(error: unknown): string {
  if (error instanceof AppError || error instanceof LanguageModelError) return error.message;
  return UNEXPECTED_FAILURE_MESSAGE;
}

/** Asynchronous score analyses and basic reviews: stored tasks run by pg-boss workers in this process. */
export function createAnalysisJobs(options: AnalysisJobsOptions) {
  const { db, log, dependencies } = options;
  const tasks = tasksStore(db);
  const inFlight = new Map<string, AbortController>();

  function runTask(task: AnalysisTask, runOptions: RunOptions): Promise<unknown> {
    if (task.kind === 'score') {
      return runScoreAnalysis(dependencies, scoreRequestSchema.parse(task.request), runOptions);
    }
    return runBasicReview(dependencies, basicReviewRequestSchema.parse(task.request), runOptions);
  }

  async function work(data: unknown): Promise<void> {
    const { taskId } = jobDataSchema.parse(data);
    const task = await tasks.claim(taskId);
    if (!task) return;
    const controller = new AbortController();
    inFlight.set(taskId, controller);
    const onProgress = progressReporter(tasks, taskId, controller, {
      minIntervalMs: options.progressIntervalMs,
    });
    const startedAt = performance.now();
    try {
      const results = await runTask(task, { onProgress, signal: controller.signal });
      if (await tasks.complete(taskId, results)) {
        const seconds = (performance.now() - startedAt) / 1000;
        await options.onCompleted?.(task, results, seconds).catch((error: unknown) => {
          log.error({ err: error, taskId }, 'Could not log the completed analysis');
        });
      }
    } catch (error) {
      // Cancelled: the task already says so. Server stopping: it stays running and is resumed at start-up.
      if (controller.signal.aborted) return;
      if (!(error instanceof AppError)) log.error({ err: error, taskId }, 'Analysis task failed');
      await tasks.fail(taskId, failureMessage(error));
    } finally {
      inFlight.delete(taskId);
    }
  }

  const queue = createJobQueue({
    executeSql: options.executeSql,
    log,
    handlers: { [queueNames.score]: work, [queueNames.basic]: work },
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });

  return {
    tasks,

    /** Stores the task and queues it; the caller has validated the request. */
    async submit(kind: AnalysisKind, ownerId: string | null, request: unknown): Promise<AnalysisTask> {
      const task = await tasks.create(kind, ownerId, request);
      await queue.send(queueNames[kind], { taskId: task.taskId });
      return task;
    },

    /** Cancels a queued or running task (a running one stops at its next progress report). */
    async cancel(taskId: string): Promise<boolean> {
      const cancelled = await tasks.cancel(taskId);
      inFlight.get(taskId)?.abort();
      return cancelled;
    },

    /**
     * Tasks left queued or running by the previous server process: each is resumed from its stored
     * request, unless it was already resumed once, then it fails with INTERRUPTED_MESSAGE. Also deletes
     * tasks finished more than TASK_RETENTION_MS ago.
     */
    async recoverInterrupted(): Promise<void> {
      await tasks.deleteFinishedBefore(new Date(Date.now() - TASK_RETENTION_MS));
      for (const task of await tasks.unfinished()) {
        if (task.attempts >= MAX_TASK_ATTEMPTS) {
          await tasks.fail(task.taskId, INTERRUPTED_MESSAGE);
          continue;
        }
        await tasks.requeue(task.taskId);
        const kind: AnalysisKind = task.kind === 'basic' ? 'basic' : 'score';
        await queue.send(queueNames[kind], { taskId: task.taskId });
      }
    },

    /** Stops running analyses (they stay running, to be resumed by the next start) and the workers. */
    async stop(): Promise<void> {
      for (const controller of inFlight.values()) controller.abort();
      await queue.stop();
    },
  };
}

export type AnalysisJobs = ReturnType<typeof createAnalysisJobs>;
