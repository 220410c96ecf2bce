import { canEditSpecs, SPEC_MESSAGES, SPEC_TRASH_DAYS, WORKSPACE_MESSAGES } from '@specwright/core';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import { type SpecAccess, specAccessOf } from '../workspaces/spec-access.js';
import type { Tx } from './spec-rows-store.js';

const TRASH_MS = SPEC_TRASH_DAYS * 24 * 60 * 60 * 1000;

/** Whether a spec in the trash can still be restored. */
export const restorable = (deletedAt: Date) => Date.now() - deletedAt.getTime() < TRASH_MS;

/**
 * What a route does with a spec: `read` (every role), `edit` (save, rename, restore a version, duplicate,
 * share links: owner and editor), `place` (move it in or out of a workspace, trash or restore it: the
 * workspace's owner, or its keeper while still an editor; a personal spec's keeper).
 */
export type SpecRight = 'read' | 'edit' | 'place';

export function canEditSpec(access: SpecAccess): boolean {
  return canEditSpecs(access.role);
}

export function canPlaceSpec(actor: Actor, access: SpecAccess): boolean {
  return access.role === 'owner' || (access.role === 'editor' && access.keeperId === actor.id);
}

/** Whether the spec is where the route looks: not in the trash ('live'), or in it and restorable ('trash'). */
function isWhere(access: SpecAccess, where: 'live' | 'trash'): boolean {
  const { deletedAt } = access;
  return where === 'live' ? deletedAt === null : deletedAt !== null && restorable(deletedAt);
}

/**
 * The caller's access to the spec for `right`: 404 when they may not see it (another user's personal spec,
 * another workspace's spec, none, or not `where`), 403 with the role's message when they see it but may
 * not do this.
 */
export async function assertSpecRight(
  tx: Tx,
  actor: Actor,
  specId: string,
  right: SpecRight,
  where: 'live' | 'trash' = 'live',
): Promise<SpecAccess> {
  const access = await specAccessOf(tx, actor.id, specId);
  if (access === null || !isWhere(access, where)) throw new AppError(404, SPEC_MESSAGES.notFound);
  if (right === 'edit' && !canEditSpec(access)) throw new AppError(403, WORKSPACE_MESSAGES.editRefused);
  if (right === 'place' && !canPlaceSpec(actor, access)) {
    throw new AppError(
      403,
      canEditSpec(access) ? WORKSPACE_MESSAGES.ownersOnly : WORKSPACE_MESSAGES.editRefused,
    );
  }
  return access;
}
