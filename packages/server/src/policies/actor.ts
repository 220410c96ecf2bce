import { ACCOUNT_MESSAGES } from '@specwright/core';
import { AppError } from '../errors.js';

/** The caller as policies see it: a signed-in user's id, or null when signed out. */
export interface Actor {
  id: string;
}

/** 401 for a signed-out caller; 403 with `forbidden` unless the caller is the user `uid`. */
export function requireOwnUser(actor: Actor | null, uid: string, forbidden: string): asserts actor is Actor {
  if (actor === null) throw new AppError(401, ACCOUNT_MESSAGES.signInRequired);
  if (actor.id !== uid) throw new AppError(403, forbidden);
}
