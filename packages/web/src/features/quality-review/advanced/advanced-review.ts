import {
  type AdvancedProposal,
  type AdvancedReviewRequest,
  type AdvancedReviewResponse,
  actionableAction,
  proposalCommand,
} from '@specwright/core';
import { createAnalysisFlow } from '../../analysis-flow/analysis-flow';
import type { AnalysisFlowDefinition, FlowStep } from '../../analysis-flow/flow-definition';
import { qualityReviewCost, qualityReviewRequirements } from '../../analysis-ui/quality-review-columns';
import type { QualityReviewDeps } from '../quality-review-deps';
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

export type AdvancedReviewStep = FlowStep<never, AdvancedProposal, never>;

export interface AdvancedReviewDeps extends QualityReviewDeps {
  /** The user's remaining credits, or null when the dashboard cannot say (the server checks again). */
  credits: (uid: string) => Promise<number | null>;
}

/** Proposals with an empty action or 'none' (any case) are dropped. */
export function actionableProposals(proposals: readonly AdvancedProposal[]): AdvancedProposal[] {
  return proposals.filter((proposal) => actionableAction(proposal.action) !== null);
}

const NOT_ENOUGH_CREDITS = /not have enough credits/i;

const insufficientCredits = (credits: number, needed: number): AdvancedReviewStep => ({
  step: 'blocked',
  blocker: { reason: 'insufficientCredits', credits, needed },
});

/**
 * Advanced review as a configuration of the analysis flow: a signed-in user with enough credits (one per
 * requirement) chooses a column; one synchronous call finds missing, duplicate and inconsistent
 * requirements; the user walks through the actionable proposals.
 */
export function advancedReviewDefinition(
  deps: AdvancedReviewDeps,
): AnalysisFlowDefinition<AdvancedReviewRequest, AdvancedReviewResponse, never, AdvancedProposal, never> {
  return {
    task: { run: deps.api.advancedReview.run, runFailedText: ADVANCED_REVIEW_MESSAGES.unexpected },
    analyses: 'specAtOpen',
    choosesColumn: true,
    preparingMessage: 'Checking your account…',
    refuse: ({ target, user }) => {
      if (!user) return { step: 'blocked', blocker: { reason: 'noUserSignedIn' } };
      return target ? null : { step: 'blocked', blocker: { reason: 'noActiveSpec' } };
    },
    admit: async ({ target, user }) => {
      const credits = user ? await deps.credits(user.uid).catch(() => null) : null;
      const needed = target ? qualityReviewCost(target.file) : 0;
      return credits !== null && credits < needed ? insufficientCredits(credits, needed) : null;
    },
    request: ({ target, column, user }, analysisId) => {
      const requirements = qualityReviewRequirements(target.file, column);
      // refuse() has turned a signed-out user away.
      const signedIn = user ?? { uid: '', email: '' };
      const body = {
        review_id: analysisId,
        uid: signedIn.uid,
        user_email: signedIn.email,
        selectedColumn: column,
        requirements,
      };
      return { body, size: requirements.length };
    },
    startMessage: 'Looking for missing, duplicate and inconsistent requirements…',
    failure: (message, request) =>
      NOT_ENOUGH_CREDITS.test(message) ? insufficientCredits(0, request?.size ?? 0) : null,
    cancelWaitsForServer: false,
    missingFileMessage: ADVANCED_REVIEW_MESSAGES.noActiveSpec,
    finish: {
      kind: 'walkProposals',
      proposals: (results) => actionableProposals(results.rows),
      analysis: (_results, request) => ({ analysisType: 'advanced', analyzed: request.size }),
      editing: { textOf: editableText, withText: withEditedText },
      accept: (file, proposal, column) => {
        const command = proposalCommand(file, proposal, column);
        return command ? { command, label: `Accept ${proposal.action.trim().toLowerCase()} proposal` } : null;
      },
      acceptAll: acceptAllCommands,
      acceptAllLabel: 'Accept all proposals',
      activity: deps,
    },
  };
}

/** The Advanced review dialog's state machine (its steps are listed in docs/product-rules.md). */
export function createAdvancedReview(deps: AdvancedReviewDeps) {
  return createAnalysisFlow(advancedReviewDefinition(deps), deps);
}

export type AdvancedReview = ReturnType<typeof createAdvancedReview>;
