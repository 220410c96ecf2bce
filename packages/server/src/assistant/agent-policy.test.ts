import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import { assertCanUseAgent, canUseAgent } from './agent-policy.js';

function thrownBy(check: () => unknown): unknown {
  try {
    check();
  } catch (error) {
    return error;
  }
  return null;
}

describe('using the agent', () => {
  it('needs a signed-in user: 401 otherwise', () => {
    const error = thrownBy(() => assertCanUseAgent(null));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 401, message: 'User not authenticated.' });
    const user = { id: 'u1' };
    expect(assertCanUseAgent(user)).toBe(user);
    expect([canUseAgent(null), canUseAgent(user)]).toEqual([false, true]);
  });
});
