import { SPEC_MESSAGES } from '@specwright/core';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';

/** A spec is its owner's alone: another user's or a missing one → 404, so its existence is not revealed. */
export function canReadSpec(actor: Actor, spec: { userId: string } | null): boolean {
  return spec !== null && spec.userId === actor.id;
}

export function assertOwnSpec<T extends { userId: string }>(actor: Actor, spec: T | null): T {
  if (spec === null || !canReadSpec(actor, spec)) throw new AppError(404, SPEC_MESSAGES.notFound);
  return spec;
}
