import type { BasicReviewRow, ReviewRequirement } from '@specwright/core';
import type { SpellChecker } from '../spelling/spell-checker.js';
import type { AnalysisProgress, QualityModel } from '../types.js';

export interface BasicReviewOptions {
  spelling: SpellChecker;
  model?: QualityModel | null;
  onProgress?: (progress: AnalysisProgress) => void | Promise<void>;
  signal?: AbortSignal;
}

// PLACEHOLDER (to be replaced by the basic review engine).
export async function basicReview(
  rows: ReviewRequirement[],
  _options: BasicReviewOptions,
): Promise<BasicReviewRow[]> {
  return rows.map((row) => ({ ...row, status: 'ok', proposition: '', reason: '' }));
}
