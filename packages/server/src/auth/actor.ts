import { ACCOUNT_MESSAGES } from '@specwright/core';
import { AppError } from '../http/errors.js';

/**
 * The caller as policies see it: a signed-in user's id, or null when signed out.
 *
 * Each resource has a policy module (`<resource>-policy.ts`) with one naming scheme: `canRead<Resource>` /
 * `canWrite<Resource>` (or `canUse<Feature>`) answer a boolean, and `assertCan…` throws the AppError the API
 * answers (401 signed out; 403 for another user's uid; 404 for another user's record, so that its existence
 * is not revealed) and otherwise returns what it checked.
 */
export interface Actor {
  id: string;
}

/** Whether the caller is the signed-in user `uid`. */
export function isOwnUser(actor: Actor | null, uid: string): actor is Actor {
  return actor !== null && actor.id === uid;
}

/** 401 for a signed-out caller; 403 with `forbidden` unless the caller is the user `uid`. */
export function assertOwnUser<T extends Actor>(actor: T | null, uid: string, forbidden: string): T {
  if (actor === null) throw new AppError(401, ACCOUNT_MESSAGES.signInRequired);
  if (actor.id !== uid) throw new AppError(403, forbidden);
  return actor;
}
