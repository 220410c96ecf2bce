import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { RequirementLanguage } from '../language/detect.js';
import { lexiconsByLanguage } from '../lexicons/by-language.js';
import { compileLexicon } from './compile-lexicon.js';
import { foldsOntoAscii } from './lexicon-prefilter.js';

/** Every string of the in-repository evaluation sets: real and hand-written requirements in both languages. */
function evaluationTexts(): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const name of [
    'labelled-set.json',
    'held-out-set.json',
    'pt-set.json',
    'blind/sentences.json',
    'blind/supplement.json',
  ])
    collect(JSON.parse(readFileSync(new URL(`../../eval/${name}`, import.meta.url), 'utf8')));
  return texts;
}

const languages = Object.keys(lexiconsByLanguage) as RequirementLanguage[];
const compiled = languages.flatMap((language) => lexiconsByLanguage[language].map(compileLexicon));

/** A prefilter may pass a text the pattern does not match, never the reverse. */
function missedMatches(text: string): string[] {
  if (foldsOntoAscii.test(text)) return [];
  const lower = text.toLowerCase();
  return compiled.flatMap(({ lexicon, pattern, prefilter }) => {
    pattern.lastIndex = 0;
    return prefilter !== null && pattern.test(text) && !prefilter.test(lower)
      ? [`${lexicon.category}: ${text}`]
      : [];
  });
}

describe('lexicon prefilters', () => {
  test('the English lexicons all have one, and it passes every evaluation text their pattern matches', () => {
    const english = compiled.slice(0, lexiconsByLanguage.en.length);
    expect(english.every((lexicon) => lexicon.prefilter !== null)).toBe(true);
    const texts = evaluationTexts();
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.flatMap(missedMatches)).toEqual([]);
  });

  test('passes every generated text a pattern matches: lexicon phrases in any case, between any separators', () => {
    const phrases = compiled.flatMap(({ lexicon }) =>
      lexicon.entries
        .flatMap((entry) => [entry.term, ...(entry.variants ?? [])])
        .filter((term) => !term.includes('…')),
    );
    const piece = fc.oneof(
      fc.constantFrom(...phrases),
      fc.constantFrom('the system', 'shall', 'be', 'is', 'a', 'and', 'to', '10 ms', 'user'),
    );
    const casing = fc.constantFrom<(text: string) => string>(
      (text) => text,
      (text) => text.toUpperCase(),
      (text) => text.charAt(0).toUpperCase() + text.slice(1),
    );
    const separator = fc.constantFrom(' ', '-', ', ', '. ', ' (', ') ', '\n', '');
    const text = fc
      .array(fc.tuple(piece, casing, separator), { minLength: 1, maxLength: 8 })
      .map((parts) => parts.map(([words, recase, after]) => recase(words) + after).join(''));
    fc.assert(
      fc.property(text, (sample) => missedMatches(sample).length === 0),
      { numRuns: 2000 },
    );
  });

  test('a text with a character that folds onto an ASCII letter is not prefiltered', () => {
    expect(foldsOntoAscii.test('eaſy')).toBe(true);
    expect(foldsOntoAscii.test('The system shall be easy to use.')).toBe(false);
  });
});
