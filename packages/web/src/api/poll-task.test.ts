import type { TaskStatusResponse } from '@specwright/core';
import { describe, expect, it, vi } from 'vitest';
import { pollTask } from './poll-task';

const status = (value: string, progress = 0): TaskStatusResponse => ({
  task_id: 't1',
  status: value,
  progress_percentage: progress,
  current_step: '',
  user_message: '',
  results: null,
  error: null,
});

/** A status source answering the scripted values in turn (an Error value is thrown). */
function scripted(answers: (TaskStatusResponse | Error)[]) {
  let index = 0;
  return vi.fn(async () => {
    const answer = answers[Math.min(index++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    if (!answer) throw new Error('no answer');
    return answer;
  });
}

const noSleep = async () => {};

describe('pollTask', () => {
  it('reports progress until the task completes, sleeping the interval in between', async () => {
    const sleep = vi.fn(async (_ms: number, _signal: AbortSignal) => {});
    const onProgress = vi.fn();
    const outcome = await pollTask({
      taskId: 't1',
      fetchStatus: scripted([status('queued'), status('running', 40), status('completed', 100)]),
      onProgress,
      signal: new AbortController().signal,
      maxConsecutiveFailures: 1,
      sleep,
    });
    expect(outcome).toMatchObject({ kind: 'completed' });
    expect(onProgress.mock.calls.map(([s]) => s.progress_percentage)).toEqual([0, 40]);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([3000, 3000]);
  });

  it.each(['failed', 'cancelled'])('stops on %s', async (terminal) => {
    const outcome = await pollTask({
      taskId: 't1',
      fetchStatus: scripted([status('running'), status(terminal)]),
      onProgress: () => {},
      signal: new AbortController().signal,
      maxConsecutiveFailures: 3,
      sleep: noSleep,
    });
    expect(outcome.kind).toBe(terminal);
  });

  it('gives up after the allowed consecutive failures, and a success resets the count', async () => {
    const boom = new Error('boom');
    const fetchStatus = scripted([boom, boom, status('running'), boom, boom, boom, status('completed')]);
    const outcome = await pollTask({
      taskId: 't1',
      fetchStatus,
      onProgress: () => {},
      signal: new AbortController().signal,
      maxConsecutiveFailures: 3,
      sleep: noSleep,
    });
    expect(outcome).toEqual({ kind: 'pollError', error: boom, attempts: 3 });
    expect(fetchStatus).toHaveBeenCalledTimes(6);
  });

  it('stops on the first failure when one is allowed', async () => {
    const outcome = await pollTask({
      taskId: 't1',
      fetchStatus: scripted([new Error('down')]),
      onProgress: () => {},
      signal: new AbortController().signal,
      maxConsecutiveFailures: 1,
      sleep: noSleep,
    });
    expect(outcome).toMatchObject({ kind: 'pollError', attempts: 1 });
  });

  it('returns aborted when the caller aborts during a check', async () => {
    const controller = new AbortController();
    const outcome = await pollTask({
      taskId: 't1',
      fetchStatus: async () => {
        controller.abort();
        return status('completed');
      },
      onProgress: () => {},
      signal: controller.signal,
      maxConsecutiveFailures: 1,
      sleep: noSleep,
    });
    expect(outcome).toEqual({ kind: 'aborted' });
  });
});
