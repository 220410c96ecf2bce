export { analyzeRequirement, lintRequirement } from './analyze.js';
export { AnalysisCancelledError, isAnalysisCancelled } from './cancellation.js';
export type { CatalogueEntry, LanguageLexicon } from './catalogue.js';
export { analysedLanguages, qualityCatalogue } from './catalogue.js';
export type { RequirementLanguage } from './language/detect.js';
export { detectLanguage } from './language/detect.js';
export type { LlmFindingCategory } from './llm/finding-kinds.js';
export { llmFindingKinds } from './llm/finding-kinds.js';
export type { AnalysisPhase } from './progress.js';
export { analysisPhases } from './progress.js';
export type { AdvancedReviewOptions } from './review/advanced.js';
export {
  advancedReview,
  advancedReviewDeterministicLayers,
  advancedReviewModelLayers,
} from './review/advanced.js';
export type { BasicReviewOptions } from './review/basic.js';
export { basicReview, basicReviewDeterministicLayers, basicReviewModelLayers } from './review/basic.js';
export type { RowCheck } from './review/row-check.js';
export type { DeterministicScore, ScoreInput, ScoreOptions } from './score.js';
export { scoreDeterministicLayers, scoreModelLayers, scoreRequirements } from './score.js';
export type { SpellChecker } from './spelling/spell-checker.js';
export type {
  AnalysisProgress,
  Finding,
  FindingLayer,
  QualityModel,
  RequirementAnalysis,
  StaticCategory,
} from './types.js';
export { staticCategories } from './types.js';
