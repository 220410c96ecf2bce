import { useStore } from 'zustand';
import { RunInBackgroundOption } from '../../ui/analysis/RunInBackgroundOption';
import { TaskProgress } from '../../ui/analysis/TaskProgress';
import { DialogFrame } from '../../ui/dialog/DialogFrame';
import { dialogClose } from '../../ui/dialog/dialog-close';
import { Notice } from '../../ui/Notice';
import { ScorePhases } from './ScorePhases';
import { ScoreResults } from './ScoreResults';
import { scoreAnalysis } from './score-wiring';
import { finishedPhases } from './score-phases';
import '../../ui/analysis/analysis.css';
import './score.css';

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

/** Analyze → Score Analysis (docs/product-rules.md, "States and transitions"): confirm, follow the progress, review the results, apply them. */
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
          <Notice tone="info">{SCORE_BETA_WARNING}</Notice>
          <RunInBackgroundOption checked={asyncMode} onChange={scoreAnalysis.setAsyncMode} />
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
          <TaskProgress
            percentage={current.percentage}
            inBackground={asyncMode}
            message={current.message}
            label="Score analysis progress"
          />
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
          <ScorePhases phases={finishedPhases(current.results.layers)} />
          <ScoreResults results={current.results} rowLabels={current.rowLabels} />
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
        <Notice tone="success">
          Scores applied to {current.applied} requirements. Edit → Undo (Ctrl+Z) removes them again.
        </Notice>
      );
      actions = closeButton();
      break;
    case 'error':
      body = (
        <>
          {current.phases ? <ScorePhases phases={current.phases} /> : null}
          <Notice tone="error">{current.message}</Notice>
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
    <DialogFrame
      width="wide"
      title="Score Analysis"
      description={DESCRIPTIONS[current.step]}
      onClose={close}
      testId="score-analysis-dialog"
      step={current.step}
      actions={actions}
    >
      {body}
    </DialogFrame>
  );
}
