import { type Actor, assertOwnUser, isOwnUser } from '../auth/actor.js';

export const ACTIVITY_FORBIDDEN = 'You can only record your own activity.';

/** Users record only their own activity. */
export function canWriteActivity(actor: Actor | null, uid: string): boolean {
  return isOwnUser(actor, uid);
}

/** Signed out → 401, another user's uid → 403; returns the caller. */
export function assertCanWriteActivity<T extends Actor>(actor: T | null, uid: string): T {
  return assertOwnUser(actor, uid, ACTIVITY_FORBIDDEN);
}
