import { basicReviewRequestSchema, scoreRequestSchema } from '@specwright/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TaskSettings } from '../../config/app-config.js';
import type { Database, DatabaseConnection, ExecuteSql } from '../../db/database.js';
import { AppError } from '../../http/errors.js';
import { LanguageModelError } from '../../providers/llm/language-model-error.js';
import type { AnalysisService, RunOptions } from '../analysis-service.js';
import {
  assertAnonymousStorage,
  assertStorableRequest,
  assertWithinTaskLimits,
  jsonSize,
  resultsTooLargeMessage,
} from '../task-limits.js';
import { tasksHousekeepingStore } from '../tasks-housekeeping-store.js';
import {
  type AnalysisKind,
  type AnalysisTask,
  type HeldTask,
  type TaskOwner,
  tasksStore,
} from '../tasks-store.js';
import { coalescedRun } from './coalesced-run.js';
import { heartbeatTimer } from './heartbeat-timer.js';
import { createJobQueue } from './job-queue.js';
import { progressReporter } from './progress-reporter.js';
import { HEARTBEAT_INTERVAL_MS, taskHousekeeping } from './task-housekeeping.js';

export { INTERRUPTED_MESSAGE, MAX_TASK_ATTEMPTS } from './task-housekeeping.js';
export const UNEXPECTED_FAILURE_MESSAGE = 'The analysis failed unexpectedly. Please try again.';

const queueNames: Record<AnalysisKind, string> = { score: 'analysis-score', basic: 'analysis-basic' };
/** Deletes expired tasks and resumes interrupted ones, every minute, on one of the servers. */
const housekeepingQueue = 'analysis-housekeeping';
export const analysisSchedules = { [housekeepingQueue]: '* * * * *' };
/** Every queue the analysis jobs use (e.g. to create them ahead in a test database template). */
export const analysisQueueNames = [...Object.values(queueNames), housekeepingQueue];
const jobDataSchema = z.object({ taskId: z.string() });

export interface AnalysisJobsOptions {
  db: Database;
  executeSql: ExecuteSql;
  exclusively: DatabaseConnection['exclusively'];
  log: FastifyBaseLogger;
  analysis: AnalysisService;
  /** Limits per owner, sizes and retention of stored tasks. */
  limits: TaskSettings;
  /**
   * Whether other servers may use the database (PostgreSQL): then this server's workers also look for
   * jobs the others queue. On the embedded database they start with the first job this server queues.
   */
  sharedDatabase: boolean;
  pollingIntervalSeconds?: number;
  progressIntervalMs?: number;
  heartbeatIntervalMs?: number;
  /**
   * Gives the disk space of deleted requests back for reuse (the embedded database, which has no
   * autovacuum: VACUUM and CHECKPOINT); run after a task's request is deleted, one run at a time.
   */
  reclaimSpace?: () => Promise<void>;
  /** Runs after a task completed (e.g. to log the quality review); its failure is logged, the task stays completed. */
  onCompleted?: (task: AnalysisTask, results: unknown, durationSeconds: number) => Promise<void>;
}

function failureMessage(error: unknown): string {
  if (error instanceof AppError || error instanceof LanguageModelError) return error.message;
  return UNEXPECTED_FAILURE_MESSAGE;
}

/**
 * Asynchronous score analyses and basic quality reviews: stored tasks run by pg-boss workers. Every server on the
 * database runs workers; a task is claimed by one (its `attempts` fences off any other), which says it is
 * alive while it works, so a task whose server died is resumed by the housekeeping.
 */
export function createAnalysisJobs(options: AnalysisJobsOptions) {
  const { db, log, analysis, limits } = options;
  const tasks = tasksStore({ db });
  const inFlight = new Map<string, { held: HeldTask; controller: AbortController }>();
  const heartbeat = heartbeatTimer({
    intervalMs: options.heartbeatIntervalMs ?? HEARTBEAT_INTERVAL_MS,
    beat: async () => {
      const entries = [...inFlight.values()];
      const stillHeld = await tasks.heartbeat(entries.map((entry) => entry.held));
      // Cancelled (maybe on another server) or taken over: stop working on it.
      for (const entry of entries) if (!stillHeld.has(entry.held.taskId)) entry.controller.abort();
    },
    onError: (error) => log.error({ err: error }, 'Could not record that the running analyses are alive'),
  });

  const reclaimer = coalescedRun(
    () => options.reclaimSpace?.() ?? Promise.resolve(),
    (error) => log.error({ err: error }, 'Could not reclaim the space of deleted analysis requests'),
  );
  const reclaimSpace = () => {
    if (options.reclaimSpace) reclaimer.request();
  };

  async function failAndReclaim(held: HeldTask, error: string): Promise<void> {
    await tasks.fail(held, error);
    reclaimSpace();
  }

  function runTask(task: AnalysisTask, runOptions: RunOptions): Promise<unknown> {
    if (task.kind === 'score') {
      return analysis.score(scoreRequestSchema.parse(task.request), runOptions);
    }
    return analysis.basicReview(basicReviewRequestSchema.parse(task.request), runOptions);
  }

  async function finish(task: AnalysisTask, held: HeldTask, results: unknown, startedAt: number) {
    const bytes = jsonSize(results);
    if (bytes > limits.maxBytes) {
      await failAndReclaim(held, resultsTooLargeMessage(bytes, limits));
      return;
    }
    const completed = await tasks
      .complete(held, { value: results, bytes }, (counts) => assertAnonymousStorage(counts, bytes, limits))
      .catch(async (error: unknown) => {
        if (!(error instanceof AppError)) throw error;
        await failAndReclaim(held, error.message);
        return false;
      });
    reclaimSpace();
    if (!completed) return;
    const seconds = (performance.now() - startedAt) / 1000;
    await options.onCompleted?.(task, results, seconds).catch((error: unknown) => {
      log.error({ err: error, taskId: held.taskId }, 'Could not log the completed analysis');
    });
  }

  async function work(data: unknown): Promise<void> {
    const { taskId } = jobDataSchema.parse(data);
    const task = await tasks.claim(taskId);
    if (!task) return;
    const held: HeldTask = { taskId, attempt: task.attempts };
    const controller = new AbortController();
    inFlight.set(taskId, { held, controller });
    heartbeat.start();
    const onProgress = progressReporter({
      tasks: { reportProgress: (_taskId, progress) => tasks.reportProgress(held, progress) },
      taskId,
      controller,
      minIntervalMs: options.progressIntervalMs,
    });
    const startedAt = performance.now();
    try {
      const results = await runTask(task, { onProgress, signal: controller.signal });
      await finish(task, held, results, startedAt);
    } catch (error) {
      // Cancelled: the task already says so. Server stopping: it is released and resumed by the next start.
      if (controller.signal.aborted) return;
      if (!(error instanceof AppError)) log.error({ err: error, taskId }, 'Analysis task failed');
      await failAndReclaim(held, failureMessage(error));
    } finally {
      inFlight.delete(taskId);
    }
  }

  const housekeeping = taskHousekeeping({
    tasks: tasksHousekeepingStore({ db }),
    limits,
    resend: (kind, taskId) => queue.send(queueNames[kind], { taskId }),
  });

  const queue = createJobQueue({
    executeSql: options.executeSql,
    exclusively: options.exclusively,
    log,
    handlers: {
      [queueNames.score]: work,
      [queueNames.basic]: work,
      [housekeepingQueue]: async () => {
        await housekeeping.run();
        reclaimSpace();
      },
    },
    schedules: analysisSchedules,
    onlySendersWork: !options.sharedDatabase,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
  });

  return {
    tasks,

    /**
     * Stores the task and queues it; the caller has validated the request. 413 when the request is larger
     * than a task may store, 429 when its owner already has too many tasks (see assertWithinTaskLimits).
     */
    async submit(kind: AnalysisKind, owner: TaskOwner, request: unknown): Promise<AnalysisTask> {
      const bytes = jsonSize(request);
      assertStorableRequest(bytes, limits);
      const task = await tasks.createWithin(kind, owner, { value: request, bytes }, (counts) =>
        assertWithinTaskLimits(counts, owner, bytes, limits),
      );
      await queue.send(queueNames[kind], { taskId: task.taskId });
      return task;
    },

    /** Cancels a queued or running task (a running one stops at its next progress report or heartbeat). */
    async cancel(taskId: string): Promise<boolean> {
      const cancelled = await tasks.cancel(taskId);
      inFlight.get(taskId)?.controller.abort();
      if (cancelled) reclaimSpace();
      return cancelled;
    },

    /**
     * Starts the workers and the housekeeping schedule, after the start-up round: tasks left unfinished by
     * a server that stopped are resumed from their stored request (or fail with INTERRUPTED_MESSAGE when
     * they were resumed once already), and finished tasks past their retention are deleted.
     */
    async start(): Promise<void> {
      await queue.start();
      await housekeeping.atStartUp();
    },

    /** Stops running analyses (released, to be resumed by the next start), the heartbeat and the workers. */
    async stop(): Promise<void> {
      heartbeat.stop();
      await reclaimer.idle();
      const entries = [...inFlight.values()];
      for (const entry of entries) entry.controller.abort();
      await tasks.release(entries.map((entry) => entry.held)).catch((error: unknown) => {
        log.error({ err: error }, 'Could not release the running analyses');
      });
      await queue.stop();
    },
  };
}

export type AnalysisJobs = ReturnType<typeof createAnalysisJobs>;
