import { applyCommand, type Command, type RequirementFile, type UserActivityRequest } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { specFileFixture } from '../../../test/spec-fixture';
import { actionableProposals, createAdvancedReview } from './advanced-review';

const proposal = (id: string, action: string, proposition = '') => ({
  id,
  action,
  reason: `reason ${id}`,
  description: '',
  proposition,
});

interface Options {
  file?: RequirementFile | null;
  signedIn?: boolean;
  credits?: number | null;
}

function setup(
  routes: Parameters<typeof fakeApi>[0],
  { file: given, signedIn = true, credits = 100 }: Options = {},
) {
  const { api, calls } = fakeApi(routes);
  let file = given === undefined ? specFileFixture() : (given ?? undefined);
  const activities: UserActivityRequest[] = [];
  const events: Record<string, string | number>[] = [];
  const review = createAdvancedReview({
    api,
    activeSpec: () => (file ? { fileId: 'f1', file } : undefined),
    fileById: () => file,
    applyCommand: (_id: string, command: Command) => {
      if (file) file = applyCommand(file, command);
    },
    user: () => (signedIn ? { uid: 'u1', email: 'ada@example.com' } : null),
    credits: async () => credits,
    logActivity: async (activity) => activities.push(activity),
    trackQualityReviewCompleted: (properties) => events.push(properties),
    newAnalysisId: () => 'review-2',
  });
  const step = () => review.store.getState().current;
  return { review, calls, step, file: () => file, activities, events };
}

const texts = (file: RequirementFile | undefined) =>
  file?.data.map((row) => `${row.id}:${String(row.description)}`);

describe('advanced review: opening', () => {
  it('needs a signed-in user, then an active spec', async () => {
    const signedOut = setup({}, { signedIn: false });
    await signedOut.review.open();
    expect(signedOut.step()).toEqual({ step: 'blocked', blocker: { reason: 'noUserSignedIn' } });
    const noSpec = setup({}, { file: null });
    await noSpec.review.open();
    expect(noSpec.step()).toEqual({ step: 'blocked', blocker: { reason: 'noActiveSpec' } });
  });

  it('needs credits at least equal to the row count', async () => {
    const poor = setup({}, { credits: 2 });
    await poor.review.open();
    expect(poor.step()).toEqual({
      step: 'blocked',
      blocker: { reason: 'insufficientCredits', credits: 2, needed: 3 },
    });
    const exact = setup({}, { credits: 3 });
    await exact.review.open();
    expect(exact.step()).toEqual({ step: 'setup', message: null });
    const unknown = setup({}, { credits: null });
    await unknown.review.open();
    expect(unknown.step()).toEqual({ step: 'setup', message: null });
  });
});

describe('advanced review: chapter, context and comment rows', () => {
  const withStructure = () =>
    ['chapter', 'comment'].reduce(
      (file, kind, index) =>
        applyCommand(file, { type: 'editCell', rowId: `r${index + 1}`, field: 'this_is_a', value: kind }),
      specFileFixture(4),
    );

  it('needs and spends credits for the requirements only, and sends only them', async () => {
    const enough = setup(
      { 'POST /api/reqif_propose/advanced': { body: { rows: [] } } },
      { file: withStructure(), credits: 2 },
    );
    await enough.review.open();
    expect(enough.step()).toEqual({ step: 'setup', message: null });
    await enough.review.start();
    const sent = enough.calls.at(-1)?.body as { requirements: { id: string }[] } | undefined;
    expect(sent?.requirements.map((row) => row.id)).toEqual(['r3', 'r4']);
    const poor = setup({}, { file: withStructure(), credits: 1 });
    await poor.review.open();
    expect(poor.step()).toEqual({
      step: 'blocked',
      blocker: { reason: 'insufficientCredits', credits: 1, needed: 2 },
    });
  });
});

describe('advanced review: proposals', () => {
  it('drops proposals with an empty or none action', () => {
    const kept = actionableProposals([
      proposal('a', 'NONE'),
      proposal('b', ''),
      proposal('c', 'Replace'),
      proposal('d', ' none '),
    ]);
    expect(kept.map((p) => p.id)).toEqual(['c']);
  });

  it('applies replace, split and delete on accept, counts rejects, then finishes', async () => {
    const { review, step, file, calls, activities, events } = setup({
      'POST /api/reqif_propose/advanced': {
        body: {
          rows: [
            proposal('r1', 'replace', 'The system shall do one thing.'),
            proposal('r2', 'none'),
            proposal('r2', 'split', 'The system shall a. && The system shall b.'),
            proposal('r3', 'delete'),
            proposal('NEW', 'add', 'The system shall log out.'),
          ],
        },
      },
    });
    await review.open();
    await review.start();
    expect(calls.at(-1)?.body).toMatchObject({
      uid: 'u1',
      user_email: 'ada@example.com',
      selectedColumn: 'description',
      review_id: 'review-2',
    });
    expect(step()).toMatchObject({ step: 'proposal', index: 0 });
    review.accept();
    review.accept();
    review.accept();
    review.reject();
    expect(step()).toEqual({ step: 'finished', accepted: 3, rejected: 1, skipped: 0, total: 4 });
    expect(texts(file())).toEqual([
      'r1:The system shall do one thing.',
      'r2~original:The system shall do thing 2.',
      'r2:The system shall a.',
      'r4:The system shall b.',
    ]);
    review.close();
    expect(activities).toEqual([
      expect.objectContaining({
        analysis_type: 'advanced',
        accepted_requirements: 3,
        rejected_requirements: 1,
        credits_used: 0,
      }),
    ]);
    expect(events).toEqual([expect.objectContaining({ review_type: 'advanced', credits_used: 3 })]);
    expect(step()).toEqual({ step: 'idle' });
  });

  it('Accept All applies every remaining proposal, edited split included, as one edit', async () => {
    const { review, step, file } = setup({
      'POST /api/reqif_propose/advanced': {
        body: {
          rows: [
            proposal('r2', 'split', 'The system shall a. && The system shall b.'),
            proposal('r1', 'replace', 'The system shall do one thing.'),
            proposal('r3', 'delete'),
          ],
        },
      },
    });
    await review.open();
    await review.start();
    expect(step()).toMatchObject({ draft: 'The system shall a.\n\nThe system shall b.' });
    review.edit('The system shall a.\n\nThe system shall b.\n\nThe system shall c.');
    review.acceptAll();
    expect(step()).toEqual({ step: 'finished', accepted: 3, rejected: 0, skipped: 0, total: 3 });
    expect(texts(file())).toEqual([
      'r1:The system shall do one thing.',
      'r2~original:The system shall do thing 2.',
      'r2:The system shall a.',
      'r4:The system shall b.',
      'r5:The system shall c.',
    ]);
  });

  it('says when no proposal is actionable', async () => {
    const { review, step } = setup({
      'POST /api/reqif_propose/advanced': { body: { rows: [proposal('r1', 'none'), proposal('r2', '')] } },
    });
    await review.open();
    await review.start();
    expect(step()).toEqual({ step: 'noProposals' });
  });

  it('shows server errors, and the credit refusal as insufficient credits', async () => {
    const failing = setup({
      'POST /api/reqif_propose/advanced': { status: 500, body: { error: 'x', message: 'Model unavailable' } },
    });
    await failing.review.open();
    await failing.review.start();
    expect(failing.step()).toEqual({ step: 'failed', message: 'Model unavailable', progress: null });
    const refused = setup({
      'POST /api/reqif_propose/advanced': {
        status: 403,
        body: {
          error: 'insufficient_credits',
          message: 'You do not have enough credits to perform this analysis.',
        },
      },
    });
    await refused.review.open();
    await refused.review.start();
    expect(refused.step()).toMatchObject({
      step: 'blocked',
      blocker: { reason: 'insufficientCredits', needed: 3 },
    });
  });
});
