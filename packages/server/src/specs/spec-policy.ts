import { SPEC_MESSAGES, SPEC_TRASH_DAYS } from '@specwright/core';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';

interface OwnedSpec {
  userId: string;
  deletedAt?: Date | null;
}

const TRASH_MS = SPEC_TRASH_DAYS * 24 * 60 * 60 * 1000;

/** Whether a spec in the trash can still be restored. */
export const restorable = (deletedAt: Date) => Date.now() - deletedAt.getTime() < TRASH_MS;

/** A spec is its owner's alone: another user's or a missing one → 404, so its existence is not revealed. */
export function canReadSpec(actor: Actor, spec: OwnedSpec | null): boolean {
  return spec !== null && spec.userId === actor.id;
}

/**
 * The caller's own spec, not in the trash (`where` 'live', the default) or in it and still restorable
 * ('trash'); anything else is 404.
 */
export function assertOwnSpec<T extends OwnedSpec>(
  actor: Actor,
  spec: T | null,
  where: 'live' | 'trash' = 'live',
): T {
  if (spec === null || !canReadSpec(actor, spec)) throw new AppError(404, SPEC_MESSAGES.notFound);
  const deletedAt = spec.deletedAt ?? null;
  const fits = where === 'live' ? deletedAt === null : deletedAt !== null && restorable(deletedAt);
  if (!fits) throw new AppError(404, SPEC_MESSAGES.notFound);
  return spec;
}
