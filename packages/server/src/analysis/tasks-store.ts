import type { AnalysisProgress } from '@specwright/quality';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { analysisTasks } from '../db/schema.js';
import {
  clientAddressOf,
  lockOwner,
  type OwnedTaskCounts,
  ownedTaskCounts,
  type TaskOwner,
  unfinishedStatuses,
} from './task-usage.js';

export type { OwnedTaskCounts, TaskOwner } from './task-usage.js';
export { unfinishedStatuses } from './task-usage.js';

export const analysisKinds = ['score', 'basic'] as const;
export type AnalysisKind = (typeof analysisKinds)[number];

export type AnalysisTask = typeof analysisTasks.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `taskId` can be a task id at all (anything else is simply not found). */
export function isTaskId(taskId: string): boolean {
  return uuidPattern.test(taskId);
}

/** A task as claimed by one worker: `attempt` (its attempts after the claim) fences off any earlier worker. */
export interface HeldTask {
  taskId: string;
  attempt: number;
}

/** What a task stores (its request, or its results), and its size as JSON. */
export interface StoredValue {
  value: unknown;
  bytes: number;
}

export interface TasksStoreDependencies {
  db: Database;
}

/** A finished task keeps its status and results, never its request (megabytes of rows nobody reads again). */
const withoutRequest = { request: sql`'null'::jsonb`, storedBytes: 0 };

/** The columns of a failed task. */
export function failedWith(error: string) {
  return {
    status: 'failed',
    error,
    currentStep: 'error',
    userMessage: 'Analysis failed',
    heartbeatAt: null,
    ...withoutRequest,
  };
}

/** The analysis_tasks table: every status change is one conditional UPDATE, so races resolve in SQL. */
export function tasksStore({ db }: TasksStoreDependencies) {
  const byId = (taskId: string) => eq(analysisTasks.taskId, taskId);
  /** Still running under the worker that claimed it as `attempt` (not cancelled, not taken over). */
  const whileHeld = ({ taskId, attempt }: HeldTask) =>
    and(byId(taskId), eq(analysisTasks.status, 'running'), eq(analysisTasks.attempts, attempt));

  async function insert(
    database: Pick<Database, 'insert'>,
    kind: AnalysisKind,
    owner: TaskOwner,
    request: StoredValue,
  ): Promise<AnalysisTask> {
    const [task] = await database
      .insert(analysisTasks)
      .values({
        kind,
        ownerId: owner.userId,
        clientAddress: clientAddressOf(owner),
        request: request.value,
        storedBytes: request.bytes,
        userMessage: 'Waiting to start',
      })
      .returning();
    if (!task) throw new Error('The analysis task was not stored');
    return task;
  }

  return {
    async create(
      kind: AnalysisKind,
      ownerId: string | null,
      request: unknown,
      clientAddress = '',
    ): Promise<AnalysisTask> {
      const stored = { value: request, bytes: Buffer.byteLength(JSON.stringify(request) ?? '') };
      return insert(db, kind, { userId: ownerId, address: clientAddress }, stored);
    },

    /**
     * Stores a task once `allow` accepts the owner's current counts (it throws to refuse). They are counted
     * and the task stored under the owner's lock (lockOwner), so concurrent requests, on any server, cannot
     * both pass.
     */
    async createWithin(
      kind: AnalysisKind,
      owner: TaskOwner,
      request: StoredValue,
      allow: (counts: OwnedTaskCounts) => void,
    ): Promise<AnalysisTask> {
      return db.transaction(async (tx) => {
        await lockOwner(tx, owner);
        allow(await ownedTaskCounts(tx, owner));
        return insert(tx, kind, owner, request);
      });
    },

    async find(taskId: string): Promise<AnalysisTask | null> {
      if (!isTaskId(taskId)) return null;
      const [task] = await db.select().from(analysisTasks).where(byId(taskId));
      return task ?? null;
    },

    /**
     * queued → running for exactly one worker, its heartbeat started; null when the task is gone, cancelled
     * or already taken. The returned task's `attempts` is the claim's fencing `attempt`.
     */
    async claim(taskId: string): Promise<AnalysisTask | null> {
      const [task] = await db
        .update(analysisTasks)
        .set({
          status: 'running',
          attempts: sql`${analysisTasks.attempts} + 1`,
          heartbeatAt: sql`now()`,
          userMessage: 'Starting',
        })
        .where(and(byId(taskId), eq(analysisTasks.status, 'queued')))
        .returning();
      return task ?? null;
    },

    /** Stores progress; false when the task is no longer held (cancelled or taken over), so the worker stops. */
    async reportProgress(held: HeldTask, progress: AnalysisProgress): Promise<boolean> {
      const updated = await db
        .update(analysisTasks)
        .set({
          progressPercentage: Math.max(0, Math.min(99, Math.round(progress.percentage))),
          currentStep: progress.step,
          userMessage: progress.message,
        })
        .where(whileHeld(held))
        .returning({ taskId: analysisTasks.taskId });
      return updated.length > 0;
    },

    /** The worker holding these tasks is alive; answers the ids it still holds (the others must stop). */
    async heartbeat(held: readonly HeldTask[]): Promise<Set<string>> {
      if (held.length === 0) return new Set();
      const updated = await db
        .update(analysisTasks)
        .set({ heartbeatAt: sql`now()` })
        .where(or(...held.map(whileHeld)))
        .returning({ taskId: analysisTasks.taskId });
      return new Set(updated.map((task) => task.taskId));
    },

    /** A stopping server lets go of its running tasks, so the next start (of any server) resumes them at once. */
    async release(held: readonly HeldTask[]): Promise<void> {
      if (held.length === 0) return;
      await db
        .update(analysisTasks)
        .set({ heartbeatAt: null })
        .where(or(...held.map(whileHeld)));
    },

    /**
     * Stores the results of a task still held, in place of its request. For an anonymous task `allow` first
     * sees its owner's counts with this task's bytes left out, under the owner's lock (it throws to refuse).
     */
    async complete(
      held: HeldTask,
      results: StoredValue,
      allow?: (counts: OwnedTaskCounts) => void,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [task] = await tx
          .select({
            ownerId: analysisTasks.ownerId,
            clientAddress: analysisTasks.clientAddress,
            storedBytes: analysisTasks.storedBytes,
          })
          .from(analysisTasks)
          .where(whileHeld(held));
        if (!task) return false;
        if (allow && task.ownerId === null) {
          const owner = { userId: null, address: task.clientAddress ?? '' };
          await lockOwner(tx, owner);
          const counts = await ownedTaskCounts(tx, owner);
          allow({
            ...counts,
            storedBytes: counts.storedBytes - task.storedBytes,
            anonymousBytes: counts.anonymousBytes - task.storedBytes,
          });
        }
        const updated = await tx
          .update(analysisTasks)
          .set({
            status: 'completed',
            results: results.value,
            ...withoutRequest,
            storedBytes: results.bytes,
            progressPercentage: 100,
            currentStep: 'completed',
            userMessage: 'Analysis complete',
            heartbeatAt: null,
          })
          .where(whileHeld(held))
          .returning({ taskId: analysisTasks.taskId });
        return updated.length > 0;
      });
    },

    /** The worker holding the task gives up on it with `error` (a message for the user). */
    async fail(held: HeldTask, error: string): Promise<void> {
      await db.update(analysisTasks).set(failedWith(error)).where(whileHeld(held));
    },

    /** Cancels a queued or running task; false when it had already finished. */
    async cancel(taskId: string): Promise<boolean> {
      const updated = await db
        .update(analysisTasks)
        .set({
          status: 'cancelled',
          currentStep: 'cancelled',
          userMessage: 'Analysis cancelled by user',
          ...withoutRequest,
        })
        .where(and(byId(taskId), inArray(analysisTasks.status, unfinishedStatuses)))
        .returning({ taskId: analysisTasks.taskId });
      return updated.length > 0;
    },
  };
}

export type TasksStore = ReturnType<typeof tasksStore>;
