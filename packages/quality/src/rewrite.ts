import { easeOfUseCriterion, exampleFigure } from './rewrite-figures.js';
import type { Finding } from './types.js';

/** Comparative verbs ('improves', 'reduces'): the rewrite cannot know the amount and baseline they need. */
const changeVerb = /^(?:improves?|improved|reduces?|increases?|decreases?|outperforms?)$/i;
/** 'make best efforts to patch' → 'patch': an effort clause goes with its verb and 'to'. */
const effortClause = /\b(?:efforts?|endeavou?rs?)$/i;
/** What follows a term that ends its clause: punctuation, the end, or a conjunction. */
const clauseEnd = /^\s*(?:$|[,.;:!?)]|(?:and|or|e|ou)\b)/i;

/** Static categories whose matches a rewrite may simply remove (insults, escape clauses). */
const removable = new Set(['toxic', 'loophole']);
/** Static categories a rewrite fixes; negative statements are left for the author to rephrase. */
const rewritable = new Set(['toxic', 'loophole', 'comparative', 'ambiguous', 'subjective', 'superlative']);

/**
 * How a rewrite treats a vague word: `examples` replaces it by a typical figure with its unit ('within 2
 * seconds'), which the author confirms; `concrete` leaves it in the text, so the rewrite holds only the
 * author's words (the finding still says what to change).
 */
export type RewriteMode = 'examples' | 'concrete';

export interface StaticRewrite {
  text: string;
  /** True when the text holds example figures the author should confirm. */
  usesExampleFigures: boolean;
}

interface Fix {
  start: number;
  end: number;
  replacement: string;
  /** A figure that goes to the end of the sentence instead ('quickly respond to X' → 'respond to X within 2 seconds'). */
  appended?: string;
  exampleFigure: boolean;
}

/** How one static finding is fixed; null when it cannot be (in `concrete` mode: any vague word). */
function fixFor(text: string, finding: Finding, mode: RewriteMode, portuguese: boolean): Fix | null {
  const word = finding.words.join(' ');
  const span = { start: finding.start, end: finding.end, exampleFigure: mode === 'examples' };
  if (mode === 'examples') {
    const figure = exampleFigure(word, portuguese);
    if (figure) {
      const endsClause = clauseEnd.test(text.slice(finding.end));
      return figure.adverbial && !endsClause
        ? { ...span, replacement: '', appended: figure.phrase }
        : { ...span, replacement: figure.phrase };
    }
    const criterion =
      finding.category === 'subjective'
        ? easeOfUseCriterion(text, finding.start, finding.end, portuguese)
        : undefined;
    if (criterion) return { ...criterion, replacement: criterion.phrase, exampleFigure: true };
  }
  if (!removable.has(finding.category) || changeVerb.test(word)) return null;
  return { start: finding.start, end: finding.end, replacement: '', exampleFigure: false };
}

/**
 * The text with every static finding fixed: insults and escape clauses removed and, in `examples` mode, vague
 * terms replaced by typical figures. Negative statements are left for the author to rephrase. Undefined when
 * there is nothing to change, null when a finding has no fix (the suggestion then says what to change).
 */
export function rewriteStaticFindings(
  text: string,
  findings: readonly Finding[],
  mode: RewriteMode = 'examples',
  portuguese = false,
): StaticRewrite | null | undefined {
  const replaceable = findings
    .filter((finding) => finding.layer === 'static' && rewritable.has(finding.category))
    .sort((a, b) => b.start - a.start);
  if (replaceable.length === 0) return undefined;
  let rewritten = text;
  let lastStart = Number.POSITIVE_INFINITY;
  const appended: string[] = [];
  let usesExampleFigures = false;
  for (const finding of replaceable) {
    if (finding.end > lastStart) continue;
    const fix = fixFor(rewritten, finding, mode, portuguese);
    if (fix === null) {
      if (mode === 'examples') return null;
      continue;
    }
    if (fix.end > lastStart) return null;
    let before = rewritten.slice(0, fix.start);
    let after = rewritten.slice(fix.end);
    if (finding.category === 'loophole' && effortClause.test(finding.words.join(' '))) {
      before = before.replace(/\b(?:make|makes|use|uses)\s+(?:all\s+|every\s+)?(?:commercially\s+)?$/i, '');
      after = after.replace(/^\s+to\b/i, '');
    }
    // 'shall, if necessary, lock' and 'If possible, the system': a removed clause takes its commas along.
    if (fix.replacement === '' && /^\s*,/.test(after) && (/,\s*$/.test(before) || before.trim() === '')) {
      before = before.replace(/,\s*$/, ' ');
      after = after.replace(/^\s*,/, '');
    }
    rewritten = `${before}${fix.replacement === '' ? '' : ` ${fix.replacement} `}${after}`;
    if (fix.appended && !appended.includes(fix.appended)) appended.unshift(fix.appended);
    usesExampleFigures ||= fix.exampleFigure;
    lastStart = fix.start;
  }
  if (appended.length > 0) rewritten = rewritten.replace(/\s*([.;!?]*)\s*$/, ` ${appended.join(' ')}$1`);
  return { text: capitaliseLike(text, tidy(rewritten)), usesExampleFigures };
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
