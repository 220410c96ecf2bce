import { useStore } from 'zustand';
import { runAction } from '../../../actions/app-actions';
import { SIGN_IN_REQUIRED } from '../../../actions/view-actions';
import { useSpecFile } from '../../../state/spec-files';
import { ColumnSelect } from '../../../ui/analysis/ColumnSelect';
import { ReviewDecisionButtons, ReviewFinished, ReviewProgress } from '../../../ui/analysis/ReviewSteps';
import { DialogFrame } from '../../../ui/dialog/DialogFrame';
import { dialogClose } from '../../../ui/dialog/dialog-close';
import { Notice } from '../../../ui/Notice';
import { ProgressBar } from '../../../ui/ProgressBar';
import { reviewableColumns, reviewCost } from '../../analysis-ui/review-columns';
import { ADVANCED_REVIEW_MESSAGES } from './advanced-review';
import { advancedReview } from './advanced-review-wiring';
import { InsufficientCredits } from './InsufficientCredits';
import { ProposalView } from './ProposalView';
import '../../../ui/analysis/analysis.css';

/** Review → Advanced (docs/product-rules.md, "States and transitions"): missing, duplicate and inconsistent requirements, proposals to accept or reject. */
export function AdvancedReviewDialog({ onClose }: { onClose: () => void }) {
  const state = useStore(advancedReview.store);
  const file = useSpecFile(state.fileId ?? undefined);
  const current = state.current;
  const { close, closeButton } = dialogClose(advancedReview.close, onClose);

  let body = null;
  let actions = closeButton();
  switch (current.step) {
    case 'idle':
    case 'loading':
      body = (
        <>
          <ProgressBar label="Advanced review progress" />
          <p className="analysis-counters" aria-live="polite">
            {current.step === 'loading' ? current.message : null}
          </p>
        </>
      );
      break;
    case 'noActiveSpec':
      body = <Notice tone="error">{ADVANCED_REVIEW_MESSAGES.noActiveSpec}</Notice>;
      break;
    case 'noUserSignedIn':
      body = <Notice tone="error">{SIGN_IN_REQUIRED.message}</Notice>;
      actions = (
        <>
          {closeButton()}
          <button
            type="button"
            className="button primary"
            onClick={() => {
              close();
              runAction('account.signIn', { source: 'dialog' });
            }}
          >
            Sign In
          </button>
        </>
      );
      break;
    case 'insufficientCredits':
      body = <InsufficientCredits needed={current.needed} credits={current.credits} />;
      break;
    case 'selectColumn':
      body = (
        <>
          <ColumnSelect
            columns={file ? reviewableColumns(file) : []}
            value={state.column}
            onChange={advancedReview.setColumn}
          />
          <p className="analysis-counters" id="advanced-review-cost">
            This review costs {file ? reviewCost(file) : 0} credits (one per requirement).
          </p>
          <p className="analysis-counters" id="advanced-review-refund">
            {ADVANCED_REVIEW_MESSAGES.creditsRefund}
          </p>
        </>
      );
      actions = (
        <>
          {closeButton('Cancel')}
          <button
            type="button"
            className="button primary"
            disabled={state.column === ''}
            aria-describedby="advanced-review-cost advanced-review-refund"
            onClick={() => void advancedReview.start()}
          >
            Start Review
          </button>
        </>
      );
      break;
    case 'review': {
      const proposal = current.proposals[current.index];
      body = proposal ? (
        <>
          <ReviewProgress step={current} noun="Proposal" />
          <ProposalView
            proposal={proposal}
            draft={current.draft}
            onEdit={advancedReview.edit}
            file={file}
            column={state.column}
          />
        </>
      ) : null;
      actions = <ReviewDecisionButtons step={current} on={advancedReview} />;
      break;
    }
    case 'noProposals':
      body = <Notice tone="success">{ADVANCED_REVIEW_MESSAGES.noProposals}</Notice>;
      break;
    case 'finished':
      body = <ReviewFinished step={current} nounPlural="proposals" />;
      break;
    case 'error':
      body = <Notice tone="error">{current.message}</Notice>;
      break;
  }
  return (
    <DialogFrame
      width="wide"
      title="Advanced Review"
      description="Finds missing, duplicate and inconsistent requirements across the whole specification."
      onClose={close}
      testId="advanced-review-dialog"
      step={current.step}
      actions={actions}
    >
      {body}
    </DialogFrame>
  );
}
