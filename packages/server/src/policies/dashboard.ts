import { type Actor, requireOwnUser } from './actor.js';

export const DASHBOARD_FORBIDDEN = 'You can only see your own dashboard.';

/** A dashboard is its user's alone: signed out → 401, another user's uid → 403. */
export function authorizeDashboardRead(actor: Actor | null, uid: string): asserts actor is Actor {
  requireOwnUser(actor, uid, DASHBOARD_FORBIDDEN);
}
