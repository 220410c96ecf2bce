import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { authorizeConversationAccess, CONVERSATION_NOT_FOUND } from './conversation.js';

const owner = { id: 'owner' };
const conversation = { id: 'c1', userId: 'owner' };

function outcome(actor: { id: string } | null, found: typeof conversation | null): [number, string] {
  try {
    authorizeConversationAccess(actor, found);
    return [200, 'allowed'];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return [error.statusCode, error.message];
  }
}

describe('authorizeConversationAccess', () => {
  it.each([
    ['anonymous', null, conversation, [401, 'User not authenticated.']],
    ['another user', { id: 'other' }, conversation, [404, CONVERSATION_NOT_FOUND]],
    ['the owner', owner, conversation, [200, 'allowed']],
    ['the owner, missing conversation', owner, null, [404, CONVERSATION_NOT_FOUND]],
    ['anonymous, missing conversation', null, null, [401, 'User not authenticated.']],
  ] as const)('%s', (_who, actor, found, expected) => {
    expect(outcome(actor, found)).toEqual(expected);
  });
});
