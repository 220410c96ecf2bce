import { isAllowListed } from './allow-list.js';
import { isKnownForm } from './known-forms.js';
import type { SpellChecker } from './spell-checker.js';
import { proseWords } from './word-tokens.js';

export interface Misspelling {
  word: string;
  start: number;
  end: number;
  /** The checker's first suggestion in the word's case, or null when it has none (an unknown word). */
  replacement: string | null;
}

function matchCase(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  if (/^\p{Lu}/u.test(model)) return (word[0]?.toUpperCase() ?? '') + word.slice(1);
  return word;
}

function knownWordTest(checker: SpellChecker): (word: string) => boolean {
  return (word) => isAllowListed(word) || checker.isCorrect(word) || checker.isCorrect(word.toLowerCase());
}

function isKnown(word: string, isKnownWord: (word: string) => boolean): boolean {
  if (isKnownWord(word) || isKnownForm(word, isKnownWord)) return true;
  const parts = word.split('-').filter((part) => part !== '');
  return (
    parts.length > 1 &&
    parts.every((part) => /^\p{Lu}{2,}$/u.test(part) || isKnownWord(part) || isKnownForm(part, isKnownWord))
  );
}

/** Misspelled prose words of `text`, in order. Capitalised words inside a sentence are taken as names. */
export function findMisspellings(text: string, checker: SpellChecker): Misspelling[] {
  const isKnownWord = knownWordTest(checker);
  const found: Misspelling[] = [];
  for (const { word, start, end, sentenceStart } of proseWords(text)) {
    if (/^\p{Lu}/u.test(word) && !sentenceStart) continue;
    if (isKnown(word, isKnownWord)) continue;
    const [first] = checker.suggest(word.toLowerCase());
    found.push({ word, start, end, replacement: first ? matchCase(word, first) : null });
  }
  return found;
}
