import type { AdvancedProposal } from '@specwright/core';
import { runAction } from '../../../actions/app-actions';
import { SIGN_IN_REQUIRED } from '../../../actions/view-actions';
import { useSpecFile } from '../../../state/spec-files';
import { AnalysisFlowDialog } from '../../../ui/analysis/AnalysisFlowDialog';
import type { AnalysisFlowView } from '../../../ui/analysis/analysis-flow-view';
import { Notice } from '../../../ui/Notice';
import type { FlowBlocker } from '../../analysis-flow/flow-definition';
import { reviewableColumns, reviewCost } from '../../analysis-ui/review-columns';
import { ADVANCED_REVIEW_MESSAGES, type AdvancedReviewStep } from './advanced-review';
import { advancedReview } from './advanced-review-wiring';
import { InsufficientCredits } from './InsufficientCredits';
import { ProposalView } from './ProposalView';

/** The dialog's states as the product names them (data-step). */
function stepName(current: AdvancedReviewStep): string {
  switch (current.step) {
    case 'preparing':
    case 'running':
      return 'loading';
    case 'blocked':
      return current.blocker.reason;
    case 'setup':
      return 'selectColumn';
    case 'failed':
      return 'error';
    case 'nothingToReview':
      return 'noProposals';
    default:
      return current.step;
  }
}

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

const ADVANCED_REVIEW_VIEW: AnalysisFlowView<never, AdvancedProposal, never> = {
  title: 'Advanced Review',
  testId: 'advanced-review-dialog',
  stepName,
  description: () => 'Finds missing, duplicate and inconsistent requirements across the whole specification.',
  useFile: useSpecFile,
  idleShows: 'progress',
  setup: {
    columns: reviewableColumns,
    note: (file) => (
      <>
        <p className="analysis-counters" id="advanced-review-cost">
          This review costs {file ? reviewCost(file) : 0} credits (one per requirement).
        </p>
        <p className="analysis-counters" id="advanced-review-refund">
          {ADVANCED_REVIEW_MESSAGES.creditsRefund}
        </p>
      </>
    ),
    startLabel: 'Start Review',
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
    nothingToReview: ADVANCED_REVIEW_MESSAGES.noProposals,
  },
};

/** Review → Advanced: missing, duplicate and inconsistent requirements, proposals to accept or reject. */
export function AdvancedReviewDialog({ onClose }: { onClose: () => void }) {
  return <AnalysisFlowDialog flow={advancedReview} view={ADVANCED_REVIEW_VIEW} onClose={onClose} />;
}
