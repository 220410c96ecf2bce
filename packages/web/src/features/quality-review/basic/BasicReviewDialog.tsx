import { useStore } from 'zustand';
import { useSpecFile } from '../../../state/spec-files';
import { ColumnSelect } from '../../../ui/analysis/ColumnSelect';
import { ReviewDecisionButtons, ReviewFinished, ReviewProgress } from '../../../ui/analysis/ReviewSteps';
import { RunInBackgroundOption } from '../../../ui/analysis/RunInBackgroundOption';
import { SuggestionCompare } from '../../../ui/analysis/SuggestionCompare';
import { TaskProgress } from '../../../ui/analysis/TaskProgress';
import { DialogFrame } from '../../../ui/dialog/DialogFrame';
import { dialogClose } from '../../../ui/dialog/dialog-close';
import { Notice } from '../../../ui/Notice';
import { reviewableColumns } from '../../analysis-ui/review-columns';
import { BASIC_REVIEW_MESSAGES } from './basic-review';
import { basicReview } from './basic-review-wiring';
import '../../../ui/analysis/analysis.css';

/** Review → Basic (docs/product-rules.md, "States and transitions"): choose a column, let the server check it, accept or reject each suggestion. */
export function BasicReviewDialog({ onClose }: { onClose: () => void }) {
  const state = useStore(basicReview.store);
  const file = useSpecFile(state.fileId ?? undefined);
  const current = state.current;
  const { close, closeButton } = dialogClose(basicReview.close, onClose);

  let body = null;
  let actions = null;
  switch (current.step) {
    case 'selectColumn': {
      const columns = file ? reviewableColumns(file) : [];
      body = (
        <>
          {current.message ? <Notice tone="error">{current.message}</Notice> : null}
          {file ? (
            <>
              <ColumnSelect columns={columns} value={state.column} onChange={basicReview.setColumn} />
              <RunInBackgroundOption checked={state.asyncMode} onChange={basicReview.setAsyncMode} />
            </>
          ) : null}
        </>
      );
      actions = (
        <>
          {closeButton('Cancel')}
          <button
            type="button"
            className="button primary"
            disabled={!file || state.column === ''}
            onClick={() => void basicReview.start()}
          >
            Start Review
          </button>
        </>
      );
      break;
    }
    case 'processing':
      body = (
        <TaskProgress
          percentage={current.percentage}
          inBackground={state.asyncMode}
          message={current.cancelling ? 'Cancelling…' : current.message}
          label="Basic review progress"
        />
      );
      actions = state.asyncMode ? (
        <button
          type="button"
          className="button"
          disabled={current.cancelling}
          onClick={() => void basicReview.cancel()}
        >
          Cancel Review
        </button>
      ) : null;
      break;
    case 'review': {
      const suggestion = current.proposals[current.index];
      const row = file?.data.find((candidate) => candidate.id === suggestion?.id);
      body = suggestion ? (
        <>
          <ReviewProgress step={current} noun="Suggestion" />
          <p className="analysis-counters">
            <span>
              Requirement <strong>{suggestion.id}</strong>
            </span>
            <span className={`review-status review-status--${suggestion.status}`}>{suggestion.status}</span>
          </p>
          <SuggestionCompare
            current={row ? String(row[state.column] ?? '') : suggestion.description}
            proposed={current.draft}
            reason={suggestion.reason}
            editing={{ onChange: basicReview.edit }}
            noProposal={BASIC_REVIEW_MESSAGES.noProposal}
          />
        </>
      ) : null;
      actions = <ReviewDecisionButtons step={current} on={basicReview} />;
      break;
    }
    case 'finished':
      body = <ReviewFinished step={current} nounPlural="suggestions" />;
      actions = closeButton();
      break;
    case 'noSuggestions':
      body = <Notice tone="success">{BASIC_REVIEW_MESSAGES.noSuggestions}</Notice>;
      actions = closeButton();
      break;
  }
  return (
    <DialogFrame
      width="wide"
      title="Basic Review"
      description="Checks the spelling, grammar and wording of one column and proposes corrections."
      onClose={close}
      testId="basic-review-dialog"
      step={current.step}
      actions={actions}
    >
      {body}
    </DialogFrame>
  );
}
