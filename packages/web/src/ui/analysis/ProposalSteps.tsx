import { Notice } from '../Notice';
import { ProposalCounters } from './SuggestionCompare';

interface ProposalStepCounts {
  accepted: number;
  rejected: number;
  skipped: number;
}

/** What the decision buttons need to know of the shown step (see ProposalStep of the proposal walker). */
interface DecisionState {
  /** The shown row has a concrete proposal (else only Skip and Accept All are offered). */
  acceptable: boolean;
  /** The edited text, or null when the proposal has none to edit. */
  draft: string | null;
  /** Proposals, from the shown one on, that Accept All would apply. */
  remainingAcceptable: number;
}

export interface ProposalDecisionHandlers {
  accept: () => void;
  reject: () => void;
  skip: () => void;
  acceptAll: () => void;
}

/**
 * The actions while a quality review shows one proposal: Skip moves on, Accept All applies every remaining
 * proposal as one undo step, Reject and Accept decide the shown one — offered only when it has a concrete
 * proposal (Accept also needs a non-empty edited text).
 */
export function ProposalDecisionButtons({ step, on }: { step: DecisionState; on: ProposalDecisionHandlers }) {
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

/** Where the user is in a quality review's proposals, with the counts so far. */
export function ProposalProgress({
  step,
  noun,
}: {
  step: ProposalStepCounts & { index: number; proposals: readonly unknown[] };
  /** What a proposal is called: 'Suggestion' (basic) or 'Proposal' (advanced). */
  noun: string;
}) {
  return (
    <ProposalCounters
      index={step.index}
      total={step.proposals.length}
      accepted={step.accepted}
      rejected={step.rejected}
      skipped={step.skipped}
      noun={noun}
    />
  );
}

/** The end of the walk through a quality review's proposals: how many there were, accepted, rejected and skipped. */
export function ProposalsFinished({
  step,
  nounPlural,
}: {
  step: ProposalStepCounts & { total: number };
  /** 'suggestions' (basic) or 'proposals' (advanced). */
  nounPlural: string;
}) {
  return (
    <>
      <Notice tone="success">
        All {step.total} {nounPlural} reviewed.
      </Notice>
      <ProposalCounters
        total={step.total}
        accepted={step.accepted}
        rejected={step.rejected}
        skipped={step.skipped}
      />
    </>
  );
}
