import type { RequirementLanguage } from '../language/detect.js';
import { lexiconsByLanguage } from '../lexicons/by-language.js';
import { isInDefinedTerm } from '../text/defined-term.js';
import { isInsideRanges, quotedRanges } from '../text/quoted-ranges.js';
import type { Finding } from '../types.js';
import { type CompiledLexicon, compileLexicon, matchContext } from './compile-lexicon.js';
import { foldsOntoAscii } from './lexicon-prefilter.js';

const compiled = new Map<RequirementLanguage, CompiledLexicon[]>();

function compiledLexicons(language: RequirementLanguage): CompiledLexicon[] {
  const known = compiled.get(language);
  if (known) return known;
  const fresh = lexiconsByLanguage[language].map(compileLexicon);
  compiled.set(language, fresh);
  return fresh;
}

function fillWord(template: string, word: string): string {
  return template.replaceAll('{word}', word);
}

function detectWithLexicon(
  { lexicon, pattern }: CompiledLexicon,
  text: string,
  quotes: ReturnType<typeof quotedRanges>,
): Finding[] {
  const findings: Finding[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const start = match.index;
    const end = start + match[0].length;
    if (match[0].length === 0) {
      pattern.lastIndex += 1;
      continue;
    }
    if (isInsideRanges(quotes, start, end)) continue;
    if (lexicon.category !== 'toxic' && isInDefinedTerm(text, start, end)) continue;
    const context = matchContext(text, start, end);
    if (lexicon.suppressions.some((suppression) => suppression.applies(context))) continue;
    findings.push({
      category: lexicon.category,
      layer: 'static',
      score: lexicon.score,
      words: [match[0]],
      start,
      end,
      explanation: fillWord(lexicon.explanation, match[0]),
      suggestion: fillWord(lexicon.suggestion, match[0]),
    });
  }
  return findings;
}

/** A perception inside an escape clause keeps its own category: 'as simple as possible' is both. */
const keepsInside = (inner: Finding, outer: Finding) =>
  inner.category === 'subjective' && outer.category === 'loophole';

/**
 * Drops a finding whose span lies inside a longer finding ('effective' inside 'cost-effective') or inside the same
 * span of a more severe finding ('easier' is a comparative, not also subjective).
 */
function withoutShadowed(findings: Finding[]): Finding[] {
  return findings.filter(
    (finding) =>
      !findings.some(
        (other) =>
          other !== finding &&
          !keepsInside(finding, other) &&
          other.start <= finding.start &&
          other.end >= finding.end &&
          (other.end - other.start > finding.end - finding.start || other.score < finding.score),
      ),
  );
}

/**
 * The static layer (scores 5–35): every match of the language's lexicons that is not quoted, part of a defined
 * term, or suppressed.
 */
export function detectStatic(text: string, language: RequirementLanguage = 'en'): Finding[] {
  const quotes = quotedRanges(text);
  const lower = foldsOntoAscii.test(text) ? null : text.toLowerCase();
  const findings = compiledLexicons(language).flatMap((lexicon) =>
    lower !== null && lexicon.prefilter?.test(lower) === false
      ? []
      : detectWithLexicon(lexicon, text, quotes),
  );
  return withoutShadowed(findings).sort((a, b) => a.start - b.start || a.score - b.score);
}
