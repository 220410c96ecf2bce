import type { BasicReviewRequest, BasicReviewResponse, BasicReviewRow, Command } from '@specwright/core';
import { ANALYSIS_MESSAGES } from '../../../api/analysis-messages';
import { createAnalysisFlow } from '../../analysis-flow/analysis-flow';
import type { AnalysisFlowDefinition, FlowStep } from '../../analysis-flow/flow-definition';
import { qualityReviewRequirements } from '../../analysis-ui/quality-review-columns';
import type { QualityReviewDeps } from '../quality-review-deps';

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

export type BasicReviewStep = FlowStep<never, BasicReviewRow, never>;

export interface BasicReviewDeps extends QualityReviewDeps {
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const backToSetup = (message: string | null): BasicReviewStep => ({ step: 'setup', message });

const editCommand = (suggestion: BasicReviewRow, column: string): Command => ({
  type: 'editCell',
  rowId: suggestion.id,
  field: column,
  value: suggestion.proposition,
});

/**
 * Basic review as a configuration of the analysis flow: choose a column, let the server check it (in the
 * background by default), walk through the suggestions. Failures and cancellation return to the setup.
 */
export function basicReviewDefinition(
  deps: BasicReviewDeps,
): AnalysisFlowDefinition<BasicReviewRequest, BasicReviewResponse, never, BasicReviewRow, never> {
  return {
    task: {
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
    },
    analyses: 'specAtOpen',
    choosesColumn: true,
    refuse: ({ target }) => (target ? null : backToSetup(BASIC_REVIEW_MESSAGES.noSpec)),
    request: ({ target, column, user }, analysisId) => {
      const requirements = qualityReviewRequirements(target.file, column);
      const body = {
        selectedColumn: column,
        requirements,
        uid: user?.uid ?? 'anonymous',
        review_id: analysisId,
      };
      return { body, size: requirements.length };
    },
    startMessage: 'Starting basic review',
    failure: backToSetup,
    cancelWaitsForServer: true,
    missingFileMessage: BASIC_REVIEW_MESSAGES.noSpec,
    finish: {
      kind: 'walkProposals',
      // A review of no rows at all is not logged on close.
      proposals: (results) =>
        results.rows.length === 0 ? null : results.rows.filter((row) => row.status !== 'ok'),
      analysis: (results) => ({ analysisType: 'basic', analyzed: results.rows.length }),
      canAccept: hasProposal,
      editing: {
        textOf: (suggestion) => suggestion.proposition,
        withText: (suggestion, proposition) => ({ ...suggestion, proposition }),
      },
      accept: (_file, suggestion, column) => ({
        command: editCommand(suggestion, column),
        label: 'Accept review suggestion',
      }),
      acceptAll: (_file, suggestions, column) =>
        suggestions.map((suggestion) => editCommand(suggestion, column)),
      acceptAllLabel: 'Accept all review suggestions',
      activity: deps,
    },
  };
}

/** The Basic review dialog's state machine: setup → running → proposal → finished. */
export function createBasicReview(deps: BasicReviewDeps) {
  return createAnalysisFlow(basicReviewDefinition(deps), deps);
}

export type BasicReview = ReturnType<typeof createBasicReview>;
