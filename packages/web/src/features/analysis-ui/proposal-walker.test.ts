import type { UserActivityRequest } from '@specwright/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createProposalWalker,
  type ProposalDecision,
  type ProposalStep,
  type ProposalsFinishedStep,
  type WalkedAnalysis,
} from './proposal-walker';

const analysis: WalkedAnalysis = {
  analysisId: 'review-1',
  analysisType: 'basic',
  totalToAnalyze: 3,
  analyzed: 3,
  creditsUsed: 3,
  analysisMs: 2_000,
};

function setup({ signedIn = true, logFails = false, editable = false } = {}) {
  const shown: (ProposalStep<string> | ProposalsFinishedStep)[] = [];
  const applied: string[] = [];
  const appliedTogether: string[][] = [];
  const activities: UserActivityRequest[] = [];
  const events: Record<string, string | number>[] = [];
  let clock = 10_000;
  const walker = createProposalWalker<string>({
    show: (step) => shown.push(step),
    applyAccepted: (proposal) => applied.push(proposal),
    applyAllAccepted: (proposals) => appliedTogether.push([...proposals]),
    // A proposal starting with '-' has no concrete text: it can be skipped, not accepted.
    canAccept: (proposal) => !proposal.startsWith('-'),
    ...(editable
      ? { editing: { textOf: (p: string) => p, withText: (_: string, text: string) => text } }
      : {}),
    user: () => (signedIn ? { uid: 'u1', email: 'ada@example.com' } : null),
    logActivity: async (activity) => {
      if (logFails) throw new Error('offline');
      activities.push(activity);
    },
    trackQualityReviewCompleted: (properties) => events.push(properties),
    now: () => (clock += 1_500),
  });
  const decide = (decisions: readonly ProposalDecision[]) => {
    for (const decision of decisions) walker[decision]();
  };
  return { walker, decide, shown, applied, appliedTogether, activities, events };
}

describe('proposal walker', () => {
  it('shows the proposals one at a time; accept applies, both count, finished after the last', () => {
    const { walker, decide, shown, applied } = setup();
    expect(walker.begin(analysis, ['a', 'b', 'c'])).toBe(true);
    const shownProposal = {
      step: 'proposal',
      proposals: ['a', 'b', 'c'],
      skipped: 0,
      draft: null,
      acceptable: true,
    };
    expect(shown).toEqual([{ ...shownProposal, index: 0, accepted: 0, rejected: 0, remainingAcceptable: 3 }]);
    decide(['accept', 'reject', 'accept']);
    expect(shown.slice(1)).toEqual([
      { ...shownProposal, index: 1, accepted: 1, rejected: 0, remainingAcceptable: 2 },
      { ...shownProposal, index: 2, accepted: 1, rejected: 1, remainingAcceptable: 1 },
      { step: 'finished', accepted: 2, rejected: 1, skipped: 0, total: 3 },
    ]);
    expect(applied).toEqual(['a', 'c']);
    decide(['accept']);
    expect(shown).toHaveLength(4);
  });

  it('accepts the edited text, and not an emptied one', () => {
    const { walker, shown, applied } = setup({ editable: true });
    walker.begin(analysis, ['a', 'b']);
    expect(shown.at(-1)).toMatchObject({ draft: 'a' });
    walker.edit('a, edited');
    expect(shown.at(-1)).toMatchObject({ index: 0, draft: 'a, edited' });
    walker.accept();
    walker.edit('  ');
    walker.accept();
    expect(shown.at(-1)).toMatchObject({ index: 1, draft: '  ' });
    expect(applied).toEqual(['a, edited']);
  });

  it('a row without a proposal can be skipped, not accepted or edited; Skip counts as skipped', () => {
    const { walker, shown, applied } = setup({ editable: true });
    walker.begin(analysis, ['-vague', 'b']);
    expect(shown.at(-1)).toMatchObject({ acceptable: false, draft: null, remainingAcceptable: 1 });
    walker.edit('x');
    walker.accept();
    expect(shown).toHaveLength(1);
    walker.skip();
    walker.skip();
    expect(shown.at(-1)).toEqual({ step: 'finished', accepted: 0, rejected: 0, skipped: 2, total: 2 });
    expect(applied).toEqual([]);
  });

  it('Accept All applies the remaining proposals together, the shown one as edited, and finishes', () => {
    const { walker, shown, applied, appliedTogether } = setup({ editable: true });
    walker.begin(analysis, ['a', 'b', '-c', 'd']);
    walker.reject();
    walker.edit('b2');
    walker.acceptAll();
    expect(appliedTogether).toEqual([['b2', 'd']]);
    expect(applied).toEqual([]);
    expect(shown.at(-1)).toEqual({ step: 'finished', accepted: 2, rejected: 1, skipped: 1, total: 4 });
    walker.acceptAll();
    expect(appliedTogether).toHaveLength(1);
  });

  it('Accept All with nothing left to accept applies nothing', () => {
    const { walker, shown, appliedTogether } = setup();
    walker.begin(analysis, ['a', '-b']);
    walker.accept();
    expect(shown.at(-1)).toMatchObject({ remainingAcceptable: 0 });
    walker.acceptAll();
    expect(appliedTogether).toEqual([]);
    expect(shown.at(-1)).toEqual({ step: 'finished', accepted: 1, rejected: 0, skipped: 1, total: 2 });
  });

  it('shows nothing without proposals, and decisions then do nothing', () => {
    const { walker, decide, shown, applied } = setup();
    decide(['accept']);
    expect(walker.begin(analysis, [])).toBe(false);
    decide(['accept', 'reject']);
    expect(shown).toEqual([]);
    expect(applied).toEqual([]);
  });

  it('logs the walk once on close: the activity when signed in, review_completed always', () => {
    const { walker, decide, activities, events } = setup();
    walker.begin(analysis, ['a', 'b']);
    decide(['accept', 'reject']);
    walker.close();
    walker.close();
    expect(activities).toEqual([
      expect.objectContaining({
        uid: 'u1',
        review_id: 'review-1',
        action: 'basic_review_closed',
        accepted_requirements: 1,
        rejected_requirements: 1,
        user_review_time: 1.5,
      }),
    ]);
    expect(events).toEqual([
      expect.objectContaining({
        review_type: 'basic',
        accepted: 1,
        rejected: 1,
        total: 3,
        analysis_seconds: 2,
      }),
    ]);
  });

  it('logs a walk with nothing to decide, but nothing before begin or after discard', () => {
    const empty = setup({ signedIn: false });
    empty.walker.close();
    expect(empty.events).toEqual([]);
    empty.walker.begin(analysis, []);
    empty.walker.close();
    expect(empty.events).toEqual([expect.objectContaining({ accepted: 0, rejected: 0 })]);
    expect(empty.activities).toEqual([]);
    const discarded = setup();
    discarded.walker.begin(analysis, ['a']);
    discarded.walker.discard();
    discarded.decide(['accept']);
    discarded.walker.close();
    expect(discarded.events).toEqual([]);
    expect(discarded.applied).toEqual([]);
  });

  it('ignores a failed activity log', async () => {
    const { walker, events } = setup({ logFails: true });
    walker.begin(analysis, ['a']);
    expect(() => walker.close()).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(events).toHaveLength(1);
  });

  it('counts every decision made once, accepted or rejected, and applies exactly the accepted ones', () => {
    const decision = fc.constantFrom<ProposalDecision>('accept', 'reject', 'skip');
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((proposal) => !proposal.startsWith('-')),
          { minLength: 1, maxLength: 12 },
        ),
        fc.array(decision, { maxLength: 16 }),
        (proposals, decisions) => {
          const { walker, decide, shown, applied, events } = setup();
          walker.begin(analysis, proposals);
          decide(decisions);
          const made = decisions.slice(0, proposals.length);
          const accepted = made.filter((d) => d === 'accept').length;
          const rejected = made.filter((d) => d === 'reject').length;
          const end = shown.at(-1);
          expect(shown).toHaveLength(made.length + 1);
          expect(end?.accepted).toBe(accepted);
          expect(end?.rejected).toBe(rejected);
          expect(end?.skipped).toBe(made.length - accepted - rejected);
          expect(end?.step).toBe(made.length === proposals.length ? 'finished' : 'proposal');
          expect(applied).toEqual(proposals.filter((_, index) => made[index] === 'accept'));
          walker.close();
          expect(events).toEqual([expect.objectContaining({ accepted, rejected })]);
        },
      ),
    );
  });
});
