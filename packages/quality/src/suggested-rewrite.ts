import { detectLanguage } from './language/detect.js';
import { applyEdits } from './review/text-edits.js';
import { rewriteStaticFindings, type StaticRewrite } from './rewrite.js';
import { bindingModal } from './rewrite-figures.js';
import type { Finding } from './types.js';

/** What a suggested rewrite must leave fixed: every static finding but a negative statement, and a weak modal. */
const mustFix = new Set([
  'toxic',
  'loophole',
  'comparative',
  'ambiguous',
  'subjective',
  'superlative',
  'weak-modal',
]);

/** Shown after a rewrite with example figures. */
export const EXAMPLE_FIGURES_NOTE = '(example figures: confirm them)';

/**
 * One sentence that fixes every finding of the row a rewrite can fix: a weak modal becomes 'shall' ('deve'),
 * escape clauses go and vague terms get typical figures with their units. Undefined when there is none —
 * a finding it cannot fix, or nothing to change — checked by linting the rewrite (`lint`): it holds no
 * finding it should have fixed and none the text (with its modal fixed) did not have.
 */
export function suggestedRewrite(
  text: string,
  findings: readonly Finding[],
  lint: (text: string) => Finding[],
): StaticRewrite | undefined {
  const portuguese = detectLanguage(text) === 'pt';
  const modalEdits = findings
    .filter((finding) => finding.category === 'weak-modal' && finding.end > finding.start)
    .map(({ start, end, words }) => ({ start, end, replacement: bindingModal(words.join(' '), portuguese) }));
  const modalFixed = applyEdits(text, modalEdits);
  const afterModal = modalEdits.length === 0 ? findings : lint(modalFixed);
  const rewrite = rewriteStaticFindings(modalFixed, afterModal, 'examples', portuguese);
  if (rewrite === null) return undefined;
  const result = rewrite ?? { text: modalFixed.trim(), usesExampleFigures: false };
  if (result.text === text.trim()) return undefined;
  // 'shall' can bring out what a weak modal hid ('should … and respond' is a compound with 'shall').
  const had = new Set([...findings, ...afterModal].map((finding) => finding.category));
  const left = lint(result.text);
  return left.some((finding) => mustFix.has(finding.category) || !had.has(finding.category))
    ? undefined
    : result;
}
