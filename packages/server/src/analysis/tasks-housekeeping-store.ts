import { and, eq, isNotNull, isNull, lt, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { analysisTasks } from '../db/schema.js';
import { type AnalysisTask, failedWith, unfinishedStatuses } from './tasks-store.js';

/** A running task whose worker has not said it is alive for `seconds` (or was released by a stopping server). */
function silentFor(seconds: number): SQL | undefined {
  return and(
    eq(analysisTasks.status, 'running'),
    or(
      isNull(analysisTasks.heartbeatAt),
      lt(analysisTasks.heartbeatAt, sql`now() - make_interval(secs => ${seconds})`),
    ),
  );
}

/** The analysis_tasks queries of the housekeeping: interrupted tasks and finished ones past retention. */
export function tasksHousekeepingStore({ db }: { db: Database }) {
  const byId = (taskId: string) => eq(analysisTasks.taskId, taskId);

  return {
    /** Queued tasks (each has a job, unless the server that stored it stopped before sending one). */
    async queued(): Promise<Pick<AnalysisTask, 'taskId' | 'kind'>[]> {
      return db
        .select({ taskId: analysisTasks.taskId, kind: analysisTasks.kind })
        .from(analysisTasks)
        .where(eq(analysisTasks.status, 'queued'));
    },

    /**
     * Running tasks no server works on any more: released by a server that stopped, or silent for
     * `silentSeconds` (their server died).
     */
    async interrupted(silentSeconds: number): Promise<Pick<AnalysisTask, 'taskId' | 'kind' | 'attempts'>[]> {
      return db
        .select({ taskId: analysisTasks.taskId, kind: analysisTasks.kind, attempts: analysisTasks.attempts })
        .from(analysisTasks)
        .where(silentFor(silentSeconds));
    },

    /**
     * Deletes finished tasks (with their stored requests and results) last changed before `signedIn` (a
     * user's) or `anonymous` (nobody's).
     */
    async deleteFinishedBefore({
      signedIn,
      anonymous,
    }: {
      signedIn: Date;
      anonymous: Date;
    }): Promise<number> {
      const deleted = await db
        .delete(analysisTasks)
        .where(
          and(
            notInArray(analysisTasks.status, unfinishedStatuses),
            or(
              and(isNotNull(analysisTasks.ownerId), lt(analysisTasks.updatedAt, signedIn)),
              and(isNull(analysisTasks.ownerId), lt(analysisTasks.updatedAt, anonymous)),
            ),
          ),
        )
        .returning({ taskId: analysisTasks.taskId });
      return deleted.length;
    },

    /** Fails an interrupted task (see `interrupted`) unless a server took it up again meanwhile. */
    async failInterrupted(taskId: string, error: string, silentSeconds: number): Promise<void> {
      await db
        .update(analysisTasks)
        .set(failedWith(error))
        .where(and(byId(taskId), silentFor(silentSeconds)));
    },

    /**
     * Puts an interrupted task (see `interrupted`) back in the queue, from the start; false when a server
     * took it up again meanwhile.
     */
    async requeue(taskId: string, silentSeconds: number): Promise<boolean> {
      const updated = await db
        .update(analysisTasks)
        .set({
          status: 'queued',
          progressPercentage: 0,
          currentStep: '',
          userMessage: 'Resuming after a server restart',
          heartbeatAt: null,
        })
        .where(and(byId(taskId), silentFor(silentSeconds)))
        .returning({ taskId: analysisTasks.taskId });
      return updated.length > 0;
    },
  };
}

export type TasksHousekeepingStore = ReturnType<typeof tasksHousekeepingStore>;
