import { ACCOUNT_MESSAGES } from '@specwright/core';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';

/** Drafts are written by a paid model call and logged as the user's activity: signed-in users only. */
export function canUseDrafts(actor: Actor | null): actor is Actor {
  return actor !== null;
}

/** 401 'You must be signed in to use this feature.' for a signed-out caller; else the caller. */
export function assertCanUseDrafts<T extends Actor>(actor: T | null): T {
  if (!canUseDrafts(actor)) throw new AppError(401, ACCOUNT_MESSAGES.signInRequired);
  return actor;
}
