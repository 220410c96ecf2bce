import type { AnalysisProgress } from '@specwright/quality';
import { and, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { analysisTasks } from '../db/schema.js';

export const analysisKinds = ['score', 'basic'] as const;
export type AnalysisKind = (typeof analysisKinds)[number];

export type AnalysisTask = typeof analysisTasks.$inferSelect;

const unfinishedStatuses = ['queued', 'running'];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `taskId` can be a task id at all (anything else is simply not found). */
export function isTaskId(taskId: string): boolean {
  return uuidPattern.test(taskId);
}

/** The analysis_tasks table: every status change is one conditional UPDATE, so races resolve in SQL. */
export function tasksStore(db: Database) {
  const byId = (taskId: string) => eq(analysisTasks.taskId, taskId);
  const whileRunning = (taskId: string) => and(byId(taskId), eq(analysisTasks.status, 'running'));

  return {
    async create(kind: AnalysisKind, ownerId: string | null, request: unknown): Promise<AnalysisTask> {
      const [task] = await db
        .insert(analysisTasks)
        .values({ kind, ownerId, request, userMessage: 'Waiting to start' })
        .returning();
      if (!task) throw new Error('The analysis task was not stored');
      return task;
    },

    async find(taskId: string): Promise<AnalysisTask | null> {
      if (!isTaskId(taskId)) return null;
      const [task] = await db.select().from(analysisTasks).where(byId(taskId));
      return task ?? null;
    },

    /** queued → running for exactly one worker; null when the task is gone, cancelled or already taken. */
    async claim(taskId: string): Promise<AnalysisTask | null> {
      const [task] = await db
        .update(analysisTasks)
        .set({ status: 'running', attempts: sql`${analysisTasks.attempts} + 1`, userMessage: 'Starting' })
        .where(and(byId(taskId), eq(analysisTasks.status, 'queued')))
        .returning();
      return task ?? null;
    },

    /** Stores progress; false when the task is no longer running (cancelled), so the worker stops. */
    async reportProgress(taskId: string, progress: AnalysisProgress): Promise<boolean> {
      const updated = await db
        .update(analysisTasks)
        .set({
          progressPercentage: Math.max(0, Math.min(99, Math.round(progress.percentage))),
          currentStep: progress.step,
          userMessage: progress.message,
        })
        .where(whileRunning(taskId))
        .returning({ taskId: analysisTasks.taskId });
      return updated.length > 0;
    },

    async complete(taskId: string, results: unknown): Promise<boolean> {
      const updated = await db
        .update(analysisTasks)
        .set({
          status: 'completed',
          results,
          progressPercentage: 100,
          currentStep: 'completed',
          userMessage: 'Analysis complete',
        })
        .where(whileRunning(taskId))
        .returning({ taskId: analysisTasks.taskId });
      return updated.length > 0;
    },

    async fail(taskId: string, error: string): Promise<void> {
      await db
        .update(analysisTasks)
        .set({ status: 'failed', error, currentStep: 'error', userMessage: 'Analysis failed' })
        .where(and(byId(taskId), inArray(analysisTasks.status, unfinishedStatuses)));
    },

    /** Cancels a queued or running task; false when it had already finished. */
    async cancel(taskId: string): Promise<boolean> {
      const updated = await db
        .update(analysisTasks)
        .set({ status: 'cancelled', currentStep: 'cancelled', userMessage: 'Analysis cancelled by user' })
        .where(and(byId(taskId), inArray(analysisTasks.status, unfinishedStatuses)))
        .returning({ taskId: analysisTasks.taskId });
      return updated.length > 0;
    },

    /** Tasks a previous server process left queued or running. */
    async unfinished(): Promise<Pick<AnalysisTask, 'taskId' | 'kind' | 'attempts'>[]> {
      return db
        .select({ taskId: analysisTasks.taskId, kind: analysisTasks.kind, attempts: analysisTasks.attempts })
        .from(analysisTasks)
        .where(inArray(analysisTasks.status, unfinishedStatuses));
    },

    /** Deletes finished tasks (with their stored requests and results) last changed before `before`. */
    async deleteFinishedBefore(before: Date): Promise<number> {
      const deleted = await db
        .delete(analysisTasks)
        .where(and(notInArray(analysisTasks.status, unfinishedStatuses), lt(analysisTasks.updatedAt, before)))
        .returning({ taskId: analysisTasks.taskId });
      return deleted.length;
    },

    /** Puts an interrupted task back in the queue, from the start. */
    async requeue(taskId: string): Promise<void> {
      await db
        .update(analysisTasks)
        .set({
          status: 'queued',
          progressPercentage: 0,
          currentStep: '',
          userMessage: 'Resuming after a server restart',
        })
        .where(and(byId(taskId), inArray(analysisTasks.status, unfinishedStatuses)));
    },
  };
}

export type TasksStore = ReturnType<typeof tasksStore>;
