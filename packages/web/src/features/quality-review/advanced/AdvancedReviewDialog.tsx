import type { AdvancedProposal } from '@specwright/core';
import { runAction } from '../../../actions/app-actions';
import { SIGN_IN_REQUIRED } from '../../../actions/view-actions';
import { AnalysisFlowDialog } from '../../../ui/analysis/AnalysisFlowDialog';
import { Notice } from '../../../ui/Notice';
import type { FlowBlocker } from '../../analysis-flow/flow-definition';
import { qualityReviewCost } from '../../analysis-ui/quality-review-columns';
import { qualityReviewView } from '../quality-review-view';
import { ADVANCED_REVIEW_MESSAGES } from './advanced-review';
import { advancedReview } from './advanced-review-wiring';
import { InsufficientCredits } from './InsufficientCredits';
import { ProposalView } from './ProposalView';

/** Why the review cannot start: no spec, no user (with Sign In), or too few credits. */
function blocked(blocker: FlowBlocker, close: () => void) {
  switch (blocker.reason) {
    case 'noActiveSpec':
      return { body: <Notice tone="error">{ADVANCED_REVIEW_MESSAGES.noActiveSpec}</Notice> };
    case 'insufficientCredits':
      return { body: <InsufficientCredits needed={blocker.needed} credits={blocker.credits} /> };
    case 'noUserSignedIn': {
      const signIn = () => {
        close();
        runAction('account.signIn', { source: 'dialog' });
      };
      const actions = (
        <>
          <button type="button" className="button" onClick={close}>
            Close
          </button>
          <button type="button" className="button primary" onClick={signIn}>
            Sign In
          </button>
        </>
      );
      return { body: <Notice tone="error">{SIGN_IN_REQUIRED.message}</Notice>, actions };
    }
  }
}

const ADVANCED_REVIEW_VIEW = qualityReviewView<AdvancedProposal>({
  title: 'Advanced Review',
  testId: 'advanced-review-dialog',
  description: 'Finds missing, duplicate and inconsistent requirements across the whole specification.',
  stepNames: {
    preparing: 'loading',
    running: 'loading',
    setup: 'selectColumn',
    failed: 'error',
  },
  idleShows: 'progress',
  setup: {
    note: (file) => (
      <>
        <p className="analysis-counters" id="advanced-review-cost">
          This review costs {file ? qualityReviewCost(file) : 0} credits (one per requirement).
        </p>
        <p className="analysis-counters" id="advanced-review-refund">
          {ADVANCED_REVIEW_MESSAGES.creditsRefund}
        </p>
      </>
    ),
    startDescribedBy: 'advanced-review-cost advanced-review-refund',
  },
  running: { kind: 'indeterminate', label: 'Advanced review progress' },
  blocked,
  proposals: {
    noun: 'Proposal',
    nounPlural: 'proposals',
    body: (proposal, { draft, edit, file, column }) => (
      <ProposalView proposal={proposal} draft={draft} onEdit={edit} file={file} column={column} />
    ),
    noProposals: ADVANCED_REVIEW_MESSAGES.noProposals,
  },
});

/** Review → Advanced: missing, duplicate and inconsistent requirements, proposals to accept or reject. */
export function AdvancedReviewDialog({ onClose }: { onClose: () => void }) {
  return <AnalysisFlowDialog flow={advancedReview} view={ADVANCED_REVIEW_VIEW} onClose={onClose} />;
}
