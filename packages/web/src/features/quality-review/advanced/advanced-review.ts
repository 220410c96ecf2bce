import { type AdvancedProposal, actionableAction, proposalCommand } from '@specwright/core';
import { createStore } from 'zustand/vanilla';
import { createTaskRunner } from '../../../api/task-runner';
import {
  createProposalWalker,
  type ReviewFinishedStep,
  type ReviewingStep,
} from '../../analysis-ui/proposal-walker';
import type { ReviewDeps } from '../../analysis-ui/review-activity';
import { defaultReviewColumn, reviewCost, reviewRequirements } from '../../analysis-ui/review-columns';
import { acceptAllCommands, editableText, withEditedText } from './proposal-edits';

export const ADVANCED_REVIEW_MESSAGES = {
  noActiveSpec: 'No active specification found in the current tab. Please select a valid spec file.',
  insufficientTitle: 'Insufficient Credits :(',
  insufficientMessage: 'You do not have enough credits to perform this analysis.',
  noProposals: 'No actionable proposals found.',
  unexpected: 'An unexpected error occurred during advanced review.',
  creditsRefund:
    "Credits pay for the language model's part of the review: if the model is unavailable or fails, they are given back.",
} as const;

export type AdvancedReviewStep =
  | { step: 'idle' }
  | { step: 'loading'; message: string }
  | { step: 'noActiveSpec' }
  | { step: 'noUserSignedIn' }
  | { step: 'insufficientCredits'; credits: number; needed: number }
  | { step: 'selectColumn' }
  | ReviewingStep<AdvancedProposal>
  | { step: 'noProposals' }
  | ReviewFinishedStep
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

/** Proposals with an empty action or 'none' (any case) are dropped. */
export function actionableProposals(proposals: readonly AdvancedProposal[]): AdvancedProposal[] {
  return proposals.filter((proposal) => actionableAction(proposal.action) !== null);
}

const NOT_ENOUGH_CREDITS = /not have enough credits/i;

/** The Advanced review dialog's state machine (its steps are listed in docs/product-rules.md). */
export function createAdvancedReview(deps: AdvancedReviewDeps) {
  const now = deps.now ?? Date.now;
  const store = createStore<AdvancedReviewState>()(() => ({
    fileId: null,
    column: '',
    current: { step: 'idle' },
  }));
  const set = (current: AdvancedReviewStep) => store.setState({ current });
  const runner = createTaskRunner({
    run: deps.api.advancedReview.run,
    runFailedText: ADVANCED_REVIEW_MESSAGES.unexpected,
  });
  const walker = createProposalWalker<AdvancedProposal>({
    ...deps,
    now,
    show: set,
    editing: { textOf: editableText, withText: withEditedText },
    applyAccepted: (proposal) => {
      const { fileId, column } = store.getState();
      const file = fileId ? deps.fileById(fileId) : undefined;
      const command = fileId && file ? proposalCommand(file, proposal, column) : null;
      if (fileId && command) {
        deps.applyCommand(fileId, command, `Accept ${proposal.action.trim().toLowerCase()} proposal`);
      }
    },
    applyAllAccepted: (proposals) => {
      const { fileId, column } = store.getState();
      const file = fileId ? deps.fileById(fileId) : undefined;
      const commands = file ? acceptAllCommands(file, proposals, column) : [];
      const label = 'Accept all proposals';
      if (fileId && commands.length > 0) deps.applyCommand(fileId, { type: 'group', label, commands }, label);
    },
  });
  /** Bumped on every open and close, so a credits answer for an earlier opening is ignored. */
  let generation = 0;

  async function open() {
    const opening = ++generation;
    runner.stop();
    walker.discard();
    set({ step: 'loading', message: 'Checking your account…' });
    const user = deps.user();
    if (!user) return set({ step: 'noUserSignedIn' });
    const target = deps.activeSpec();
    if (!target) return set({ step: 'noActiveSpec' });
    store.setState({ fileId: target.fileId, column: defaultReviewColumn(target.file) });
    const credits = await deps.credits(user.uid).catch(() => null);
    if (opening !== generation) return;
    const needed = reviewCost(target.file);
    if (credits !== null && credits < needed) return set({ step: 'insufficientCredits', credits, needed });
    set({ step: 'selectColumn' });
  }

  async function start() {
    const { fileId, column } = store.getState();
    const file = fileId ? deps.fileById(fileId) : undefined;
    const user = deps.user();
    if (!user) return set({ step: 'noUserSignedIn' });
    if (!fileId || !file) return set({ step: 'noActiveSpec' });
    const reviewId = deps.newReviewId?.() ?? crypto.randomUUID();
    const requirements = reviewRequirements(file, column);
    const startedAt = now();
    set({ step: 'loading', message: 'Looking for missing, duplicate and inconsistent requirements…' });
    const body = {
      review_id: reviewId,
      uid: user.uid,
      user_email: user.email,
      selectedColumn: column,
      requirements,
    };
    const result = await runner.start(body, { inBackground: false });
    if (result.kind === 'stopped') return;
    if (result.kind === 'failed') {
      if (NOT_ENOUGH_CREDITS.test(result.message))
        return set({ step: 'insufficientCredits', credits: 0, needed: requirements.length });
      return set({ step: 'error', message: result.message });
    }
    const analysis = {
      reviewId,
      analysisType: 'advanced',
      totalToAnalyze: requirements.length,
      analyzed: requirements.length,
      creditsUsed: requirements.length,
      analysisMs: now() - startedAt,
    } as const;
    if (!walker.begin(analysis, actionableProposals(result.results.rows))) set({ step: 'noProposals' });
  }

  return {
    store,
    open,
    setColumn: (column: string) => store.setState({ column }),
    start,
    accept: walker.accept,
    reject: walker.reject,
    skip: walker.skip,
    acceptAll: walker.acceptAll,
    edit: walker.edit,
    close: () => {
      generation += 1;
      runner.stop();
      walker.close();
      store.setState({ fileId: null, column: '', current: { step: 'idle' } });
    },
  };
}

export type AdvancedReview = ReturnType<typeof createAdvancedReview>;
