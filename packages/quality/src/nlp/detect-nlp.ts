import type { Finding } from '../types.js';

/** The NLP layer (scores 50–65). */
export function detectNlp(_text: string): Finding[] {
  return [];
}
