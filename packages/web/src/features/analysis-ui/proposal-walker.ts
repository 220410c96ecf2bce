import {
  type QualityReviewLogging,
  type QualityReviewTally,
  qualityReviewActivity,
  qualityReviewCompletedProperties,
} from './quality-review-activity';

export type ProposalDecision = 'accept' | 'reject' | 'skip';

interface ProposalCounts {
  accepted: number;
  rejected: number;
  /** Moved on from without a decision (Skip, or left over by Accept All because they had no proposal). */
  skipped: number;
}

/** Deciding on an analysis' proposals one at a time: the one shown is `proposals[index]`. */
export interface ProposalStep<Proposal> extends ProposalCounts {
  step: 'proposal';
  proposals: readonly Proposal[];
  index: number;
  /** The shown proposal's text as the user has edited it; null when it has no text to edit. */
  draft: string | null;
  /** False when the shown row has no concrete proposal, only its reason: it can be skipped, not accepted. */
  acceptable: boolean;
  /** How many proposals, from the shown one on, Accept All would apply. */
  remainingAcceptable: number;
}

export interface ProposalsFinishedStep extends ProposalCounts {
  step: 'finished';
  total: number;
}

/** What the close log reports about the analysis itself; the walker adds the decisions and deciding time. */
export type WalkedAnalysis = Omit<QualityReviewTally, 'accepted' | 'rejected' | 'decidingMs'>;

/** How a quality review lets the user edit a proposal's text before accepting it. */
export interface ProposalEditing<Proposal> {
  /** The text to edit, or null when the proposal has none (a deletion, a row without a proposal). */
  textOf: (proposal: Proposal) => string | null;
  /** The proposal with the edited text. */
  withText: (proposal: Proposal, text: string) => Proposal;
}

export interface ProposalWalkerDeps<Proposal> extends QualityReviewLogging {
  user: () => { uid: string } | null;
  /** Shows a step of the walk in the dialog. */
  show: (step: ProposalStep<Proposal> | ProposalsFinishedStep) => void;
  /** Applies an accepted proposal to the file under analysis, as one undo step. */
  applyAccepted: (proposal: Proposal) => void;
  /** Applies every proposal accepted by Accept All, together as one undo step. */
  applyAllAccepted: (proposals: readonly Proposal[]) => void;
  /** Whether a proposal can be accepted at all (default: every one can). */
  canAccept?: (proposal: Proposal) => boolean;
  editing?: ProposalEditing<Proposal>;
  now: () => number;
}

/**
 * One walk through a quality review's proposals (basic review suggestions, advanced review proposals): one proposal at a time,
 * its text editable before Accept applies it; Reject, Skip, and Accept All for every remaining proposal at
 * once; the counts, and the activity log when the dialog closes.
 */
export function createProposalWalker<Proposal>(deps: ProposalWalkerDeps<Proposal>) {
  const canAccept = deps.canAccept ?? (() => true);
  let tally: QualityReviewTally | null = null;
  let walkStartedAt = 0;
  let shown: ProposalStep<Proposal> | null = null;

  function proposalStep(proposals: readonly Proposal[], index: number, counts: ProposalCounts) {
    const proposal = proposals[index];
    const acceptable = proposal !== undefined && canAccept(proposal);
    const draft = acceptable && proposal !== undefined ? (deps.editing?.textOf(proposal) ?? null) : null;
    const remainingAcceptable = proposals.slice(index).filter(canAccept).length;
    const step: ProposalStep<Proposal> = {
      step: 'proposal',
      proposals,
      index,
      ...counts,
      draft,
      acceptable,
      remainingAcceptable,
    };
    return step;
  }

  function show(next: ProposalStep<Proposal> | ProposalsFinishedStep) {
    shown = next.step === 'proposal' ? next : null;
    if (tally) tally = { ...tally, accepted: next.accepted, rejected: next.rejected };
    deps.show(next);
  }

  /** The shown proposal as it will be applied (with the edited text), or null when it cannot be accepted. */
  function edited(step: ProposalStep<Proposal>): Proposal | null {
    const proposal = step.proposals[step.index];
    if (proposal === undefined || !step.acceptable) return null;
    if (step.draft === null || !deps.editing) return proposal;
    return step.draft.trim() === '' ? null : deps.editing.withText(proposal, step.draft);
  }

  function advance(step: ProposalStep<Proposal>, counts: ProposalCounts) {
    const index = step.index + 1;
    if (index < step.proposals.length) show(proposalStep(step.proposals, index, counts));
    else show({ step: 'finished', ...counts, total: step.proposals.length });
  }

  function decide(decision: ProposalDecision) {
    if (!shown) return;
    const { accepted, rejected, skipped } = shown;
    if (decision === 'accept') {
      const proposal = edited(shown);
      if (proposal === null) return;
      deps.applyAccepted(proposal);
      return advance(shown, { accepted: accepted + 1, rejected, skipped });
    }
    if (decision === 'reject' && shown.acceptable)
      return advance(shown, { accepted, rejected: rejected + 1, skipped });
    advance(shown, { accepted, rejected, skipped: skipped + 1 });
  }

  return {
    /**
     * Starts the walk through an analysis' proposals and shows the first; false when there is none to show. The
     * walk is logged on close either way.
     */
    begin(analysis: WalkedAnalysis, proposals: readonly Proposal[]): boolean {
      tally = { ...analysis, accepted: 0, rejected: 0, decidingMs: 0 };
      walkStartedAt = deps.now();
      if (proposals.length === 0) return false;
      show(proposalStep(proposals, 0, { accepted: 0, rejected: 0, skipped: 0 }));
      return true;
    },

    /** Applies the shown proposal (with its edited text), counts it and shows the next step. */
    accept: () => decide('accept'),
    /** Counts the shown proposal as rejected and shows the next step. */
    reject: () => decide('reject'),
    /** Moves on to the next step without applying or rejecting the shown proposal. */
    skip: () => decide('skip'),

    /** Changes the text the shown proposal will be accepted with. */
    edit(text: string) {
      if (shown && shown.draft !== null) show({ ...shown, draft: text });
    },

    /**
     * Applies every remaining proposal that can be accepted — the shown one with its edited text — as one
     * undo step, and finishes; the ones without a proposal count as skipped.
     */
    acceptAll() {
      if (!shown) return;
      const step = shown;
      const rest = step.proposals.slice(step.index + 1).filter(canAccept);
      const current = edited(step);
      const chosen = current === null ? rest : [current, ...rest];
      if (chosen.length > 0) deps.applyAllAccepted(chosen);
      const remaining = step.proposals.length - step.index;
      show({
        step: 'finished',
        accepted: step.accepted + chosen.length,
        rejected: step.rejected,
        skipped: step.skipped + remaining - chosen.length,
        total: step.proposals.length,
      });
    },

    /**
     * Logs the walk once: the activity for a signed-in user (failures ignored) and the
     * review_completed event. Nothing when no walk began.
     */
    close() {
      shown = null;
      if (!tally) return;
      const finished = { ...tally, decidingMs: deps.now() - walkStartedAt };
      tally = null;
      const user = deps.user();
      if (user) void deps.logActivity(qualityReviewActivity(user.uid, finished)).catch(() => {});
      deps.trackQualityReviewCompleted(qualityReviewCompletedProperties(finished));
    },

    /** Forgets the walk without logging it. */
    discard() {
      shown = null;
      tally = null;
    },
  };
}
