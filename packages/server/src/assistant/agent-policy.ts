import { ASSISTANT_MESSAGES } from '@specwright/core';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';

/** The agent works for signed-in users only (each instruction is a paid model call logged to the user). */
export function canUseAgent(actor: Actor | null): actor is Actor {
  return actor !== null;
}

/** 401 'User not authenticated.' for a signed-out caller; else the caller. */
export function assertCanUseAgent<T extends Actor>(actor: T | null): T {
  if (!canUseAgent(actor)) throw new AppError(401, ASSISTANT_MESSAGES.chatNotSignedIn);
  return actor;
}
