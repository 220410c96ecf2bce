import { AppError } from '../errors.js';
import type { Actor } from './actor.js';

export const TASK_NOT_FOUND = 'Analysis task not found.';

/**
 * A signed-in user's task is theirs alone; an anonymous task is readable and cancellable by whoever holds
 * its (unguessable) id. Anything else answers 404, so a task's existence is not revealed.
 */
export function authorizeTaskAccess<T extends { ownerId: string | null }>(
  actor: Actor | null,
  task: T | null,
): T {
  if (!task || (task.ownerId !== null && task.ownerId !== actor?.id)) throw new AppError(404, TASK_NOT_FOUND);
  return task;
}
