import { describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.js';
import { AppError } from '../http/errors.js';
import { assertCanWriteActivity, canWriteActivity } from './activity-policy.js';
import { assertCanReadDashboard, canReadDashboard } from './dashboard-policy.js';

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
  'dashboard read': { can: canReadDashboard, authorize: assertCanReadDashboard },
  'activity record': { can: canWriteActivity, authorize: assertCanWriteActivity },
} satisfies Record<
  string,
  {
    can: (actor: Actor | null, uid: string) => boolean;
    authorize: (actor: Actor | null, uid: string) => void;
  }
>;

describe.each(Object.entries(policies))('%s policy', (_name, { can, authorize }) => {
  it.each([
    ['anonymous', null, 401],
    ['another user', otherUser, 403],
    ['the owner', owner, 'allowed'],
  ] as const)('%s → %s', (_who, actor, expected) => {
    expect(outcome(() => authorize(actor, owner.id))).toBe(expected);
    expect(can(actor, owner.id)).toBe(expected === 'allowed');
  });

  it('says why', () => {
    expect(() => authorize(null, owner.id)).toThrow('You must be signed in to use this feature.');
    expect(() => authorize(otherUser, owner.id)).toThrow(/^You can only .+ own/);
  });

  it('returns the caller it allowed', () => {
    expect(authorize(owner, owner.id)).toBe(owner);
  });
});
