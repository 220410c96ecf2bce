import type { BasicReviewResponse, BasicReviewRow, Command } from '@specwright/core';
import { createStore } from 'zustand/vanilla';
import { ANALYSIS_MESSAGES } from '../../../api/analysis-messages';
import { createTaskRunner } from '../../../api/task-runner';
import {
  createProposalWalker,
  type ReviewedAnalysis,
  type ReviewFinishedStep,
  type ReviewingStep,
} from '../../analysis-ui/proposal-walker';
import type { ReviewDeps } from '../../analysis-ui/review-activity';
import { defaultReviewColumn, reviewRequirements } from '../../analysis-ui/review-columns';

export const BASIC_REVIEW_MESSAGES = {
  noSpec: ANALYSIS_MESSAGES.noActiveSpec,
  noSuggestions: 'Everything looks good !',
  noProposal:
    'No proposal: there is no concrete rewrite for this requirement. Change it as the reason says, or skip it.',
} as const;

/**
 * Whether a basic review row proposes a concrete new text: the review leaves the proposition empty (or
 * the text unchanged) when it only has a reason, never a template to fill in.
 */
export function hasProposal(row: BasicReviewRow): boolean {
  return row.proposition.trim() !== '' && row.proposition !== row.description;
}

/** Basic review stops polling after this many failed status checks in a row. */
export const MAX_POLL_FAILURES = 3;

export type BasicReviewStep =
  | { step: 'selectColumn'; message: string | null }
  | { step: 'processing'; percentage: number; message: string; cancelling: boolean }
  | ReviewingStep<BasicReviewRow>
  | ReviewFinishedStep
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

/** The Basic review dialog's state machine: selectColumn → processing → review → finished. */
export function createBasicReview(deps: BasicReviewDeps) {
  const now = deps.now ?? Date.now;
  const store = createStore<BasicReviewState>()(() => ({
    fileId: null,
    column: '',
    asyncMode: true,
    current: { step: 'selectColumn', message: null },
  }));
  const set = (current: BasicReviewStep) => store.setState({ current });
  const back = (message: string | null) => set({ step: 'selectColumn', message });
  const runner = createTaskRunner({
    run: deps.api.basicReview.run,
    runFailedText: ANALYSIS_MESSAGES.basicReview,
    background: {
      api: deps.api.basicReview,
      startFailedText: ANALYSIS_MESSAGES.basicStart,
      pollFailedText: (detail, attempts) =>
        `Analysis status check failed after ${attempts} attempts: ${detail}`,
      maxConsecutiveFailures: MAX_POLL_FAILURES,
      cancelledShowsTaskError: false,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
    },
  });
  const editCommand = (suggestion: BasicReviewRow): Command => ({
    type: 'editCell',
    rowId: suggestion.id,
    field: store.getState().column,
    value: suggestion.proposition,
  });
  const walker = createProposalWalker<BasicReviewRow>({
    ...deps,
    now,
    show: set,
    canAccept: hasProposal,
    editing: {
      textOf: (suggestion) => suggestion.proposition,
      withText: (suggestion, proposition) => ({ ...suggestion, proposition }),
    },
    applyAccepted: (suggestion) => {
      const { fileId } = store.getState();
      if (fileId) deps.applyCommand(fileId, editCommand(suggestion), 'Accept review suggestion');
    },
    applyAllAccepted: (suggestions) => {
      const { fileId } = store.getState();
      const label = 'Accept all review suggestions';
      const commands = suggestions.map(editCommand);
      if (fileId) deps.applyCommand(fileId, { type: 'group', label, commands }, label);
    },
  });

  function showResults(response: BasicReviewResponse, analysis: ReviewedAnalysis) {
    const suggestions = response.rows.filter((row) => row.status !== 'ok');
    // A review of no rows at all is not logged on close.
    if (response.rows.length === 0) return set({ step: 'noSuggestions' });
    if (!walker.begin(analysis, suggestions)) set({ step: 'noSuggestions' });
  }

  async function start() {
    const { fileId, column, asyncMode } = store.getState();
    const file = fileId ? deps.fileById(fileId) : undefined;
    if (!fileId || !file) return back(BASIC_REVIEW_MESSAGES.noSpec);
    const user = deps.user();
    const reviewId = deps.newReviewId?.() ?? crypto.randomUUID();
    const requirements = reviewRequirements(file, column);
    const body = { selectedColumn: column, requirements, uid: user?.uid ?? 'anonymous', review_id: reviewId };
    const analysisStartedAt = now();
    set({ step: 'processing', percentage: 0, message: 'Starting basic review', cancelling: false });
    const result = await runner.start(body, {
      inBackground: asyncMode,
      onProgress: (status) =>
        set({
          step: 'processing',
          percentage: status.progress_percentage,
          message: status.user_message || status.current_step,
          cancelling: false,
        }),
    });
    if (result.kind === 'failed') return back(result.message);
    if (result.kind === 'stopped') return;
    showResults(result.results, {
      reviewId,
      analysisType: 'basic',
      totalToAnalyze: requirements.length,
      analyzed: result.results.rows.length,
      creditsUsed: requirements.length,
      analysisMs: now() - analysisStartedAt,
    });
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
    /** Shows 'Cancelling…' until the server has been asked to stop the task, then returns to selectColumn. */
    cancel: async () => {
      const { current } = store.getState();
      if (current.step !== 'processing') return;
      const cancelling = runner.cancel();
      if (!cancelling) return;
      set({ ...current, cancelling: true });
      back(await cancelling);
    },
    accept: walker.accept,
    reject: walker.reject,
    skip: walker.skip,
    acceptAll: walker.acceptAll,
    edit: walker.edit,
    /** Closing logs the activity and resets the dialog. */
    close: () => {
      runner.stop();
      walker.close();
      store.setState({ fileId: null, column: '', current: { step: 'selectColumn', message: null } });
    },
  };
}

export type BasicReview = ReturnType<typeof createBasicReview>;
