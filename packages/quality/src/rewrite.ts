import type { Finding } from './types.js';

/** Comparative verbs keep their place; the rewrite asks for the amount and the baseline at the end instead. */
const changeVerb = /^(?:improves?|improved|reduces?|increases?|decreases?|outperforms?)$/i;
/** 'make best efforts to patch' → 'patch': an effort clause goes with its verb and 'to'. */
const effortClause = /\b(?:efforts?|endeavou?rs?)$/i;

/** What replaces a static match in the proposed rewrite; '' removes it. */
const replacements: Record<string, string> = {
  toxic: '',
  loophole: '',
  comparative: '<measurable bound>',
  ambiguous: '<value>',
  subjective: '<observable criterion>',
  superlative: '<required value>',
};

/**
 * How a rewrite treats a vague word: `placeholders` replaces it by a placeholder the author fills in
 * ('<value>'); `concrete` leaves it in the text, so the rewrite holds only real text (the finding still
 * says what to change).
 */
export type RewriteMode = 'placeholders' | 'concrete';

const removedOnly = (finding: Finding) => replacements[finding.category] === '';

/**
 * The text with each static match removed (toxic words, loopholes) or, in `placeholders` mode, replaced by
 * a placeholder the author fills in. Negative statements are left for the author to rephrase. Returns
 * undefined when nothing changes.
 */
export function rewriteStaticFindings(
  text: string,
  findings: readonly Finding[],
  mode: RewriteMode = 'placeholders',
): string | undefined {
  const replaceable = findings
    .filter((finding) => finding.layer === 'static' && finding.category in replacements)
    .filter((finding) => mode === 'placeholders' || removedOnly(finding))
    .sort((a, b) => b.start - a.start);
  if (replaceable.length === 0) return undefined;
  let rewritten = text;
  let lastStart = Number.POSITIVE_INFINITY;
  let asksForAmount = false;
  for (const finding of replaceable) {
    if (finding.end > lastStart) continue;
    let before = rewritten.slice(0, finding.start);
    let after = rewritten.slice(finding.end);
    const word = finding.words.join(' ');
    if (finding.category === 'comparative' && changeVerb.test(word)) {
      asksForAmount = true;
      lastStart = finding.start;
      continue;
    }
    if (finding.category === 'loophole' && effortClause.test(word)) {
      before = before.replace(/\b(?:make|makes|use|uses)\s+(?:all\s+|every\s+)?(?:commercially\s+)?$/i, '');
      after = after.replace(/^\s+to\b/i, '');
    }
    const replacement = replacementFor(finding);
    // 'shall, if necessary, lock' and 'If possible, the system': a removed clause takes its commas along.
    if (replacement === '' && /^\s*,/.test(after) && (/,\s*$/.test(before) || before.trim() === '')) {
      before = before.replace(/,\s*$/, ' ');
      after = after.replace(/^\s*,/, '');
    }
    rewritten = before + replacement + after;
    lastStart = finding.start;
  }
  if (asksForAmount)
    rewritten = rewritten.replace(/\s*([.;!?]*)\s*$/, ' by <amount, from a stated baseline>$1');
  return capitaliseLike(text, tidy(rewritten));
}

function replacementFor(finding: Finding): string {
  // 'and/or' is an ambiguous logical statement: the author chooses one of the two.
  if (finding.words.some((word) => word.toLowerCase() === 'and/or')) return '<and | or>';
  return replacements[finding.category] ?? '';
}

function capitaliseLike(original: string, rewritten: string): string {
  const first = original.trimStart().charAt(0);
  if (first === '' || first !== first.toUpperCase()) return rewritten;
  return rewritten.charAt(0).toUpperCase() + rewritten.slice(1);
}

function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/,\s*([,.;:])/g, '$1')
    .replace(/^[\s,]+/, '')
    .trim();
}
