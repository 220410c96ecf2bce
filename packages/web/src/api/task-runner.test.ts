import {
  type BasicReviewResponse,
  basicReviewResponseSchema,
  type TaskStatusResponse,
} from '@specwright/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { taskStatus } from '../test/fake-api';
import { ApiRequestError } from './api-request-error';
import type { RunAnalysis } from './task-api';
import { createTaskRunner } from './task-runner';

const results: BasicReviewResponse = {
  rows: [{ id: 'r1', description: 'x', status: 'warning', proposition: 'y', reason: 'z' }],
};

type Answer = TaskStatusResponse | Error;

/** A task api answering the scripted statuses in turn (an Error is thrown), repeating the last one. */
function fakeTask(answers: Answer[], { cancelFails = false } = {}) {
  let index = 0;
  const api = {
    start: vi.fn(async () => ({ task_id: 't1', status: 'queued' })),
    status: vi.fn(async () => {
      const answer = answers[Math.min(index++, answers.length - 1)] ?? new Error('no answer');
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    cancel: vi.fn(async () => {
      if (cancelFails) throw new ApiRequestError('http', 'Task not found', 404);
      return { message: 'Cancelled' };
    }),
    resultSchema: basicReviewResponseSchema,
  };
  return api;
}

const noSleep = async () => {};

function runner(
  api: ReturnType<typeof fakeTask>,
  options: { maxConsecutiveFailures?: number; cancelledShowsTaskError?: boolean } = {},
  run: RunAnalysis<string, BasicReviewResponse> = async () => results,
) {
  return createTaskRunner({
    run,
    runFailedText: 'Run failed.',
    callFailurePrefix: 'Error: ',
    background: {
      api,
      startFailedText: 'Start failed.',
      pollFailedText: (detail, attempts) => `${attempts} checks failed: ${detail}`,
      maxConsecutiveFailures: options.maxConsecutiveFailures ?? 1,
      cancelledShowsTaskError: options.cancelledShowsTaskError ?? false,
      sleep: noSleep,
    },
  });
}

const inBackground = { inBackground: true } as const;

describe('task runner: background tasks', () => {
  it('reports each running status, then the parsed results', async () => {
    const api = fakeTask([
      taskStatus('queued'),
      taskStatus('running', { progress_percentage: 40 }),
      taskStatus('completed', { results }),
    ]);
    const progress: number[] = [];
    const result = await runner(api).start('body', {
      inBackground: true,
      onProgress: (status) => progress.push(status.progress_percentage),
    });
    expect(result).toEqual({ kind: 'completed', results });
    expect(progress).toEqual([0, 40]);
    expect(api.start).toHaveBeenCalledWith('body');
  });

  it.each([
    [taskStatus('failed', { error: 'Engine crashed' }), false, 'Engine crashed'],
    [taskStatus('failed'), false, 'Analysis failed'],
    [taskStatus('cancelled', { error: 'Stopped by admin' }), false, 'Analysis was cancelled'],
    [taskStatus('cancelled', { error: 'Stopped by admin' }), true, 'Stopped by admin'],
    [taskStatus('cancelled'), true, 'Analysis was cancelled'],
    [taskStatus('completed'), false, 'Analysis completed but no results received'],
    [
      taskStatus('completed', { results: { rows: 'nonsense' } }),
      false,
      'Analysis completed but no results received',
    ],
  ])('turns a terminal status into its message (%#)', async (status, cancelledShowsTaskError, message) => {
    const result = await runner(fakeTask([status]), { cancelledShowsTaskError }).start('body', inBackground);
    expect(result).toEqual({ kind: 'failed', message });
  });

  it('gives up after the allowed failed status checks in a row, with the last failure', async () => {
    const busy = new ApiRequestError('http', 'Busy', 503);
    const api = fakeTask([busy, taskStatus('running'), busy, busy, busy]);
    const result = await runner(api, { maxConsecutiveFailures: 3 }).start('body', inBackground);
    expect(result).toEqual({ kind: 'failed', message: '3 checks failed: Busy' });
    expect(api.status).toHaveBeenCalledTimes(5);
  });

  it('uses the status-check fallback for a failure without a message', async () => {
    const result = await runner(fakeTask([new Error('raw')])).start('body', inBackground);
    expect(result).toEqual({
      kind: 'failed',
      message: '1 checks failed: An unexpected error occurred while checking analysis status.',
    });
  });

  it('prefixes a start failure, with the start fallback when it has no message', async () => {
    const api = fakeTask([]);
    api.start.mockRejectedValueOnce(new ApiRequestError('http', 'Too many rows.', 413));
    api.start.mockRejectedValueOnce(new Error('raw'));
    const run = runner(api);
    expect(await run.start('body', inBackground)).toEqual({
      kind: 'failed',
      message: 'Error: Too many rows.',
    });
    expect(await run.start('body', inBackground)).toEqual({
      kind: 'failed',
      message: 'Error: Start failed.',
    });
  });
});

describe('task runner: synchronous runs', () => {
  it('answers the results of the one call, passing it a signal', async () => {
    const run = vi.fn(async (_body: string, _signal?: AbortSignal) => results);
    const api = fakeTask([]);
    expect(await runner(api, {}, run).start('body', { inBackground: false })).toEqual({
      kind: 'completed',
      results,
    });
    expect(run.mock.calls[0]?.[1]).toBeInstanceOf(AbortSignal);
    expect(api.start).not.toHaveBeenCalled();
  });

  it('prefixes a failure, with the run fallback when it has no message', async () => {
    const run = vi.fn(async (): Promise<BasicReviewResponse> => {
      throw new Error('raw');
    });
    expect(await runner(fakeTask([]), {}, run).start('body', { inBackground: false })).toEqual({
      kind: 'failed',
      message: 'Error: Run failed.',
    });
  });

  it('refuses to run in the background without task routes', async () => {
    const syncOnly = createTaskRunner({ run: async () => results, runFailedText: 'Run failed.' });
    await expect(syncOnly.start('body', inBackground)).rejects.toThrow('no background task');
  });
});

/** A status call that waits until released, so a test can act while the task runs. */
function heldStatus(api: ReturnType<typeof fakeTask>) {
  let release: () => void = () => {};
  api.status.mockImplementationOnce(
    () => new Promise((resolve) => (release = () => resolve(taskStatus('completed', { results })))),
  );
  return () => release();
}

describe('task runner: cancel and stop', () => {
  it('cancel stops the run and asks the server to stop the task', async () => {
    const api = fakeTask([]);
    const release = heldStatus(api);
    const run = runner(api);
    const running = run.start('body', inBackground);
    await vi.waitFor(() => expect(api.status).toHaveBeenCalled());
    const cancelling = run.cancel();
    release();
    expect(await cancelling).toBe('Analysis cancelled by user');
    expect(await running).toEqual({ kind: 'stopped' });
    expect(api.cancel).toHaveBeenCalledWith('t1');
    expect(run.cancel()).toBeNull();
  });

  it('says why the server could not be asked to cancel', async () => {
    const api = fakeTask([], { cancelFails: true });
    const release = heldStatus(api);
    const run = runner(api);
    const running = run.start('body', inBackground);
    await vi.waitFor(() => expect(api.status).toHaveBeenCalled());
    expect(await run.cancel()).toBe('Failed to cancel analysis: Task not found');
    release();
    expect(await running).toEqual({ kind: 'stopped' });
  });

  it('cancel before the task has an id, and stop, do not call the server', async () => {
    const api = fakeTask([taskStatus('completed', { results })]);
    const run = runner(api);
    const first = run.start('body', inBackground);
    expect(await run.cancel()).toBe('Analysis cancelled by user');
    expect(await first).toEqual({ kind: 'stopped' });
    const release = heldStatus(api);
    const second = run.start('body', inBackground);
    await vi.waitFor(() => expect(api.status).toHaveBeenCalled());
    run.stop();
    release();
    expect(await second).toEqual({ kind: 'stopped' });
    expect(api.cancel).not.toHaveBeenCalled();
  });

  it('starting again stops the run before', async () => {
    const api = fakeTask([taskStatus('completed', { results })]);
    const release = heldStatus(api);
    const run = runner(api);
    const first = run.start('body', inBackground);
    await vi.waitFor(() => expect(api.status).toHaveBeenCalled());
    const second = run.start('body', inBackground);
    release();
    expect(await first).toEqual({ kind: 'stopped' });
    expect(await second).toEqual({ kind: 'completed', results });
  });
});

/** The longest run of failed status checks in the script. */
function failuresInARow(script: readonly Answer[]): number {
  let longest = 0;
  let streak = 0;
  for (const entry of script) {
    streak = entry instanceof Error ? streak + 1 : 0;
    longest = Math.max(longest, streak);
  }
  return longest;
}

describe('task runner: property', () => {
  it('fails on polling exactly when the allowed failures come in a row before the task ends', async () => {
    const answer = fc.oneof(
      fc.constant<Answer>(new Error('down')),
      fc.constant<Answer>(taskStatus('running')),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(answer, { maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        async (script, max) => {
          const api = fakeTask([...script, taskStatus('completed', { results })]);
          const result = await runner(api, { maxConsecutiveFailures: max }).start('body', inBackground);
          expect(result.kind).toBe(failuresInARow(script) >= max ? 'failed' : 'completed');
        },
      ),
    );
  });
});
