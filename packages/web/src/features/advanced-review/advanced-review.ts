import { type AdvancedProposal, actionableAction, proposalCommand } from '@specwright/core';
import { createStore } from 'zustand/vanilla';
import { failureMessage } from '../../api/analysis-messages';
import {
  type ReviewDeps,
  type ReviewTally,
  reviewActivity,
  reviewCompletedProperties,
} from '../analysis-ui/review-activity';
import { defaultReviewColumn, reviewRequirements } from '../analysis-ui/review-columns';

export const ADVANCED_REVIEW_MESSAGES = {
  noActiveSpec: 'No active specification found in the current tab. Please select a valid spec file.',
  insufficientTitle: 'Insufficient Credits :(',
  insufficientMessage: 'You do not have enough credits to perform this analysis.',
  noProposals: 'No actionable proposals found.',
  unexpected: 'An unexpected error occurred during advanced review.',
} as const;

export type AdvancedReviewStep =
  | { step: 'idle' }
  | { step: 'loading'; message: string }
  | { step: 'noActiveSpec' }
  | { step: 'noUserSignedIn' }
  | { step: 'insufficientCredits'; credits: number; needed: number }
  | { step: 'selectColumn' }
  | { step: 'review'; proposals: AdvancedProposal[]; index: number; accepted: number; rejected: number }
  | { step: 'noProposals' }
  | { step: 'finished'; accepted: number; rejected: number; total: number }
  | { step: 'error'; message: string };

export interface AdvancedReviewState {
  fileId: string | null;
  column: string;
  current: AdvancedReviewStep;
}

export interface AdvancedReviewDeps extends ReviewDeps {
  /** The user's remaining credits, or null when the dashboard cannot say (the server checks again). */
  credits: (uid: string) => Promise<number | null>;
}

/** Proposals with an empty action or 'none' (any case) are dropped (spec §4). */
export function actionableProposals(proposals: readonly AdvancedProposal[]): AdvancedProposal[] {
  return proposals.filter((proposal) => actionableAction(proposal.action) !== null);
}

const NOT_ENOUGH_CREDITS = /not have enough credits/i;

/** The Advanced review dialog's state machine (spec §4). */
export function createAdvancedReview(deps: AdvancedReviewDeps) {
  const now = deps.now ?? Date.now;
  const store = createStore<AdvancedReviewState>()(() => ({
    fileId: null,
    column: '',
    current: { step: 'idle' },
  }));
  let tally: ReviewTally | null = null;
  let reviewStartedAt = 0;
  /** Bumped on every open and close, so an answer for an earlier opening is ignored. */
  let generation = 0;
  const set = (current: AdvancedReviewStep) => store.setState({ current });

  async function open() {
    const opening = ++generation;
    tally = null;
    set({ step: 'loading', message: 'Checking your account…' });
    const user = deps.user();
    if (!user) return set({ step: 'noUserSignedIn' });
    const target = deps.activeSpec();
    if (!target) return set({ step: 'noActiveSpec' });
    store.setState({ fileId: target.fileId, column: defaultReviewColumn(target.file) });
    const credits = await deps.credits(user.uid).catch(() => null);
    if (opening !== generation) return;
    const needed = target.file.data.length;
    if (credits !== null && credits < needed) return set({ step: 'insufficientCredits', credits, needed });
    set({ step: 'selectColumn' });
  }

  async function start() {
    const { fileId, column } = store.getState();
    const file = fileId ? deps.fileById(fileId) : undefined;
    const user = deps.user();
    if (!user) return set({ step: 'noUserSignedIn' });
    if (!fileId || !file) return set({ step: 'noActiveSpec' });
    const opening = generation;
    const reviewId = deps.newReviewId?.() ?? crypto.randomUUID();
    const requirements = reviewRequirements(file, column);
    const startedAt = now();
    set({ step: 'loading', message: 'Looking for missing, duplicate and inconsistent requirements…' });
    try {
      const response = await deps.api.proposeAdvanced({
        review_id: reviewId,
        uid: user.uid,
        user_email: user.email,
        selectedColumn: column,
        requirements,
      });
      if (opening !== generation) return;
      tally = {
        reviewId,
        analysisType: 'advanced',
        totalToAnalyze: requirements.length,
        analyzed: requirements.length,
        accepted: 0,
        rejected: 0,
        creditsUsed: requirements.length,
        analysisMs: now() - startedAt,
        reviewMs: 0,
      };
      reviewStartedAt = now();
      const proposals = actionableProposals(response.rows);
      if (proposals.length === 0) return set({ step: 'noProposals' });
      set({ step: 'review', proposals, index: 0, accepted: 0, rejected: 0 });
    } catch (error) {
      if (opening !== generation) return;
      const message = failureMessage(error, ADVANCED_REVIEW_MESSAGES.unexpected);
      if (NOT_ENOUGH_CREDITS.test(message))
        return set({ step: 'insufficientCredits', credits: 0, needed: requirements.length });
      set({ step: 'error', message });
    }
  }

  function decide(decision: 'accept' | 'reject') {
    const { current, fileId, column } = store.getState();
    if (current.step !== 'review') return;
    const proposal = current.proposals[current.index];
    if (!proposal) return;
    const file = fileId ? deps.fileById(fileId) : undefined;
    if (decision === 'accept' && fileId && file) {
      const command = proposalCommand(file, proposal, column);
      if (command) deps.dispatch(fileId, command, `Accept ${proposal.action.trim().toLowerCase()} proposal`);
    }
    const accepted = current.accepted + (decision === 'accept' ? 1 : 0);
    const rejected = current.rejected + (decision === 'reject' ? 1 : 0);
    if (tally) tally = { ...tally, accepted, rejected };
    const index = current.index + 1;
    if (index < current.proposals.length) return set({ ...current, index, accepted, rejected });
    set({ step: 'finished', accepted, rejected, total: current.proposals.length });
  }

  function logReview() {
    if (!tally) return;
    const finished = { ...tally, reviewMs: now() - reviewStartedAt };
    tally = null;
    const user = deps.user();
    if (user) void deps.logActivity(reviewActivity(user.uid, finished)).catch(() => {});
    deps.trackReviewCompleted(reviewCompletedProperties(finished));
  }

  return {
    store,
    open,
    setColumn: (column: string) => store.setState({ column }),
    start,
    accept: () => decide('accept'),
    reject: () => decide('reject'),
    close: () => {
      generation += 1;
      logReview();
      store.setState({ fileId: null, column: '', current: { step: 'idle' } });
    },
  };
}

export type AdvancedReview = ReturnType<typeof createAdvancedReview>;
