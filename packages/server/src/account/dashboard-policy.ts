import { type Actor, assertOwnUser, isOwnUser } from '../auth/actor.js';

export const DASHBOARD_FORBIDDEN = 'You can only see your own dashboard.';

/** A dashboard is its user's alone. */
export function canReadDashboard(actor: Actor | null, uid: string): boolean {
  return isOwnUser(actor, uid);
}

/** Signed out → 401, another user's uid → 403; returns the caller. */
export function assertCanReadDashboard<T extends Actor>(actor: T | null, uid: string): T {
  return assertOwnUser(actor, uid, DASHBOARD_FORBIDDEN);
}
