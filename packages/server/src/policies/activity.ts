import { type Actor, requireOwnUser } from './actor.js';

export const ACTIVITY_FORBIDDEN = 'You can only record your own activity.';

/** Users record only their own activity: signed out → 401, another user's uid → 403. */
export function authorizeActivityRecord(actor: Actor | null, uid: string): asserts actor is Actor {
  requireOwnUser(actor, uid, ACTIVITY_FORBIDDEN);
}
