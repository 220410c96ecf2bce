import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { authorizeTaskAccess, TASK_NOT_FOUND } from './task.js';

const owner = { id: 'owner' };
const other = { id: 'other' };

function outcome(actor: { id: string } | null, task: { ownerId: string | null } | null): number {
  try {
    authorizeTaskAccess(actor, task);
    return 200;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(TASK_NOT_FOUND);
    return (error as AppError).statusCode;
  }
}

describe('authorizeTaskAccess', () => {
  it("a signed-in user's task: only that user (others and anonymous callers get 404)", () => {
    const task = { ownerId: 'owner' };
    expect([outcome(owner, task), outcome(other, task), outcome(null, task)]).toEqual([200, 404, 404]);
  });

  it('an anonymous task: whoever holds the id', () => {
    const task = { ownerId: null };
    expect([outcome(owner, task), outcome(other, task), outcome(null, task)]).toEqual([200, 200, 200]);
  });

  it('no task: 404 for everyone', () => {
    expect([outcome(owner, null), outcome(null, null)]).toEqual([404, 404]);
  });
});
