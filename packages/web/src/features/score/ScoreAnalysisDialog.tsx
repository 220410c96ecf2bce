import { useStore } from 'zustand';
import { AnalysisDialog, DialogNotice } from '../analysis-ui/AnalysisDialog';
import { dialogClose } from '../analysis-ui/dialog-close';
import { ProgressBar } from '../analysis-ui/ProgressBar';
import { ScorePhases } from './ScorePhases';
import { ScoreResults } from './ScoreResults';
import { scoreAnalysis } from './score-controller';
import { allPhases } from './score-phases';

export const SCORE_BETA_WARNING =
  'Score Analysis is in beta: scores and suggestions may change as the engine improves. Check them before you rely on them.';

const DESCRIPTIONS = {
  confirming: 'Scores every requirement from 0 to 100 and explains each score.',
  processing: 'Analysing the requirements…',
  displayingResults: 'The analysis is complete. Apply the scores to add them to the table.',
  applyingResults: 'Applying the scores…',
  finished: 'The scores are in the table.',
  error: 'The analysis did not complete.',
  idle: '',
} as const;

/** Analyze → Score Analysis (spec §4): confirm, follow the progress, review the results, apply them. */
export function ScoreAnalysisDialog({ onClose }: { onClose: () => void }) {
  const current = useStore(scoreAnalysis.store, (state) => state.current);
  const asyncMode = useStore(scoreAnalysis.store, (state) => state.asyncMode);
  const { close, closeButton } = dialogClose(scoreAnalysis.close, onClose);

  let body = null;
  let actions = null;
  switch (current.step) {
    case 'idle':
    case 'confirming':
      body = (
        <>
          <DialogNotice kind="info">{SCORE_BETA_WARNING}</DialogNotice>
          <label className="form-checkbox">
            <input
              type="checkbox"
              checked={asyncMode}
              onChange={(event) => scoreAnalysis.setAsyncMode(event.target.checked)}
            />
            Run in the background (shows progress and can be cancelled)
          </label>
        </>
      );
      actions = (
        <>
          {closeButton('Cancel')}
          <button type="button" className="button primary" onClick={() => void scoreAnalysis.start()}>
            Start Analysis
          </button>
        </>
      );
      break;
    case 'processing':
      body = (
        <>
          <ProgressBar
            {...(asyncMode ? { percentage: current.percentage } : {})}
            label="Score analysis progress"
          />
          <p className="analysis-counters" aria-live="polite">
            <strong>{Math.round(current.percentage)}%</strong> {current.message}
          </p>
          <ScorePhases phases={current.phases} />
        </>
      );
      actions = asyncMode ? (
        <button type="button" className="button" onClick={scoreAnalysis.cancel}>
          Cancel Analysis
        </button>
      ) : null;
      break;
    case 'displayingResults':
    case 'applyingResults':
      body = (
        <>
          <ScorePhases phases={allPhases('completed')} />
          <ScoreResults results={current.results} />
        </>
      );
      actions = (
        <>
          {closeButton()}
          <button
            type="button"
            className="button primary"
            disabled={current.step === 'applyingResults'}
            onClick={scoreAnalysis.apply}
          >
            Apply Scores to Table
          </button>
        </>
      );
      break;
    case 'finished':
      body = (
        <DialogNotice kind="success">
          Scores applied to {current.applied} requirements. Edit → Undo (Ctrl+Z) removes them again.
        </DialogNotice>
      );
      actions = closeButton();
      break;
    case 'error':
      body = (
        <>
          {current.phases ? <ScorePhases phases={current.phases} /> : null}
          <DialogNotice kind="error">{current.message}</DialogNotice>
        </>
      );
      actions = (
        <>
          {closeButton()}
          <button type="button" className="button primary" onClick={scoreAnalysis.open}>
            Try Again
          </button>
        </>
      );
      break;
  }
  return (
    <AnalysisDialog
      title="Score Analysis"
      description={DESCRIPTIONS[current.step]}
      onClose={close}
      testId="score-analysis-dialog"
      step={current.step}
      actions={actions}
    >
      {body}
    </AnalysisDialog>
  );
}
