import { useSpecFile } from '../../state/spec-files';
import { AnalysisFlowDialog } from '../../ui/analysis/AnalysisFlowDialog';
import type { AnalysisFlowView } from '../../ui/analysis/analysis-flow-view';
import { Notice } from '../../ui/Notice';
import { ScorePhases } from './ScorePhases';
import { ScoreResults } from './ScoreResults';
import type { ScoreResultsShown } from './score-analysis';
import { finishedPhases, type PhaseStates } from './score-phases';
import { scoreAnalysis } from './score-wiring';
import './score.css';

export const SCORE_BETA_WARNING =
  'Score Analysis is in beta: scores and suggestions may change as the engine improves. Check them before you rely on them.';

/** The line under the title in each of the dialog's states. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  confirming: 'Scores every requirement from 0 to 100 and explains each score.',
  processing: 'Analysing the requirements…',
  displayingResults: 'The analysis is complete. Apply the scores to add them to the table.',
  applyingResults: 'Applying the scores…',
  finished: 'The scores are in the table.',
  error: 'The analysis did not complete.',
};

const SCORE_ANALYSIS_VIEW: AnalysisFlowView<ScoreResultsShown, never, PhaseStates> = {
  title: 'Score Analysis',
  testId: 'score-analysis-dialog',
  stepNames: {
    setup: 'confirming',
    running: 'processing',
    results: 'displayingResults',
    applying: 'applyingResults',
    applied: 'finished',
    failed: 'error',
  },
  description: DESCRIPTIONS,
  useFile: useSpecFile,
  idleShows: 'setup',
  setup: { intro: <Notice tone="info">{SCORE_BETA_WARNING}</Notice>, startLabel: 'Start Analysis' },
  running: {
    kind: 'task',
    label: 'Score analysis progress',
    cancelLabel: 'Cancel Analysis',
    progress: (phases) => <ScorePhases phases={phases} />,
  },
  retries: true,
  results: {
    body: ({ results, rowLabels }) => (
      <>
        <ScorePhases phases={finishedPhases(results.layers)} />
        <ScoreResults results={results} rowLabels={rowLabels} />
      </>
    ),
    applyLabel: 'Apply Scores to Table',
    applied: (count) => <>Scores applied to {count} requirements. Edit → Undo (Ctrl+Z) removes them again.</>,
  },
};

/** Analyze → Score Analysis: confirm, follow the progress, see the results, apply them. */
export function ScoreAnalysisDialog({ onClose }: { onClose: () => void }) {
  return <AnalysisFlowDialog flow={scoreAnalysis} view={SCORE_ANALYSIS_VIEW} onClose={onClose} />;
}
