import type { TaskSettings } from '../../config/app-config.js';
import { retentionCutoffs } from '../task-limits.js';
import type { TasksHousekeepingStore } from '../tasks-housekeeping-store.js';
import type { AnalysisKind } from '../tasks-store.js';

export const INTERRUPTED_MESSAGE =
  'The server restarted while this analysis was running. Please start it again.';
/** A task interrupted by a restart is resumed once; interrupted again, it is marked failed. */
export const MAX_TASK_ATTEMPTS = 2;
/**
 * A running task whose worker has not said it is alive for this long is taken to be interrupted (its
 * server died) and resumed. Workers say so every HEARTBEAT_INTERVAL_MS.
 */
export const SILENT_AFTER_SECONDS = 60;
export const HEARTBEAT_INTERVAL_MS = 15_000;

export interface TaskHousekeepingOptions {
  tasks: TasksHousekeepingStore;
  limits: TaskSettings;
  /** Sends the task's job again (its worker claims it once, however many jobs it has). */
  resend(kind: AnalysisKind, taskId: string): Promise<void>;
}

const kindOf = (kind: string): AnalysisKind => (kind === 'basic' ? 'basic' : 'score');

/**
 * Keeps the tasks table small and its tasks moving, whichever server runs it: deletes finished tasks past
 * their retention and resumes (or, resumed once already, fails) running tasks no server works on.
 */
export function taskHousekeeping({ tasks, limits, resend }: TaskHousekeepingOptions) {
  async function deleteExpired(): Promise<void> {
    await tasks.deleteFinishedBefore(retentionCutoffs(limits));
  }

  async function resumeInterrupted(): Promise<void> {
    for (const task of await tasks.interrupted(SILENT_AFTER_SECONDS)) {
      if (task.attempts >= MAX_TASK_ATTEMPTS) {
        await tasks.failInterrupted(task.taskId, INTERRUPTED_MESSAGE, SILENT_AFTER_SECONDS);
      } else if (await tasks.requeue(task.taskId, SILENT_AFTER_SECONDS)) {
        await resend(kindOf(task.kind), task.taskId);
      }
    }
  }

  return {
    /** The periodic round (the housekeeping job). */
    async run(): Promise<void> {
      await deleteExpired();
      await resumeInterrupted();
    },

    /** At start-up: the periodic round, and queued tasks get their job again in case it was lost. */
    async atStartUp(): Promise<void> {
      await deleteExpired();
      await resumeInterrupted();
      for (const task of await tasks.queued()) await resend(kindOf(task.kind), task.taskId);
    },
  };
}
