import { Notice } from '../Notice';
import { ReviewCounters } from './SuggestionCompare';

interface ReviewStepCounts {
  accepted: number;
  rejected: number;
}

/** The actions while a review shows one proposal: Reject it or Accept it. */
export function ReviewDecisionButtons({
  onAccept,
  onReject,
}: {
  onAccept: () => void;
  onReject: () => void;
}) {
  return (
    <>
      <button type="button" className="button" onClick={onReject}>
        Reject
      </button>
      <button type="button" className="button primary" onClick={onAccept}>
        Accept
      </button>
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
      <ReviewCounters total={step.total} accepted={step.accepted} rejected={step.rejected} />
    </>
  );
}
