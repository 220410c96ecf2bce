import { ASSISTANT_MESSAGES } from '@specwright/core';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found.';

interface OwnedConversation {
  userId: string;
}

/** The chat, and so every conversation, is for signed-in users only. */
export function canUseChat(actor: Actor | null): actor is Actor {
  return actor !== null;
}

/** 401 'User not authenticated.' for a signed-out caller; else the caller. */
export function assertCanUseChat<T extends Actor>(actor: T | null): T {
  if (!canUseChat(actor)) throw new AppError(401, ASSISTANT_MESSAGES.chatNotSignedIn);
  return actor;
}

/** A conversation is its owner's alone. */
export function canReadConversation(actor: Actor | null, conversation: OwnedConversation): boolean {
  return canUseChat(actor) && conversation.userId === actor.id;
}

/** Only its owner adds to or deletes a conversation. */
export function canWriteConversation(actor: Actor | null, conversation: OwnedConversation): boolean {
  return canReadConversation(actor, conversation);
}

/** Signed out → 401; another user's or a missing conversation → 404, so its existence is not revealed. */
export function assertCanReadConversation<T extends OwnedConversation>(
  actor: Actor | null,
  conversation: T | null,
): T {
  assertCanUseChat(actor);
  if (!conversation || !canReadConversation(actor, conversation))
    throw new AppError(404, CONVERSATION_NOT_FOUND);
  return conversation;
}

/** As assertCanReadConversation, for adding to or deleting it. */
export function assertCanWriteConversation<T extends OwnedConversation>(
  actor: Actor | null,
  conversation: T | null,
): T {
  assertCanUseChat(actor);
  if (!conversation || !canWriteConversation(actor, conversation))
    throw new AppError(404, CONVERSATION_NOT_FOUND);
  return conversation;
}
