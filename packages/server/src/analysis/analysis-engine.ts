import type {
  AdvancedProposal,
  BasicReviewRow,
  QualityReviewRequirement,
  ScoreResponse,
} from '@specwright/core';
import {
  type AdvancedReviewOptions,
  advancedReviewModelLayers,
  type BasicReviewOptions,
  basicReviewModelLayers,
  type QualityModel,
  type ScoreInput,
  type ScoreOptions,
  scoreModelLayers,
} from '@specwright/quality';
import type { RequirementLimits } from './analysis-input.js';
import type { EnginePool } from './engine-pool/engine-pool.js';

/** The quality engine's entry points the server calls (tests may replace one, e.g. with a slow or failing one). */
export interface QualityEngine {
  scoreRequirements(inputs: ScoreInput[], options?: ScoreOptions): Promise<ScoreResponse>;
  /** The engine's own spell checker is used. */
  basicReview(
    rows: QualityReviewRequirement[],
    options: Omit<BasicReviewOptions, 'spelling'>,
  ): Promise<BasicReviewRow[]>;
  advancedReview(
    rows: QualityReviewRequirement[],
    options?: AdvancedReviewOptions,
  ): Promise<AdvancedProposal[]>;
}

/**
 * The engine with its deterministic layers in the pool's worker threads (their progress reported, their
 * cancel honoured) and its model layers here: those wait on the language model's HTTP calls, not the CPU.
 */
export function pooledQualityEngine(pool: EnginePool): QualityEngine {
  return {
    async scoreRequirements(inputs, options = {}) {
      const deterministic = await pool.run('score', inputs, options);
      return scoreModelLayers(inputs, deterministic, options);
    },
    async basicReview(rows, options) {
      const checks = await pool.run('basic', rows, options);
      return basicReviewModelLayers(rows, checks, options);
    },
    async advancedReview(rows, options = {}) {
      const automatic = await pool.run('advanced', rows, { signal: options.signal });
      return advancedReviewModelLayers(rows, automatic, options);
    },
  };
}

/** What the analysis services run with: the engine, the configured model (null: LLM layers skipped), the limits. */
export interface AnalysisDependencies {
  engine: QualityEngine;
  model: QualityModel | null;
  limits: RequirementLimits;
}
