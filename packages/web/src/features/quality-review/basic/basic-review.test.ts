import { applyCommand, type Command, type RequirementFile, type UserActivityRequest } from '@specwright/core';
import { describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, fakeApi, noSleep, sequence, taskStatus } from '../../../test/fake-api';
import { specFileFixture } from '../../../test/spec-fixture';
import { createBasicReview } from './basic-review';

const rows = [
  { id: 'r1', description: 'The system shall do thing 1.', status: 'ok', proposition: '', reason: '' },
  {
    id: 'r2',
    description: 'x',
    status: 'warning',
    proposition: 'The system shall do thing two.',
    reason: 'Spelling',
  },
  {
    id: 'r3',
    description: 'y',
    status: 'error',
    proposition: 'The system shall do thing three.',
    reason: 'Grammar',
  },
];

const asyncRoutes = (statusAnswer: FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>)) => ({
  'POST /api/reqif_analyze/basic/async': { body: { task_id: 't1', status: 'queued' } },
  'GET /api/reqif_analyze/basic/status/': statusAnswer,
  'DELETE /api/reqif_analyze/basic/cancel/': { body: { message: 'Cancelled' } },
});

function setup(
  routes: Parameters<typeof fakeApi>[0],
  options: { file?: RequirementFile | null; signedIn?: boolean } = {},
) {
  const { api, calls } = fakeApi(routes);
  let file = options.file === undefined ? specFileFixture() : (options.file ?? undefined);
  const activities: UserActivityRequest[] = [];
  const events: Record<string, string | number>[] = [];
  const applied: Command[] = [];
  let clock = 1000;
  const review = createBasicReview({
    api,
    activeSpec: () => (file ? { fileId: 'f1', file } : undefined),
    fileById: () => file,
    applyCommand: (_id: string, command: Command) => {
      applied.push(command);
      if (file) file = applyCommand(file, command);
    },
    user: () => (options.signedIn ? { uid: 'u1', email: 'ada@example.com' } : null),
    logActivity: async (activity) => activities.push(activity),
    trackQualityReviewCompleted: (properties) => events.push(properties),
    newAnalysisId: () => 'review-1',
    now: () => (clock += 500),
    sleep: noSleep,
  });
  review.open();
  const step = () => review.store.getState().current;
  return { review, calls, step, file: () => file, activities, events, applied };
}

describe('basic review', () => {
  it('starts on the description column and says when no spec is active', () => {
    expect(setup({}).review.store.getState()).toMatchObject({
      column: 'description',
      current: { message: null },
    });
    expect(setup({}, { file: null }).step()).toEqual({
      step: 'setup',
      message:
        'No specification is active in the current tab. Please select a tab containing a specification file.',
    });
  });

  it('reviews the suggestions one at a time: accept writes the proposition, reject counts', async () => {
    const { review, step, file, calls } = setup(
      asyncRoutes(
        sequence([
          { body: taskStatus('running', { progress_percentage: 50 }) },
          { body: taskStatus('completed', { results: { rows } }) },
        ]),
      ),
    );
    await review.start();
    expect(calls[0]?.body).toMatchObject({
      selectedColumn: 'description',
      uid: 'anonymous',
      review_id: 'review-1',
      requirements: [{ id: 'r1', description: 'The system shall do thing 1.' }, { id: 'r2' }, { id: 'r3' }],
    });
    expect(step()).toMatchObject({ step: 'proposal', index: 0, accepted: 0, rejected: 0 });
    review.accept();
    expect(file()?.data[1]?.description).toBe('The system shall do thing two.');
    expect(step()).toMatchObject({ step: 'proposal', index: 1, accepted: 1 });
    review.reject();
    expect(step()).toEqual({ step: 'finished', accepted: 1, rejected: 1, skipped: 0, total: 2 });
    expect(file()?.data[2]?.description).toBe('The system shall do thing 3.');
  });

  it('a row with only a reason offers no proposal; an edited proposal is accepted as edited', async () => {
    const vague = { id: 'r1', description: 'fast', status: 'error', proposition: '', reason: 'Ambiguous' };
    const { review, step, file } = setup(
      asyncRoutes({ body: taskStatus('completed', { results: { rows: [vague, ...rows.slice(1)] } }) }),
    );
    await review.start();
    expect(step()).toMatchObject({ index: 0, acceptable: false, draft: null, remainingAcceptable: 2 });
    review.accept();
    expect(step()).toMatchObject({ index: 0 });
    review.skip();
    review.edit('The system shall do thing 2, edited.');
    review.accept();
    expect(file()?.data.map((row) => row.description)).toEqual([
      'The system shall do thing 1.',
      'The system shall do thing 2, edited.',
      'The system shall do thing 3.',
    ]);
    expect(step()).toMatchObject({
      index: 2,
      accepted: 1,
      skipped: 1,
      draft: 'The system shall do thing three.',
    });
  });

  it('Accept All applies every remaining proposal as one undo step', async () => {
    const { review, step, file, applied } = setup(
      asyncRoutes({ body: taskStatus('completed', { results: { rows } }) }),
    );
    await review.start();
    review.edit('Thing two, edited.');
    review.acceptAll();
    expect(file()?.data.map((row) => row.description)).toEqual([
      'The system shall do thing 1.',
      'Thing two, edited.',
      'The system shall do thing three.',
    ]);
    expect(step()).toEqual({ step: 'finished', accepted: 2, rejected: 0, skipped: 0, total: 2 });
    expect(applied).toEqual([
      expect.objectContaining({ type: 'group', label: 'Accept all review suggestions' }),
    ]);
  });

  it('says everything looks good when every row is ok', async () => {
    const ok = { rows: [rows[0]] };
    const { review, step } = setup({ 'POST /api/reqif_analyze/basic': { body: ok } });
    review.setAsyncMode(false);
    await review.start();
    expect(step()).toEqual({ step: 'noProposals' });
  });

  it.each([
    [taskStatus('failed', { error: 'Engine crashed' }), 'Engine crashed'],
    [taskStatus('failed'), 'Analysis failed'],
    [taskStatus('cancelled'), 'Analysis was cancelled'],
    [taskStatus('completed'), 'Analysis completed but no results received'],
  ])('returns to the setup with the message of a terminal status', async (answer, message) => {
    const { review, step } = setup(asyncRoutes({ body: answer }));
    await review.start();
    expect(step()).toEqual({ step: 'setup', message });
  });

  it('gives up after 3 consecutive status failures', async () => {
    const { review, step, calls } = setup(
      asyncRoutes({ status: 503, body: { error: 'x', message: 'Busy' } }),
    );
    await review.start();
    expect(step()).toEqual({
      step: 'setup',
      message: 'Analysis status check failed after 3 attempts: Busy',
    });
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(3);
  });

  it('shows a start failure', async () => {
    const { review, step } = setup({ 'POST /api/reqif_analyze/basic/async': { networkError: true } });
    await review.start();
    expect(step()).toEqual({
      step: 'setup',
      message: 'No response from server. Please check your network connection.',
    });
  });

  it('cancels: deletes the task and returns with the message', async () => {
    let release: () => void = () => {};
    const { review, step, calls } = setup(
      asyncRoutes(
        () =>
          new Promise<FakeAnswer>((resolve) => {
            release = () => resolve({ body: taskStatus('running') });
          }),
      ),
    );
    const running = review.start();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await review.cancel();
    release();
    await running;
    expect(step()).toEqual({ step: 'setup', message: 'Analysis cancelled by user' });
    expect(calls.at(-1)).toMatchObject({ method: 'DELETE', path: '/api/reqif_analyze/basic/cancel/t1' });
  });

  it('logs the activity and review_completed on close, then resets', async () => {
    const { review, activities, events, step } = setup(
      asyncRoutes({ body: taskStatus('completed', { results: { rows } }) }),
      { signedIn: true },
    );
    await review.start();
    review.accept();
    review.close();
    expect(activities).toEqual([
      expect.objectContaining({
        uid: 'u1',
        review_id: 'review-1',
        analysis_type: 'basic',
        action: 'basic_review_closed',
        // The server logged the analysis (rows, credits) when it finished: not counted twice.
        total_to_analyze: 0,
        analyzed_requirements: 0,
        accepted_requirements: 1,
        rejected_requirements: 0,
        credits_used: 0,
      }),
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        stage: 'user_review',
        review_type: 'basic',
        accepted: 1,
        total: 3,
        credits_used: 3,
      }),
    ]);
    expect(step()).toEqual({ step: 'idle' });
    review.close();
    expect(activities).toHaveLength(1);
  });
});
