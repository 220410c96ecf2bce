import { useStore } from 'zustand';
import { runAction } from '../../actions/app-actions';
import { SIGN_IN_REQUIRED } from '../../actions/view-actions';
import { useSpecFile } from '../../state/spec-files';
import { AnalysisDialog, DialogNotice } from '../analysis-ui/AnalysisDialog';
import { ColumnSelect } from '../analysis-ui/ColumnSelect';
import { dialogClose } from '../analysis-ui/dialog-close';
import { ProgressBar } from '../analysis-ui/ProgressBar';
import { reviewableColumns } from '../analysis-ui/review-columns';
import { ReviewCounters } from '../analysis-ui/SuggestionCompare';
import { ADVANCED_REVIEW_MESSAGES } from './advanced-review';
import { advancedReview } from './advanced-review-controller';
import { ProposalView } from './ProposalView';

/** Review → Advanced (spec §4): missing, duplicate and inconsistent requirements, proposals to accept or reject. */
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
      body = <DialogNotice kind="error">{ADVANCED_REVIEW_MESSAGES.noActiveSpec}</DialogNotice>;
      break;
    case 'noUserSignedIn':
      body = <DialogNotice kind="error">{SIGN_IN_REQUIRED.message}</DialogNotice>;
      actions = (
        <>
          {closeButton()}
          <button
            type="button"
            className="button primary"
            onClick={() => {
              close();
              runAction('account.signIn');
            }}
          >
            Sign In
          </button>
        </>
      );
      break;
    case 'insufficientCredits':
      body = (
        <div role="alert" className="analysis-notice analysis-notice--error">
          <strong>{ADVANCED_REVIEW_MESSAGES.insufficientTitle}</strong>
          <p className="analysis-reason">{ADVANCED_REVIEW_MESSAGES.insufficientMessage}</p>
          <p className="analysis-reason">
            This review needs {current.needed} credits (one per requirement); you have {current.credits}.
          </p>
        </div>
      );
      break;
    case 'selectColumn':
      body = (
        <>
          <ColumnSelect
            columns={file ? reviewableColumns(file) : []}
            value={state.column}
            onChange={advancedReview.setColumn}
          />
          <p className="analysis-counters">
            This review costs {file?.data.length ?? 0} credits (one per requirement).
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
          <ReviewCounters
            index={current.index}
            total={current.proposals.length}
            accepted={current.accepted}
            rejected={current.rejected}
            noun="Proposal"
          />
          <ProposalView proposal={proposal} file={file} column={state.column} />
        </>
      ) : null;
      actions = (
        <>
          <button type="button" className="button" onClick={advancedReview.reject}>
            Reject
          </button>
          <button type="button" className="button primary" onClick={advancedReview.accept}>
            Accept
          </button>
        </>
      );
      break;
    }
    case 'noProposals':
      body = <DialogNotice kind="success">{ADVANCED_REVIEW_MESSAGES.noProposals}</DialogNotice>;
      break;
    case 'finished':
      body = (
        <>
          <DialogNotice kind="success">All {current.total} proposals reviewed.</DialogNotice>
          <ReviewCounters total={current.total} accepted={current.accepted} rejected={current.rejected} />
        </>
      );
      break;
    case 'error':
      body = <DialogNotice kind="error">{current.message}</DialogNotice>;
      break;
  }
  return (
    <AnalysisDialog
      title="Advanced Review"
      description="Finds missing, duplicate and inconsistent requirements across the whole specification."
      onClose={close}
      testId="advanced-review-dialog"
      step={current.step}
      actions={actions}
    >
      {body}
    </AnalysisDialog>
  );
}
