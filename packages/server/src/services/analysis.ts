import type {
  AdvancedProposal,
  advancedReviewRequestSchema,
  BasicReviewResponse,
  basicReviewRequestSchema,
  ScoreResponse,
  scoreRequestSchema,
} from '@specwright/core';
import type { AnalysisProgress } from '@specwright/quality';
import type { z } from 'zod';
import type { AnalysisDependencies } from './analysis-engine.js';
import { checkRequirementCount, scoreInputs } from './analysis-input.js';

export type ScoreAnalysisRequest = z.output<typeof scoreRequestSchema>;
export type BasicReviewAnalysisRequest = z.output<typeof basicReviewRequestSchema>;
export type AdvancedReviewAnalysisRequest = z.output<typeof advancedReviewRequestSchema>;

export interface RunOptions {
  /** Called at each phase and as the engine goes; may throw to stop the analysis (e.g. on cancel). */
  onProgress?: (progress: AnalysisProgress) => void | Promise<void>;
  signal?: AbortSignal;
}

const validating: AnalysisProgress = { percentage: 5, step: 'validate', message: 'Validating requirements' };
const reporting: AnalysisProgress = { percentage: 85, step: 'reporting', message: 'Preparing the results' };

/** Checks the row count (400/413) before any work is queued or done. */
export function checkAnalysisRequest(
  dependencies: AnalysisDependencies,
  request: { requirements: readonly unknown[] },
): void {
  checkRequirementCount(request.requirements.length, dependencies.maxRequirements);
}

/** Score analysis (§4): validate, static, NLP, LLM, propositions, reporting. */
export async function runScoreAnalysis(
  dependencies: AnalysisDependencies,
  request: ScoreAnalysisRequest,
  { onProgress, signal }: RunOptions = {},
): Promise<ScoreResponse> {
  checkAnalysisRequest(dependencies, request);
  await onProgress?.(validating);
  const response = await dependencies.engine.scoreRequirements(scoreInputs(request.requirements), {
    model: dependencies.model,
    onProgress,
    signal,
  });
  await onProgress?.(reporting);
  return response;
}

/** Basic review (§4): spelling, grammar-level checks and detector findings of the chosen column. */
export async function runBasicReview(
  dependencies: AnalysisDependencies,
  request: BasicReviewAnalysisRequest,
  { onProgress, signal }: RunOptions = {},
): Promise<BasicReviewResponse> {
  checkAnalysisRequest(dependencies, request);
  await onProgress?.(validating);
  const rows = await dependencies.engine.basicReview(request.requirements, {
    spelling: dependencies.engine.createSpellChecker(),
    model: dependencies.model,
    onProgress,
    signal,
  });
  await onProgress?.(reporting);
  return { rows };
}

/** Advanced review: missing, duplicate and inconsistent requirements across the whole spec. */
export async function runAdvancedReview(
  dependencies: AnalysisDependencies,
  request: AdvancedReviewAnalysisRequest,
  { signal }: RunOptions = {},
): Promise<AdvancedProposal[]> {
  checkAnalysisRequest(dependencies, request);
  return dependencies.engine.advancedReview(request.requirements, { model: dependencies.model, signal });
}
