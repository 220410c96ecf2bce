import type { LexiconEntry } from '../lexicons/lexicon.js';
import { escapeForRegExp, phraseSource } from '../text/phrase-pattern.js';
import { requiredLiterals } from '../text/required-literals.js';

/** Needles for one entry: whole words, or literals found anywhere; null when the entry has none. */
interface EntryNeedles {
  words: string[];
  literals: string[];
}

const plainWord = /^[a-z0-9_]+$/i;
/** Words in most requirements: a phrase is looked for by another of its words when it has one ('shall not'). */
const commonWords = new Set(
  'shall must should will may can need does do is are be the a an to of in on at by for and or with as if it'.split(
    ' ',
  ),
);
/** Literals (found anywhere, not as words) shorter than this are in nearly every text and would only cost time. */
const shortestUsefulLiteral = 3;

/** Each word of a phrase stands between non-word characters in any match, so one plain word of it will do. */
function phraseNeedles(phrase: string): EntryNeedles | null {
  const words = phrase
    .trim()
    .split(/[\s-]+/)
    .filter((word) => plainWord.test(word));
  if (words.length > 0) {
    const rank = (word: string) => word.length - (commonWords.has(word.toLowerCase()) ? 100 : 0);
    const chosen = words.reduce((best, word) => (rank(word) > rank(best) ? word : best));
    return { words: [chosen.toLowerCase()], literals: [] };
  }
  const literals = requiredLiterals(phraseSource(phrase));
  return literals && { words: [], literals };
}

function entryNeedles(entry: LexiconEntry): EntryNeedles | null {
  if (entry.pattern) {
    const literals = requiredLiterals(entry.pattern);
    return literals && { words: [], literals };
  }
  const needles: EntryNeedles = { words: [], literals: [] };
  for (const phrase of [entry.term, ...(entry.variants ?? [])]) {
    const found = phraseNeedles(phrase);
    if (found === null) return null;
    needles.words.push(...found.words);
    needles.literals.push(...found.literals);
  }
  return needles;
}

/**
 * A pattern for the lower-cased text that finds something in every text one of `entries` matches (and in some
 * others), or null when an entry has nothing to look for. Testing it first lets a lexicon skip most texts, and
 * it is several times faster than the lexicon's case-insensitive Unicode pattern.
 */
export function lexiconPrefilter(entries: readonly LexiconEntry[]): RegExp | null {
  const words = new Set<string>();
  const literals = new Set<string>();
  for (const entry of entries) {
    const needles = entryNeedles(entry);
    if (needles === null || needles.literals.some((literal) => literal.length < shortestUsefulLiteral))
      return null;
    for (const word of needles.words) words.add(word);
    for (const literal of needles.literals) literals.add(literal);
  }
  const alternatives = [...literals].map(escapeForRegExp);
  if (words.size > 0)
    // In lower-cased text, \b next to a word's letter means 'no ASCII letter, digit or _ there', and is much
    // faster than the equivalent lookbehind.
    alternatives.unshift(`\\b(?:${[...words].map(escapeForRegExp).join('|')})\\b`);
  return new RegExp(alternatives.join('|'));
}

/**
 * Characters that a case-insensitive Unicode pattern matches to ASCII letters ('ſ' to 's', the Kelvin sign to
 * 'k') while the ASCII prefilter does not: a text with one of them skips the prefilter.
 */
export const foldsOntoAscii = /[\u017F\u212A]/;
