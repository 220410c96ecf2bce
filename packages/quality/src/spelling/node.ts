import dictionary from 'dictionary-en';
import nspell from 'nspell';
import { oneEditSuggestions } from './edit-suggestions.js';
import type { SpellChecker } from './spell-checker.js';

const SUGGESTION_CACHE_LIMIT = 50_000;
let cached: SpellChecker | null = null;

/**
 * The English Hunspell spell checker (dictionary-en + nspell). Node only: dictionary-en reads its files at
 * import. Building it takes ~130–200 ms, so one instance is built lazily and shared. Suggestions come from
 * one-edit candidates (fast) rather than nspell's own suggester (up to 200 ms a word), memoised per word.
 */
export function createSpellChecker(): SpellChecker {
  if (cached) return cached;
  const speller = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
  const isCorrect = (word: string) => speller.correct(word);
  const suggestions = new Map<string, string[]>();
  cached = {
    isCorrect,
    suggest: (word) => {
      let known = suggestions.get(word);
      if (!known) {
        if (suggestions.size >= SUGGESTION_CACHE_LIMIT) suggestions.clear();
        known = oneEditSuggestions(word, isCorrect);
        suggestions.set(word, known);
      }
      return known;
    },
  };
  return cached;
}
