import { useStore } from 'zustand';
import { useSpecFile } from '../../state/spec-files';
import { AnalysisDialog, DialogNotice } from '../analysis-ui/AnalysisDialog';
import { ColumnSelect } from '../analysis-ui/ColumnSelect';
import { dialogClose } from '../analysis-ui/dialog-close';
import { ProgressBar } from '../analysis-ui/ProgressBar';
import { reviewableColumns } from '../analysis-ui/review-columns';
import { ReviewCounters, SuggestionCompare } from '../analysis-ui/SuggestionCompare';
import { BASIC_REVIEW_MESSAGES } from './basic-review';
import { basicReview } from './basic-review-controller';

/** Review → Basic (spec §4): choose a column, let the server check it, accept or reject each suggestion. */
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
          {current.message ? <DialogNotice kind="error">{current.message}</DialogNotice> : null}
          {file ? (
            <>
              <ColumnSelect columns={columns} value={state.column} onChange={basicReview.setColumn} />
              <label className="form-checkbox">
                <input
                  type="checkbox"
                  checked={state.asyncMode}
                  onChange={(event) => basicReview.setAsyncMode(event.target.checked)}
                />
                Run in the background (shows progress and can be cancelled)
              </label>
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
        <>
          <ProgressBar
            {...(state.asyncMode ? { percentage: current.percentage } : {})}
            label="Basic review progress"
          />
          <p className="analysis-counters" aria-live="polite">
            <strong>{Math.round(current.percentage)}%</strong>{' '}
            {current.cancelling ? 'Cancelling…' : current.message}
          </p>
        </>
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
      const suggestion = current.suggestions[current.index];
      const row = file?.data.find((candidate) => candidate.id === suggestion?.id);
      body = suggestion ? (
        <>
          <ReviewCounters
            index={current.index}
            total={current.suggestions.length}
            accepted={current.accepted}
            rejected={current.rejected}
          />
          <p className="analysis-counters">
            <span>
              Requirement <strong>{suggestion.id}</strong>
            </span>
            <span className={`review-status review-status--${suggestion.status}`}>{suggestion.status}</span>
          </p>
          <SuggestionCompare
            current={row ? String(row[state.column] ?? '') : suggestion.description}
            proposed={suggestion.proposition}
            reason={suggestion.reason}
          />
        </>
      ) : null;
      actions = (
        <>
          <button type="button" className="button" onClick={basicReview.reject}>
            Reject
          </button>
          <button type="button" className="button primary" onClick={basicReview.accept}>
            Accept
          </button>
        </>
      );
      break;
    }
    case 'finished':
      body = (
        <>
          <DialogNotice kind="success">All {current.total} suggestions reviewed.</DialogNotice>
          <ReviewCounters total={current.total} accepted={current.accepted} rejected={current.rejected} />
        </>
      );
      actions = closeButton();
      break;
    case 'noSuggestions':
      body = <DialogNotice kind="success">{BASIC_REVIEW_MESSAGES.noSuggestions}</DialogNotice>;
      actions = closeButton();
      break;
  }
  return (
    <AnalysisDialog
      title="Basic Review"
      description="Checks the spelling, grammar and wording of one column and proposes corrections."
      onClose={close}
      testId="basic-review-dialog"
      step={current.step}
      actions={actions}
    >
      {body}
    </AnalysisDialog>
  );
}
