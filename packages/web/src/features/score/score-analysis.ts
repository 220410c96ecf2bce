import { applyScoresCommand, rowLabelsOf, type ScoreRequest, type ScoreResponse } from '@specwright/core';
import type { AnalysisApi } from '../../api/analysis-api';
import { ANALYSIS_MESSAGES } from '../../api/analysis-messages';
import { createAnalysisFlow } from '../analysis-flow/analysis-flow';
import type { AnalysisFlowDefinition, AnalysisFlowDeps, FlowStep } from '../analysis-flow/flow-definition';
import { failedPhases, inferPhase, type PhaseStates, phaseStates } from './score-phases';
import { scoreRequirements } from './score-request';

export const SCORE_MESSAGES = {
  missingFile: 'Active file or analysis ID is missing.',
  noRequirements: 'No requirements found in the active file.',
} as const;

/** What the results call each row: the spec's visible ID where it has an ID column, else the row id. */
export type RowLabels = Readonly<Record<string, string>>;

/** The results step of a score analysis: the scores, and what each row is called. */
export interface ScoreResultsShown {
  results: ScoreResponse;
  rowLabels: RowLabels;
}

export type ScoreStep = FlowStep<ScoreResultsShown, never, PhaseStates>;

export interface ScoreAnalysisDeps extends AnalysisFlowDeps {
  api: Pick<AnalysisApi, 'score'>;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

const failedStep = (message: string): ScoreStep => ({ step: 'failed', message, progress: null });

/**
 * Score analysis as a configuration of the analysis flow: confirm, follow the seven phases, see the
 * results, apply the scores. It analyses the spec active at start, gives up at the first failed status
 * check, says 'Error: …' when a call fails, and logs no activity.
 */
export function scoreAnalysisDefinition(
  deps: Pick<ScoreAnalysisDeps, 'api' | 'sleep'>,
): AnalysisFlowDefinition<ScoreRequest, ScoreResponse, ScoreResultsShown, never, PhaseStates> {
  return {
    task: {
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
    },
    analyses: 'specAtStart',
    choosesColumn: false,
    /** Says at once when there is nothing to analyse, rather than after Start Analysis. */
    refuse: ({ target }, moment) => {
      if (!target)
        return failedStep(moment === 'open' ? ANALYSIS_MESSAGES.noActiveSpec : SCORE_MESSAGES.missingFile);
      return scoreRequirements(target.file).length === 0 ? failedStep(SCORE_MESSAGES.noRequirements) : null;
    },
    request: ({ target, user }, analysisId) => {
      const requirements = scoreRequirements(target.file);
      const body = {
        analysis_id: analysisId,
        uid: user?.uid ?? 'anonymous',
        ...(user ? { user_email: user.email } : {}),
        filename: target.file.title,
        requirements,
      };
      return { body, size: requirements.length };
    },
    startMessage: 'Starting analysis',
    progress: {
      of: (percentage, message, taskStep) => phaseStates(inferPhase(percentage, message, taskStep)),
      failed: failedPhases,
    },
    cancelWaitsForServer: false,
    missingFileMessage: SCORE_MESSAGES.missingFile,
    finish: {
      kind: 'applyResults',
      show: (results, file) => ({
        results,
        rowLabels: rowLabelsOf(
          file,
          results.scores.map((score) => score.id),
        ),
      }),
      apply: (file, { results }) => ({
        command: applyScoresCommand(file, results.scores),
        label: 'Apply scores',
        count: results.scores.length,
      }),
    },
  };
}

/** The Score Analysis dialog's state machine: idle → setup → running → results → applied. */
export function createScoreAnalysis(deps: ScoreAnalysisDeps) {
  return createAnalysisFlow(scoreAnalysisDefinition(deps), deps);
}

export type ScoreAnalysis = ReturnType<typeof createScoreAnalysis>;
