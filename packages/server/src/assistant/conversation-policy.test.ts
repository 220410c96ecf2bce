import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import {
  assertCanReadConversation,
  assertCanUseChat,
  assertCanWriteConversation,
  CONVERSATION_NOT_FOUND,
  canReadConversation,
  canUseChat,
  canWriteConversation,
} from './conversation-policy.js';

const owner = { id: 'owner' };
const conversation = { id: 'c1', userId: 'owner' };

function outcome(check: () => unknown): [number, string] {
  try {
    check();
    return [200, 'allowed'];
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return [error.statusCode, error.message];
  }
}

describe.each([
  ['assertCanReadConversation', assertCanReadConversation, canReadConversation],
  ['assertCanWriteConversation', assertCanWriteConversation, canWriteConversation],
] as const)('%s', (_name, assert, can) => {
  it.each([
    ['anonymous', null, conversation, [401, 'User not authenticated.']],
    ['another user', { id: 'other' }, conversation, [404, CONVERSATION_NOT_FOUND]],
    ['the owner', owner, conversation, [200, 'allowed']],
    ['the owner, missing conversation', owner, null, [404, CONVERSATION_NOT_FOUND]],
    ['anonymous, missing conversation', null, null, [401, 'User not authenticated.']],
  ] as const)('%s', (_who, actor, found, expected) => {
    expect(outcome(() => assert(actor, found))).toEqual(expected);
    if (found) expect(can(actor, found)).toBe(expected[0] === 200);
  });
});

describe('using the chat', () => {
  it('needs a signed-in user', () => {
    expect(outcome(() => assertCanUseChat(null))).toEqual([401, 'User not authenticated.']);
    expect(assertCanUseChat(owner)).toBe(owner);
    expect([canUseChat(null), canUseChat(owner)]).toEqual([false, true]);
  });
});
