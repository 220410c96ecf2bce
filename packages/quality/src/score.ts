import type { ScoreResponse } from '@specwright/core';
import { analyzeRequirement } from './analyze.js';
import type { AnalysisProgress, QualityModel } from './types.js';

export interface ScoreInput {
  id: string;
  /** The requirement text (the description column, or the row's string columns joined). */
  text: string;
}

export interface ScoreOptions {
  model?: QualityModel | null;
  onProgress?: (progress: AnalysisProgress) => void | Promise<void>;
  signal?: AbortSignal;
}

// PLACEHOLDER (to be replaced by the scoring pipeline with LLM layers).
export async function scoreRequirements(
  inputs: ScoreInput[],
  _options: ScoreOptions = {},
): Promise<ScoreResponse> {
  const scores = inputs.map(({ id, text }) => {
    const analysis = analyzeRequirement(text);
    return {
      id,
      score: analysis.score,
      score_description: analysis.description,
      score_suggestion: analysis.suggestion,
    };
  });
  return {
    scores,
    layers: { static: true, nlp: true, llm: { used: false, message: 'No language model configured.' } },
  };
}
