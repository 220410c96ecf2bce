import {
  applyScoresCommand,
  type Command,
  type RequirementFile,
  rowLabelsOf,
  type ScoreResponse,
} from '@specwright/core';
import { createStore } from 'zustand/vanilla';
import type { AnalysisApi } from '../../api/analysis-api';
import { ANALYSIS_MESSAGES } from '../../api/analysis-messages';
import { createTaskRunner } from '../../api/task-runner';
import { failedPhases, inferPhase, type PhaseStates, phaseStates } from './score-phases';
import { scoreRequirements } from './score-request';

export const SCORE_MESSAGES = {
  missingFile: 'Active file or analysis ID is missing.',
  noRequirements: 'No requirements found in the active file.',
} as const;

export type ScoreStep =
  | { step: 'idle' }
  | { step: 'confirming' }
  | { step: 'processing'; percentage: number; message: string; phases: PhaseStates; canCancel: boolean }
  | { step: 'displayingResults'; results: ScoreResponse; rowLabels: RowLabels }
  | { step: 'applyingResults'; results: ScoreResponse; rowLabels: RowLabels }
  | { step: 'finished'; applied: number }
  | { step: 'error'; message: string; phases: PhaseStates | null };

/** What the results call each row: the spec's visible ID where it has an ID column, else the row id. */
export type RowLabels = Readonly<Record<string, string>>;

export interface ScoreState {
  /** Async (progress, Cancel) is the default; sync waits for the whole analysis in one call. */
  asyncMode: boolean;
  current: ScoreStep;
}

export interface ScoreAnalysisDeps {
  api: Pick<AnalysisApi, 'score'>;
  /** The spec of the active tab, when there is one. */
  activeSpec: () => { fileId: string; file: RequirementFile } | undefined;
  fileById: (fileId: string) => RequirementFile | undefined;
  /** Applies an edit to an open file as one undo step. */
  applyCommand: (fileId: string, command: Command, label: string) => void;
  user: () => { uid: string; email: string } | null;
  newAnalysisId?: () => string;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const processing = (percentage: number, message: string, canCancel: boolean, step = ''): ScoreStep => ({
  step: 'processing',
  percentage,
  message,
  phases: phaseStates(inferPhase(percentage, message, step)),
  canCancel,
});

/** The Score Analysis dialog's state machine: idle → confirming → processing → results → finished. */
export function createScoreAnalysis(deps: ScoreAnalysisDeps) {
  const store = createStore<ScoreState>()(() => ({ asyncMode: true, current: { step: 'idle' } }));
  /** Score analysis gives up at the first failed status check, and says 'Error: …' when a call fails. */
  const runner = createTaskRunner({
    run: deps.api.score.run,
    runFailedText: ANALYSIS_MESSAGES.scoreAnalysis,
    callFailurePrefix: 'Error: ',
    background: {
      api: deps.api.score,
      startFailedText: ANALYSIS_MESSAGES.scoreStart,
      pollFailedText: (detail) => `Polling error: ${detail}`,
      maxConsecutiveFailures: 1,
      cancelledShowsTaskError: true,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
    },
  });
  /** The file the last analysis ran on: its results are applied there, even if another tab is active now. */
  let analysedFileId: string | null = null;
  const set = (current: ScoreStep) => store.setState({ current });
  const fail = (message: string) => {
    const step = store.getState().current;
    set({ step: 'error', message, phases: step.step === 'processing' ? failedPhases(step.phases) : null });
  };

  async function start() {
    const target = deps.activeSpec();
    const analysisId = deps.newAnalysisId?.() ?? crypto.randomUUID();
    if (!target || !analysisId) return fail(SCORE_MESSAGES.missingFile);
    const requirements = scoreRequirements(target.file);
    if (requirements.length === 0) return fail(SCORE_MESSAGES.noRequirements);
    const user = deps.user();
    const body = {
      analysis_id: analysisId,
      uid: user?.uid ?? 'anonymous',
      ...(user ? { user_email: user.email } : {}),
      filename: target.file.title,
      requirements,
    };
    analysedFileId = target.fileId;
    set(processing(0, 'Starting analysis', false));
    const result = await runner.start(body, {
      inBackground: store.getState().asyncMode,
      onProgress: (status) =>
        set(
          processing(
            status.progress_percentage,
            status.user_message || status.current_step,
            true,
            status.current_step,
          ),
        ),
    });
    if (result.kind === 'failed') return fail(result.message);
    if (result.kind !== 'completed') return;
    const rowLabels = rowLabelsOf(
      deps.fileById(target.fileId) ?? target.file,
      result.results.scores.map((score) => score.id),
    );
    set({ step: 'displayingResults', results: result.results, rowLabels });
  }

  return {
    store,
    /** Says at once when there is nothing to analyse, rather than after Start Analysis. */
    open: () => {
      runner.stop();
      const target = deps.activeSpec();
      if (!target) set({ step: 'error', message: ANALYSIS_MESSAGES.noActiveSpec, phases: null });
      else if (scoreRequirements(target.file).length === 0)
        set({ step: 'error', message: SCORE_MESSAGES.noRequirements, phases: null });
      else set({ step: 'confirming' });
    },
    setAsyncMode: (asyncMode: boolean) => store.setState({ asyncMode }),
    start,
    /** Cancel exists only in async mode; the cancellation shows at once, whatever the server answers. */
    cancel: () => {
      if (!store.getState().asyncMode || !runner.cancel()) return;
      fail(ANALYSIS_MESSAGES.cancelledByUser);
    },
    apply: () => {
      const step = store.getState().current;
      const fileId = analysedFileId;
      if (step.step !== 'displayingResults') return;
      set({ step: 'applyingResults', results: step.results, rowLabels: step.rowLabels });
      const file = fileId ? deps.fileById(fileId) : undefined;
      if (!fileId || !file) return fail(SCORE_MESSAGES.missingFile);
      deps.applyCommand(fileId, applyScoresCommand(file, step.results.scores), 'Apply scores');
      set({ step: 'finished', applied: step.results.scores.length });
    },
    close: () => {
      runner.stop();
      set({ step: 'idle' });
    },
  };
}

export type ScoreAnalysis = ReturnType<typeof createScoreAnalysis>;
