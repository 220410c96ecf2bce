import {
  type ReviewDeps,
  type ReviewTally,
  reviewActivity,
  reviewCompletedProperties,
} from './review-activity';

export type ReviewDecision = 'accept' | 'reject';

/** Reviewing an analysis' proposals one at a time: the one shown is `proposals[index]`. */
export interface ReviewingStep<Proposal> {
  step: 'review';
  proposals: readonly Proposal[];
  index: number;
  accepted: number;
  rejected: number;
}

export interface ReviewFinishedStep {
  step: 'finished';
  accepted: number;
  rejected: number;
  total: number;
}

/** What the close log reports about the analysis itself; the walker adds the decisions and review time. */
export type ReviewedAnalysis = Omit<ReviewTally, 'accepted' | 'rejected' | 'reviewMs'>;

/** The step after a decision on the shown proposal: the next proposal, or finished after the last. */
function stepAfterDecision<Proposal>(
  step: ReviewingStep<Proposal>,
  decision: ReviewDecision,
): ReviewingStep<Proposal> | ReviewFinishedStep {
  const accepted = step.accepted + (decision === 'accept' ? 1 : 0);
  const rejected = step.rejected + (decision === 'reject' ? 1 : 0);
  const index = step.index + 1;
  if (index < step.proposals.length) return { ...step, index, accepted, rejected };
  return { step: 'finished', accepted, rejected, total: step.proposals.length };
}

export interface ProposalWalkerDeps<Proposal>
  extends Pick<ReviewDeps, 'user' | 'logActivity' | 'trackReviewCompleted'> {
  /** Shows a step of the review in the dialog. */
  show: (step: ReviewingStep<Proposal> | ReviewFinishedStep) => void;
  /** Applies an accepted proposal to the file under review. */
  applyAccepted: (proposal: Proposal) => void;
  now: () => number;
}

/**
 * One review of proposals (basic review suggestions, advanced review proposals): one proposal at a time,
 * Accept applies it, the accepted and rejected counts, and the activity log when the dialog closes.
 */
export function createProposalWalker<Proposal>(deps: ProposalWalkerDeps<Proposal>) {
  let tally: ReviewTally | null = null;
  let reviewStartedAt = 0;
  let shown: ReviewingStep<Proposal> | null = null;

  function decide(decision: ReviewDecision) {
    const proposal = shown?.proposals[shown.index];
    if (!shown || proposal === undefined) return;
    if (decision === 'accept') deps.applyAccepted(proposal);
    const next = stepAfterDecision(shown, decision);
    shown = next.step === 'review' ? next : null;
    if (tally) tally = { ...tally, accepted: next.accepted, rejected: next.rejected };
    deps.show(next);
  }

  return {
    /**
     * Starts reviewing an analysis' proposals and shows the first; false when there is none to show. The
     * review is logged on close either way.
     */
    begin(analysis: ReviewedAnalysis, proposals: readonly Proposal[]): boolean {
      tally = { ...analysis, accepted: 0, rejected: 0, reviewMs: 0 };
      reviewStartedAt = deps.now();
      if (proposals.length === 0) return false;
      shown = { step: 'review', proposals, index: 0, accepted: 0, rejected: 0 };
      deps.show(shown);
      return true;
    },

    /** Applies the shown proposal, counts it and shows the next step. */
    accept: () => decide('accept'),
    /** Counts the shown proposal as rejected and shows the next step. */
    reject: () => decide('reject'),

    /**
     * Logs the review once: the activity for a signed-in user (failures ignored) and the
     * review_completed event. Nothing when no review began.
     */
    close() {
      shown = null;
      if (!tally) return;
      const finished = { ...tally, reviewMs: deps.now() - reviewStartedAt };
      tally = null;
      const user = deps.user();
      if (user) void deps.logActivity(reviewActivity(user.uid, finished)).catch(() => {});
      deps.trackReviewCompleted(reviewCompletedProperties(finished));
    },

    /** Forgets the review without logging it. */
    discard() {
      shown = null;
      tally = null;
    },
  };
}
