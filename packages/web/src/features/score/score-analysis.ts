import {
  applyScoresCommand,
  type Command,
  type RequirementFile,
  type ScoreResponse,
  scoreResponseSchema,
} from '@specwright/core';
import { createStore } from 'zustand/vanilla';
import type { AnalysisApi } from '../../api/analysis-api';
import { ANALYSIS_MESSAGES, failureMessage } from '../../api/analysis-messages';
import { pollTask } from '../../api/poll-task';
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
  | { step: 'displayingResults'; results: ScoreResponse }
  | { step: 'applyingResults'; results: ScoreResponse }
  | { step: 'finished'; applied: number }
  | { step: 'error'; message: string; phases: PhaseStates | null };

export interface ScoreState {
  /** Async (progress, Cancel) is the default; sync waits for the whole analysis in one call. */
  asyncMode: boolean;
  current: ScoreStep;
}

export interface ScoreAnalysisDeps {
  api: AnalysisApi;
  /** The spec of the active tab, when there is one. */
  activeSpec: () => { fileId: string; file: RequirementFile } | undefined;
  fileById: (fileId: string) => RequirementFile | undefined;
  dispatch: (fileId: string, command: Command, label: string) => void;
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

/** The Score Analysis dialog's state machine (spec §4): idle → confirming → processing → results → finished. */
export function createScoreAnalysis(deps: ScoreAnalysisDeps) {
  const store = createStore<ScoreState>()(() => ({ asyncMode: true, current: { step: 'idle' } }));
  let run: { controller: AbortController; fileId: string; taskId: string | null } | null = null;
  /** The file the last analysis ran on: its results are applied there, even if another tab is active now. */
  let analysedFileId: string | null = null;
  const set = (current: ScoreStep) => store.setState({ current });
  const fail = (message: string) => {
    const step = store.getState().current;
    set({ step: 'error', message, phases: step.step === 'processing' ? failedPhases(step.phases) : null });
  };
  const stopRun = () => {
    run?.controller.abort();
    run = null;
  };

  async function runAsync(
    fileId: string,
    controller: AbortController,
    body: Parameters<AnalysisApi['scoreStart']>[0],
  ) {
    const started = await deps.api.scoreStart(body);
    if (controller.signal.aborted || !run) return;
    run.taskId = started.task_id;
    const outcome = await pollTask({
      taskId: started.task_id,
      fetchStatus: deps.api.scoreStatus,
      onProgress: (status) =>
        set(
          processing(
            status.progress_percentage,
            status.user_message || status.current_step,
            true,
            status.current_step,
          ),
        ),
      signal: controller.signal,
      maxConsecutiveFailures: 1,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
    });
    if (outcome.kind === 'aborted' || run?.fileId !== fileId) return;
    run = null;
    if (outcome.kind === 'pollError') {
      return fail(`Polling error: ${failureMessage(outcome.error, ANALYSIS_MESSAGES.statusCheck)}`);
    }
    if (outcome.kind === 'cancelled')
      return fail(outcome.status.error || ANALYSIS_MESSAGES.analysisCancelled);
    if (outcome.kind === 'failed') return fail(outcome.status.error || ANALYSIS_MESSAGES.analysisFailed);
    const results = scoreResponseSchema.safeParse(outcome.status.results);
    if (!results.success) return fail(ANALYSIS_MESSAGES.noResults);
    set({ step: 'displayingResults', results: results.data });
  }

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
    stopRun();
    const controller = new AbortController();
    run = { controller, fileId: target.fileId, taskId: null };
    analysedFileId = target.fileId;
    const { asyncMode } = store.getState();
    set(processing(0, 'Starting analysis', false));
    try {
      if (asyncMode) return await runAsync(target.fileId, controller, body);
      const results = await deps.api.scoreSync(body, controller.signal);
      if (controller.signal.aborted) return;
      run = null;
      set({ step: 'displayingResults', results });
    } catch (error) {
      if (controller.signal.aborted) return;
      run = null;
      const fallback = asyncMode ? ANALYSIS_MESSAGES.scoreStart : ANALYSIS_MESSAGES.scoreAnalysis;
      fail(`Error: ${failureMessage(error, fallback)}`);
    }
  }

  return {
    store,
    open: () => {
      stopRun();
      set({ step: 'confirming' });
    },
    setAsyncMode: (asyncMode: boolean) => store.setState({ asyncMode }),
    start,
    /** Cancel exists only in async mode: stop polling, ask the server to stop, report the cancellation. */
    cancel: () => {
      if (!run || !store.getState().asyncMode) return;
      const { taskId } = run;
      stopRun();
      if (taskId) deps.api.scoreCancel(taskId).catch(() => {});
      fail(ANALYSIS_MESSAGES.cancelledByUser);
    },
    apply: () => {
      const step = store.getState().current;
      const fileId = analysedFileId;
      if (step.step !== 'displayingResults') return;
      set({ step: 'applyingResults', results: step.results });
      const file = fileId ? deps.fileById(fileId) : undefined;
      if (!fileId || !file) return fail(SCORE_MESSAGES.missingFile);
      deps.dispatch(fileId, applyScoresCommand(file, step.results.scores), 'Apply scores');
      set({ step: 'finished', applied: step.results.scores.length });
    },
    close: () => {
      stopRun();
      set({ step: 'idle' });
    },
  };
}

export type ScoreAnalysis = ReturnType<typeof createScoreAnalysis>;
