import type { AdvancedProposal, ReviewRequirement } from '@specwright/core';
import type { QualityModel } from '../types.js';

export interface AdvancedReviewOptions {
  model?: QualityModel | null;
  signal?: AbortSignal;
}

// PLACEHOLDER (to be replaced by the advanced review engine).
export async function advancedReview(
  _rows: ReviewRequirement[],
  _options: AdvancedReviewOptions = {},
): Promise<AdvancedProposal[]> {
  return [];
}
