import { advancedReview, basicReview, type QualityModel, scoreRequirements } from '@specwright/quality';
import { createSpellChecker } from '@specwright/quality/spelling';

/** The quality engine's entry points the server calls (tests may replace one, e.g. with a slow or failing one). */
export interface QualityEngine {
  scoreRequirements: typeof scoreRequirements;
  basicReview: typeof basicReview;
  advancedReview: typeof advancedReview;
  createSpellChecker: typeof createSpellChecker;
}

export const qualityEngine: QualityEngine = {
  scoreRequirements,
  basicReview,
  advancedReview,
  createSpellChecker,
};

/** What the analysis services run with: the engine and the configured model (null: LLM layers skipped). */
export interface AnalysisDependencies {
  engine: QualityEngine;
  model: QualityModel | null;
  maxRequirements: number;
}
