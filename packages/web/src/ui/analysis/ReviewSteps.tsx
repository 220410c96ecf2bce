import { Notice } from '../Notice';
import { ReviewCounters } from './SuggestionCompare';

interface ReviewStepCounts {
  accepted: number;
  rejected: number;
  skipped: number;
}

/** What the review actions need to know of the shown step (see ReviewingStep of the proposal walker). */
interface DecisionState {
  /** The shown row has a concrete proposal (else only Skip and Accept All are offered). */
  acceptable: boolean;
  /** The edited text, or null when the proposal has none to edit. */
  draft: string | null;
  /** Proposals, from the shown one on, that Accept All would apply. */
  remainingAcceptable: number;
}

export interface ReviewDecisionHandlers {
  accept: () => void;
  reject: () => void;
  skip: () => void;
  acceptAll: () => void;
}

/**
 * The actions while a review shows one proposal: Skip moves on, Accept All applies every remaining
 * proposal as one undo step, Reject and Accept decide the shown one — offered only when it has a concrete
 * proposal (Accept also needs a non-empty edited text).
 */
export function ReviewDecisionButtons({ step, on }: { step: DecisionState; on: ReviewDecisionHandlers }) {
  const emptyDraft = step.draft !== null && step.draft.trim() === '';
  return (
    <>
      <button type="button" className="button" onClick={on.skip}>
        Skip
      </button>
      <button
        type="button"
        className="button"
        disabled={step.remainingAcceptable === 0}
        onClick={on.acceptAll}
      >
        Accept All
      </button>
      {step.acceptable ? (
        <>
          <button type="button" className="button" onClick={on.reject}>
            Reject
          </button>
          <button type="button" className="button primary" disabled={emptyDraft} onClick={on.accept}>
            Accept
          </button>
        </>
      ) : null}
    </>
  );
}

/** Where the user is in a review's proposals, with the counts so far. */
export function ReviewProgress({
  step,
  noun,
}: {
  step: ReviewStepCounts & { index: number; proposals: readonly unknown[] };
  /** What is being reviewed: 'Suggestion' (basic) or 'Proposal' (advanced). */
  noun: string;
}) {
  return (
    <ReviewCounters
      index={step.index}
      total={step.proposals.length}
      accepted={step.accepted}
      rejected={step.rejected}
      skipped={step.skipped}
      noun={noun}
    />
  );
}

/** The end of a review: how many were reviewed, accepted and rejected. */
export function ReviewFinished({
  step,
  nounPlural,
}: {
  step: ReviewStepCounts & { total: number };
  /** 'suggestions' (basic) or 'proposals' (advanced). */
  nounPlural: string;
}) {
  return (
    <>
      <Notice tone="success">
        All {step.total} {nounPlural} reviewed.
      </Notice>
      <ReviewCounters
        total={step.total}
        accepted={step.accepted}
        rejected={step.rejected}
        skipped={step.skipped}
      />
    </>
  );
}
