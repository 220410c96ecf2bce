import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { authorizeActivityRecord } from './activity.js';
import type { Actor } from './actor.js';
import { authorizeDashboardRead } from './dashboard.js';

const owner: Actor = { id: 'user-1' };
const otherUser: Actor = { id: 'user-2' };

function outcome(check: () => void): number | 'allowed' {
  try {
    check();
    return 'allowed';
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
}

const policies = {
  'dashboard read': authorizeDashboardRead,
  'activity record': authorizeActivityRecord,
} satisfies Record<string, (actor: Actor | null, uid: string) => void>;

describe.each(Object.entries(policies))('%s policy', (_name, authorize) => {
  it.each([
    ['anonymous', null, 401],
    ['another user', otherUser, 403],
    ['the owner', owner, 'allowed'],
  ] as const)('%s → %s', (_who, actor, expected) => {
    expect(outcome(() => authorize(actor, owner.id))).toBe(expected);
  });

  it('says why', () => {
    expect(() => authorize(null, owner.id)).toThrow('You must be signed in to use this feature.');
    expect(() => authorize(otherUser, owner.id)).toThrow(/^You can only .+ own/);
  });
});
