import { COMMENT_MESSAGES, ROLE_RIGHTS } from '@specwright/core';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import { assertSpecRight } from '../specs/spec-policy.js';
import type { Tx } from '../specs/spec-rows-store.js';
import type { SpecAccess } from '../workspaces/spec-access.js';

/**
 * What a caller does with a spec's comments: `read` (every role that reads the spec), `comment` (write,
 * reply, resolve, reopen: owner, editor, reviewer; a personal spec's keeper), `accept` (record that a
 * proposed change was made: the edit right).
 */
export type CommentRight = 'read' | 'comment' | 'accept';

/** 404 when the caller may not see the spec; 403 when they see it but may not do `right`. */
export async function assertCommentRight(
  tx: Tx,
  actor: Actor,
  specId: string,
  right: CommentRight,
): Promise<SpecAccess> {
  const access = await assertSpecRight(tx, actor, specId, right === 'accept' ? 'edit' : 'read');
  if (right !== 'read' && !ROLE_RIGHTS[access.role].comment) {
    throw new AppError(403, COMMENT_MESSAGES.cannotComment);
  }
  return access;
}
