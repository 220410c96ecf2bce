import {
  ACCOUNT_MESSAGES,
  REPOSITORY_MESSAGES,
  repositoryUrlMessage,
  storedRepositoryUrlMessage,
} from '@specwright/core';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import { refusedRemote } from './remote-address.js';

/** Repositories are for signed-in users (docs/product-rules.md, "Roles"): signed out → 401. */
export function assertSignedIn<T extends Actor>(actor: T | null): T {
  if (actor === null) throw new AppError(401, ACCOUNT_MESSAGES.signInRequired);
  return actor;
}

/** A repository is its owner's alone: another user's or a missing one → 404, so its existence is not revealed. */
export function assertOwnRepository<T extends { userId: string }>(actor: Actor, repository: T | null): T {
  if (!repository || repository.userId !== actor.id) throw new AppError(404, REPOSITORY_MESSAGES.notFound);
  return repository;
}

/** A repository URL the server may connect to (https, no local or private host unless allowed), else 400. */
export function assertReachableRemote(url: string, allowLocal: boolean): void {
  const refused = refusedRemote(url, allowLocal);
  if (refused === 'invalid') throw new AppError(400, REPOSITORY_MESSAGES.invalidUrl);
  if (refused !== null) throw new AppError(400, refused);
}

/**
 * A saved repository's URL still passes the rule of saving (rows saved before the rule may not): else 409,
 * saying what is wrong and to edit the repository, before any provider is made with it.
 */
export function assertUsableStoredUrl(url: string): void {
  const problem = repositoryUrlMessage(url);
  if (problem !== null) throw new AppError(409, storedRepositoryUrlMessage(problem));
}
