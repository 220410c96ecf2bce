import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.js';
import {
  assertCanReadTask,
  assertCanWriteTask,
  canReadTask,
  canWriteTask,
  TASK_NOT_FOUND,
} from './task-policy.js';

const owner = { id: 'owner' };
const other = { id: 'other' };

type Assert = typeof assertCanReadTask;

function outcome(
  actor: { id: string } | null,
  task: { ownerId: string | null } | null,
  assert: Assert,
): number {
  try {
    assert(actor, task);
    return 200;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(TASK_NOT_FOUND);
    return (error as AppError).statusCode;
  }
}

describe.each([
  ['read (status)', assertCanReadTask, canReadTask],
  ['write (cancel)', assertCanWriteTask, canWriteTask],
] as const)('task policy: %s', (_name, assert, can) => {
  it("a signed-in user's task: only that user (others and anonymous callers get 404)", () => {
    const task = { ownerId: 'owner' };
    expect([outcome(owner, task, assert), outcome(other, task, assert), outcome(null, task, assert)]).toEqual(
      [200, 404, 404],
    );
    expect([can(owner, task), can(other, task), can(null, task)]).toEqual([true, false, false]);
  });

  it('an anonymous task: whoever holds the id', () => {
    const task = { ownerId: null };
    expect([outcome(owner, task, assert), outcome(other, task, assert), outcome(null, task, assert)]).toEqual(
      [200, 200, 200],
    );
    expect([can(owner, task), can(other, task), can(null, task)]).toEqual([true, true, true]);
  });

  it('no task: 404 for everyone', () => {
    expect([outcome(owner, null, assert), outcome(null, null, assert)]).toEqual([404, 404]);
  });
});
