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
import { type AnalysisCaller, checkAnalysisRequest, scoreInputs } from './analysis-input.js';

export type ScoreAnalysisRequest = z.output<typeof scoreRequestSchema>;
export type BasicReviewAnalysisRequest = z.output<typeof basicReviewRequestSchema>;
export type AdvancedReviewAnalysisRequest = z.output<typeof advancedReviewRequestSchema>;

export interface AdvancedReviewOutcome {
  proposals: AdvancedProposal[];
  /**
   * The share of the rows the language model reviewed, from 0 (no model configured, or every model call
   * failed: only the deterministic layers ran) to 1.
   */
  modelShare: number;
}

export interface RunOptions {
  /** Called at each phase and as the engine goes; may throw to stop the analysis (e.g. on cancel). */
  onProgress?: (progress: AnalysisProgress) => void | Promise<void>;
  signal?: AbortSignal;
}

const validating: AnalysisProgress = { percentage: 5, step: 'validate', message: 'Validating requirements' };
const reporting: AnalysisProgress = { percentage: 85, step: 'reporting', message: 'Preparing the results' };

/** The quality engine's analyses over a request's rows; the routes `check` the rows before running one. */
export function analysisService({ engine, model, limits }: AnalysisDependencies) {
  /** Checks the row count against the caller's limits (400/413) before any work is queued or done. */
  function check(request: { requirements: readonly unknown[] }, caller: AnalysisCaller): void {
    checkAnalysisRequest(request.requirements.length, limits, caller);
  }

  /** Score analysis: validate, static, NLP, LLM, propositions, reporting. */
  async function score(
    request: ScoreAnalysisRequest,
    { onProgress, signal }: RunOptions = {},
  ): Promise<ScoreResponse> {
    await onProgress?.(validating);
    const response = await engine.scoreRequirements(scoreInputs(request.requirements), {
      model,
      onProgress,
      signal,
    });
    await onProgress?.(reporting);
    return response;
  }

  /** Basic review: spelling, grammar-level checks and detector findings of the chosen column. */
  async function basicReview(
    request: BasicReviewAnalysisRequest,
    { onProgress, signal }: RunOptions = {},
  ): Promise<BasicReviewResponse> {
    await onProgress?.(validating);
    const rows = await engine.basicReview(request.requirements, {
      model,
      onProgress,
      signal,
    });
    await onProgress?.(reporting);
    return { rows };
  }

  /**
   * Advanced review: missing, duplicate and inconsistent requirements across the whole spec, and how much
   * of the review the language model did (see AdvancedReviewOutcome).
   */
  async function advancedReview(
    request: AdvancedReviewAnalysisRequest,
    { signal }: RunOptions = {},
  ): Promise<AdvancedReviewOutcome> {
    let modelShare = model ? 1 : 0;
    const proposals = await engine.advancedReview(request.requirements, {
      model,
      signal,
      onModelFailure: (_message, batches) => {
        modelShare = (batches.total - batches.failed) / batches.total;
      },
    });
    return { proposals, modelShare };
  }

  return { check, score, basicReview, advancedReview };
}

export type AnalysisService = ReturnType<typeof analysisService>;
