import { ASSISTANT_MESSAGES } from '@specwright/core';
import { AppError } from '../errors.js';
import type { Actor } from './actor.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';

/** The chat needs a signed-in user: 401 with the spec's 'User not authenticated.' otherwise. */
export function requireChatActor<T extends Actor>(actor: T | null): T {
  if (!actor) throw new AppError(401, ASSISTANT_MESSAGES.chatNotSignedIn);
  return actor;
}

/**
 * A conversation is its owner's alone: signed out → 401; another user's or a missing one → 404, so its
 * existence is not revealed.
 */
export function authorizeConversationAccess<T extends { userId: string }>(
  actor: Actor | null,
  conversation: T | null,
): T {
  const caller = requireChatActor(actor);
  if (!conversation || conversation.userId !== caller.id) throw new AppError(404, CONVERSATION_NOT_FOUND);
  return conversation;
}
