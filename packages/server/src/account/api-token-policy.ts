import { ACCOUNT_MESSAGES } from '@specwright/core';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';

export const API_TOKEN_NOT_FOUND = 'API token not found.';
export const API_TOKENS_NEED_SESSION =
  'API tokens are managed while signed in to the web app, not with a token.';

/**
 * API tokens are managed by their owner signed in to the web app: a request made with an API token cannot
 * list, create or revoke tokens (a leaked token cannot make more).
 */
export function canManageApiTokens(actor: Actor | null, withApiToken: boolean): actor is Actor {
  return actor !== null && !withApiToken;
}

/** Signed out → 401; signed in with an API token → 403; returns the caller. */
export function assertCanManageApiTokens<T extends Actor>(actor: T | null, withApiToken: boolean): T {
  if (actor === null) throw new AppError(401, ACCOUNT_MESSAGES.signInRequired);
  if (!canManageApiTokens(actor, withApiToken)) throw new AppError(403, API_TOKENS_NEED_SESSION);
  return actor;
}

/** A token is its owner's alone: another user's or a missing one → 404, so its existence is not revealed. */
export function assertCanRevokeApiToken<T extends { userId: string }>(actor: Actor, token: T | null): T {
  if (!token || token.userId !== actor.id) throw new AppError(404, API_TOKEN_NOT_FOUND);
  return token;
}
