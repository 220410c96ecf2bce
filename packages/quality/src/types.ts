/**
 * The public contract of the quality engine. Everything here is pure data: the caller passes text in
 * and gets findings out; the language model is an injected port (see QualityModel).
 */

/** Static-detector categories, one per score band of docs/product-rules.md, "Constants and limits" (5 … 35). */
export const staticCategories = [
  'toxic',
  'loophole',
  'comparative',
  'ambiguous',
  'negative',
  'subjective',
  'superlative',
] as const;
export type StaticCategory = (typeof staticCategories)[number];

export type FindingLayer = 'static' | 'nlp' | 'llm';

/** One problem found in one requirement text. start/end are UTF-16 offsets into the analysed text (end exclusive). */
export interface Finding {
  /** Stable name: a StaticCategory for the static layer, e.g. 'passive-voice' for NLP findings. */
  category: string;
  layer: FindingLayer;
  /** 5–35 static, 50–65 NLP, 70–75 LLM. */
  score: number;
  /** The matched words as they appear in the text. */
  words: string[];
  start: number;
  end: number;
  /** Why this is a problem, in one sentence a user understands. */
  explanation: string;
  /** A concrete way to fix it. */
  suggestion: string;
}

/** The deterministic (static + NLP + measurable qualities) analysis of one requirement. */
export interface RequirementAnalysis {
  /** 5–100: lowest finding score, else 80–100 from measurable qualities. */
  score: number;
  findings: Finding[];
  /** Which detector/finding decided the score and the matched words. */
  description: string;
  /** A concrete rewrite or template. */
  suggestion: string;
}

/**
 * The language-model port. The server adapts the Vercel AI SDK to it; tests pass scripted fakes.
 * `generate` returns the model's structured output, already validated against `schema` by the adapter.
 */
export interface QualityModel {
  generate<T>(request: {
    system: string;
    prompt: string;
    schema: import('zod').ZodType<T>;
    abortSignal?: AbortSignal;
  }): Promise<T>;
}

/** Progress report for the seven phases of docs/product-rules.md, "States and transitions" (validate, static, nlp, llm, propositions, reporting, email). */
export interface AnalysisProgress {
  percentage: number;
  step: string;
  message: string;
}
