/** One entry of the Score Analysis documentation page, generated from the engine's own data. */
export interface CatalogueEntry {
  category: string;
  layer: 'static' | 'nlp' | 'llm' | 'quality';
  /** Score or score range, e.g. '10' or '80–100'. */
  score: string;
  title: string;
  explanation: string;
  /** Lexicon words/phrases (static layer) or example triggers. */
  examples: string[];
  /** What is deliberately not flagged (bounded or defined uses). */
  suppressions: string[];
  sources: string[];
}

// PLACEHOLDER (to be replaced by the static/NLP engine).
export function qualityCatalogue(): CatalogueEntry[] {
  return [];
}
