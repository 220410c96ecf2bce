import type { AnalysisProgress } from '@specwright/quality';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { analysisTasks } from '../db/schema.js';

export const analysisKinds = ['score', 'basic'] as const;
export type AnalysisKind = (typeof analysisKinds)[number];

export type AnalysisTask = typeof analysisTasks.$inferSelect;

export const unfinishedStatuses = ['queued', 'running'];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `taskId` can be a task id at all (anything else is simply not found). */
export function isTaskId(taskId: string): boolean {
  return uuidPattern.test(taskId);
}

/** Who started a task: a signed-in user, or (anonymous) the client address, which then carries the limits. */
export interface TaskOwner {
  userId: string | null;
  address: string;
}

/** How many tasks an owner has stored, and how many of those are queued or running. */
export interface OwnedTaskCounts {
  stored: number;
  unfinished: number;
}

/** A task as claimed by one worker: `attempt` (its attempts after the claim) fences off any earlier worker. */
export interface HeldTask {
  taskId: string;
  attempt: number;
}

export interface TasksStoreDependencies {
  db: Database;
}

/** The columns of a failed task. */
export function failedWith(error: string) {
  return { status: 'failed', error, currentStep: 'error', userMessage: 'Analysis failed', heartbeatAt: null };
}

function ownedBy(owner: TaskOwner): SQL | undefined {
  return owner.userId === null
    ? and(isNull(analysisTasks.ownerId), eq(analysisTasks.clientAddress, owner.address))
    : eq(analysisTasks.ownerId, owner.userId);
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
    request: unknown,
  ): Promise<AnalysisTask> {
    const [task] = await database
      .insert(analysisTasks)
      .values({
        kind,
        ownerId: owner.userId,
        clientAddress: owner.userId === null ? owner.address : null,
        request,
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
      return insert(db, kind, { userId: ownerId, address: clientAddress }, request);
    },

    /**
     * Stores a task once `allow` accepts the owner's current counts (it throws to refuse). The owner's tasks
     * are counted and the task stored under one lock per owner, so concurrent requests cannot both pass.
     */
    async createWithin(
      kind: AnalysisKind,
      owner: TaskOwner,
      request: unknown,
      allow: (counts: OwnedTaskCounts) => void,
    ): Promise<AnalysisTask> {
      return db.transaction(async (tx) => {
        const lockKey = owner.userId === null ? `address:${owner.address}` : `user:${owner.userId}`;
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`analysis-tasks:${lockKey}`}, 0))`,
        );
        const [counts] = await tx
          .select({
            stored: sql<number>`count(*)::int`,
            unfinished: sql<number>`(count(*) filter (where ${inArray(analysisTasks.status, unfinishedStatuses)}))::int`,
          })
          .from(analysisTasks)
          .where(ownedBy(owner));
        allow({ stored: Number(counts?.stored ?? 0), unfinished: Number(counts?.unfinished ?? 0) });
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

    async complete(held: HeldTask, results: unknown): Promise<boolean> {
      const updated = await db
        .update(analysisTasks)
        .set({
          status: 'completed',
          results,
          progressPercentage: 100,
          currentStep: 'completed',
          userMessage: 'Analysis complete',
          heartbeatAt: null,
        })
        .where(whileHeld(held))
        .returning({ taskId: analysisTasks.taskId });
      return updated.length > 0;
    },

    /** The worker holding the task gives up on it with `error` (a message for the user). */
    async fail(held: HeldTask, error: string): Promise<void> {
      await db.update(analysisTasks).set(failedWith(error)).where(whileHeld(held));
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
  };
}

export type TasksStore = ReturnType<typeof tasksStore>;
