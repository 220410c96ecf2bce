import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';

export const TASK_NOT_FOUND = 'Analysis task not found.';

interface OwnedTask {
  ownerId: string | null;
}

/**
 * A signed-in user's task is theirs alone; an anonymous task is readable by whoever holds its (unguessable)
 * id.
 */
export function canReadTask(actor: Actor | null, task: OwnedTask): boolean {
  return task.ownerId === null || task.ownerId === actor?.id;
}

/** Whoever can read a task can cancel it. */
export function canWriteTask(actor: Actor | null, task: OwnedTask): boolean {
  return canReadTask(actor, task);
}

/** 404 for a missing task and for anyone else's, so a task's existence is not revealed; else the task. */
export function assertCanReadTask<T extends OwnedTask>(actor: Actor | null, task: T | null): T {
  if (!task || !canReadTask(actor, task)) throw new AppError(404, TASK_NOT_FOUND);
  return task;
}

/** As assertCanReadTask, for cancelling. */
export function assertCanWriteTask<T extends OwnedTask>(actor: Actor | null, task: T | null): T {
  if (!task || !canWriteTask(actor, task)) throw new AppError(404, TASK_NOT_FOUND);
  return task;
}
