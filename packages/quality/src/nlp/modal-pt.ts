import { accentInsensitive } from '../lexicons/pt/accents.js';
import type { Finding } from '../types.js';
import { nlpFinding } from './make-finding.js';

/** Binding Portuguese modals: 'deve', 'deverá', 'precisa', 'tem de/que', 'é obrigatório'. */
const strongModal = new RegExp(
  accentInsensitive(
    '(?<!\\p{L})(?:deve|devem|devera|deverao|precisa|precisam|precisara|precisarao|tem\\s+(?:de|que)|e\\s+obrigatori[oa]|sao\\s+obrigatori[oa]s|obrigatoriamente)(?!\\p{L})',
  ),
  'iu',
);
/** Weak modals state a goal, an option or a fact: 'deveria', 'pode', 'poderá', 'poderia'. */
const weakModal = new RegExp(
  accentInsensitive(
    '(?<!\\p{L})(?:deveria|deveriam|pode|podem|podera|poderao|poderia|poderiam|convem)(?!\\p{L})',
  ),
  'iu',
);

/**
 * The modal check for Portuguese requirements (the other NLP findings need the English tagger and are not run):
 * 'missing-modal' without any modal, 'weak-modal' when the only modals are weak.
 */
export function detectPortugueseModal(text: string): Finding[] {
  if (strongModal.test(text)) return [];
  const weak = weakModal.exec(text);
  if (weak === null) {
    const span = { start: text.length - text.trimStart().length, end: text.trimEnd().length };
    return [
      {
        ...nlpFinding(
          'missing-modal',
          text,
          span,
          "State it as a binding requirement: put 'deve' before the verb that says what is required.",
        ),
        explanation:
          "Without 'deve' or 'deverá' the text reads as a description, not as a binding requirement.",
      },
    ];
  }
  const span = { start: weak.index, end: weak.index + weak[0].length };
  return [
    nlpFinding(
      'weak-modal',
      text,
      span,
      `Use 'deve' for a requirement ('${weak[0]}' states a goal, an option or a fact) — or, if it is optional, begin with 'ONDE' and the feature it depends on.`,
    ),
  ];
}
