import {
  type BasicReviewResponse,
  type BasicReviewRow,
  basicReviewResponseSchema,
  type Command,
} from '@specwright/core';
import { createStore } from 'zustand/vanilla';
import type { AnalysisApi } from '../../api/analysis-api';
import { ANALYSIS_MESSAGES, failureMessage } from '../../api/analysis-messages';
import { type PollOutcome, pollTask } from '../../api/poll-task';
import {
  type ReviewDeps,
  type ReviewTally,
  reviewActivity,
  reviewCompletedProperties,
} from '../analysis-ui/review-activity';
import { defaultReviewColumn, reviewRequirements } from '../analysis-ui/review-columns';

export const BASIC_REVIEW_MESSAGES = {
  noSpec:
    'No specification is active in the current tab. Please select a tab containing a specification file.',
  noSuggestions: 'Everything looks good !',
} as const;

/** Basic review stops polling after this many failed status checks in a row (spec §9). */
export const MAX_POLL_FAILURES = 3;

export type BasicReviewStep =
  | { step: 'selectColumn'; message: string | null }
  | { step: 'processing'; percentage: number; message: string; cancelling: boolean }
  | { step: 'review'; suggestions: BasicReviewRow[]; index: number; accepted: number; rejected: number }
  | { step: 'finished'; accepted: number; rejected: number; total: number }
  | { step: 'noSuggestions' };

export interface BasicReviewState {
  fileId: string | null;
  column: string;
  asyncMode: boolean;
  current: BasicReviewStep;
}

export interface BasicReviewDeps extends ReviewDeps {
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** The message a polling outcome ends with, or the results when it completed with some. */
function outcomeResult(outcome: Exclude<PollOutcome, { kind: 'aborted' }>): BasicReviewResponse | string {
  switch (outcome.kind) {
    case 'pollError':
      return `Analysis status check failed after ${outcome.attempts} attempts: ${failureMessage(outcome.error, ANALYSIS_MESSAGES.statusCheck)}`;
    case 'failed':
      return outcome.status.error || ANALYSIS_MESSAGES.analysisFailed;
    case 'cancelled':
      return ANALYSIS_MESSAGES.analysisCancelled;
    case 'completed': {
      const parsed = basicReviewResponseSchema.safeParse(outcome.status.results);
      return parsed.success ? parsed.data : ANALYSIS_MESSAGES.noResults;
    }
  }
}

/** The Basic review dialog's state machine (spec §4): selectColumn → processing → review → finished. */
export function createBasicReview(deps: BasicReviewDeps) {
  const now = deps.now ?? Date.now;
  const store = createStore<BasicReviewState>()(() => ({
    fileId: null,
    column: '',
    asyncMode: true,
    current: { step: 'selectColumn', message: null },
  }));
  let run: { controller: AbortController; taskId: string | null } | null = null;
  let tally: ReviewTally | null = null;
  let analysisStartedAt = 0;
  let reviewStartedAt = 0;
  const set = (current: BasicReviewStep) => store.setState({ current });
  const back = (message: string | null) => set({ step: 'selectColumn', message });

  function showResults(response: BasicReviewResponse) {
    const suggestions = response.rows.filter((row) => row.status !== 'ok');
    if (tally) tally = { ...tally, analyzed: response.rows.length, analysisMs: now() - analysisStartedAt };
    reviewStartedAt = now();
    if (suggestions.length === 0) return set({ step: 'noSuggestions' });
    set({ step: 'review', suggestions, index: 0, accepted: 0, rejected: 0 });
  }

  async function runAsync(controller: AbortController, body: Parameters<AnalysisApi['basicStart']>[0]) {
    const started = await deps.api.basicStart(body);
    if (controller.signal.aborted || !run) return;
    run.taskId = started.task_id;
    const outcome = await pollTask({
      taskId: started.task_id,
      fetchStatus: deps.api.basicStatus,
      onProgress: (status) =>
        set({
          step: 'processing',
          percentage: status.progress_percentage,
          message: status.user_message || status.current_step,
          cancelling: false,
        }),
      signal: controller.signal,
      maxConsecutiveFailures: MAX_POLL_FAILURES,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
    });
    if (outcome.kind === 'aborted') return;
    run = null;
    const result = outcomeResult(outcome);
    if (typeof result === 'string') return back(result);
    showResults(result);
  }

  async function start() {
    const { fileId, column, asyncMode } = store.getState();
    const file = fileId ? deps.fileById(fileId) : undefined;
    if (!fileId || !file) return back(BASIC_REVIEW_MESSAGES.noSpec);
    const user = deps.user();
    const reviewId = deps.newReviewId?.() ?? crypto.randomUUID();
    const requirements = reviewRequirements(file, column);
    const body = { selectedColumn: column, requirements, uid: user?.uid ?? 'anonymous', review_id: reviewId };
    tally = {
      reviewId,
      analysisType: 'basic',
      totalToAnalyze: requirements.length,
      analyzed: 0,
      accepted: 0,
      rejected: 0,
      creditsUsed: requirements.length,
      analysisMs: 0,
      reviewMs: 0,
    };
    analysisStartedAt = now();
    const controller = new AbortController();
    run = { controller, taskId: null };
    set({ step: 'processing', percentage: 0, message: 'Starting basic review', cancelling: false });
    try {
      if (asyncMode) return await runAsync(controller, body);
      const response = await deps.api.basicSync(body);
      if (controller.signal.aborted) return;
      run = null;
      showResults(response);
    } catch (error) {
      if (controller.signal.aborted) return;
      run = null;
      back(failureMessage(error, asyncMode ? ANALYSIS_MESSAGES.basicStart : ANALYSIS_MESSAGES.basicReview));
    }
  }

  function decide(decision: 'accept' | 'reject') {
    const { current, fileId, column } = store.getState();
    if (current.step !== 'review') return;
    const suggestion = current.suggestions[current.index];
    if (!suggestion) return;
    if (decision === 'accept' && fileId) {
      const edit: Command = {
        type: 'editCell',
        rowId: suggestion.id,
        field: column,
        value: suggestion.proposition,
      };
      deps.dispatch(fileId, edit, 'Accept review suggestion');
    }
    const accepted = current.accepted + (decision === 'accept' ? 1 : 0);
    const rejected = current.rejected + (decision === 'reject' ? 1 : 0);
    if (tally) tally = { ...tally, accepted, rejected };
    const index = current.index + 1;
    if (index < current.suggestions.length) return set({ ...current, index, accepted, rejected });
    set({ step: 'finished', accepted, rejected, total: current.suggestions.length });
  }

  /** Logs the review that ran (signed-in users only, errors swallowed) and sends review_completed. */
  function logReview() {
    if (!tally || tally.analyzed === 0) return;
    const finished = { ...tally, reviewMs: reviewStartedAt ? now() - reviewStartedAt : 0 };
    tally = null;
    const user = deps.user();
    if (user) void deps.logActivity(reviewActivity(user.uid, finished)).catch(() => {});
    deps.trackReviewCompleted(reviewCompletedProperties(finished));
  }

  return {
    store,
    open: () => {
      const target = deps.activeSpec();
      store.setState({
        fileId: target?.fileId ?? null,
        column: target ? defaultReviewColumn(target.file) : '',
        current: { step: 'selectColumn', message: target ? null : BASIC_REVIEW_MESSAGES.noSpec },
      });
    },
    setColumn: (column: string) => store.setState({ column }),
    setAsyncMode: (asyncMode: boolean) => store.setState({ asyncMode }),
    start,
    cancel: async () => {
      const { current } = store.getState();
      if (!run || current.step !== 'processing') return;
      const { controller, taskId } = run;
      run = null;
      controller.abort();
      set({ ...current, cancelling: true });
      let message: string = ANALYSIS_MESSAGES.cancelledByUser;
      if (taskId) {
        try {
          await deps.api.basicCancel(taskId);
        } catch (error) {
          message = `${ANALYSIS_MESSAGES.cancelFailed}: ${failureMessage(error, ANALYSIS_MESSAGES.cancelFailed)}`;
        }
      }
      tally = null;
      back(message);
    },
    accept: () => decide('accept'),
    reject: () => decide('reject'),
    /** Closing logs the activity and resets the dialog. */
    close: () => {
      run?.controller.abort();
      run = null;
      logReview();
      store.setState({ fileId: null, column: '', current: { step: 'selectColumn', message: null } });
    },
  };
}

export type BasicReview = ReturnType<typeof createBasicReview>;
