import type { Finding } from '../types.js';
import { nlpFinding } from './make-finding.js';

/** Binding modals (and the NASA ARM imperative 'is required to'). */
const strongModal = /\b(?:shall|must|(?:is|are)\s+required\s+to)\b/i;
const weakModal = /\b(?:should|may|might|could|would|will|can|ought\s+to|needs?\s+to|has\s+to|have\s+to)\b/gi;

export function hasStrongModal(text: string): boolean {
  return strongModal.test(text);
}

export function hasAnyModal(text: string): boolean {
  weakModal.lastIndex = 0;
  return strongModal.test(text) || weakModal.test(text);
}

/**
 * 'missing-modal' when there is no modal verb at all; 'weak-modal' when the only modals are weak. A weak modal
 * next to 'shall'/'must' is left alone: it is usually in a sub-clause ('… shall warn when the user may lose data').
 */
export function detectModal(text: string): Finding[] {
  if (strongModal.test(text)) return [];
  weakModal.lastIndex = 0;
  const weak = weakModal.exec(text);
  if (weak === null) {
    const trimmedStart = text.length - text.trimStart().length;
    const span = { start: trimmedStart, end: text.trimEnd().length };
    return [
      nlpFinding(
        'missing-modal',
        text,
        span,
        "State it as a binding requirement: put 'shall' before the verb that says what is required.",
      ),
    ];
  }
  const span = { start: weak.index, end: weak.index + weak[0].length };
  return [
    nlpFinding(
      'weak-modal',
      text,
      span,
      `Use 'shall' for a requirement ('${weak[0]}' states a goal, an option or a fact) — or, if it is optional, begin with 'WHERE' and the feature it depends on.`,
    ),
  ];
}
