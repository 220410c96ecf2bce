import type { Finding } from '../types.js';
import { type NlpCategory, nlpFindingKinds } from './finding-kinds.js';

/** An NLP finding with the kind's score and explanation. */
export function nlpFinding(
  category: NlpCategory,
  text: string,
  span: { start: number; end: number },
  suggestion: string,
): Finding {
  const kind = nlpFindingKinds[category];
  return {
    category,
    layer: 'nlp',
    score: kind.score,
    words: [text.slice(span.start, span.end)],
    start: span.start,
    end: span.end,
    explanation: kind.explanation,
    suggestion,
  };
}
