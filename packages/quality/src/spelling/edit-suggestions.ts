import { requirementVocabulary } from './requirement-vocabulary.js';

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * Dictionary words one edit away from `word` (a swap of neighbours, a missing, extra or wrong letter), most
 * likely first (a swap, then a missing, an extra and a wrong letter; the first letter kept). Hunspell's own suggester (nspell) takes up to 200 ms on a long unknown word; this takes
 * well under a millisecond, and one edit covers most typing mistakes.
 */
export function oneEditSuggestions(
  word: string,
  isCorrect: (candidate: string) => boolean,
  limit = 5,
): string[] {
  const lower = word.toLowerCase();
  const swaps: string[] = [];
  const deletions: string[] = [];
  const doubledLetters: string[] = [];
  const insertions: string[] = [];
  const replacements: string[] = [];
  for (let i = 0; i <= lower.length; i++) {
    const head = lower.slice(0, i);
    const tail = lower.slice(i);
    if (i < lower.length - 1) swaps.push(head + (tail[1] ?? '') + (tail[0] ?? '') + tail.slice(2));
    if (i < lower.length) deletions.push(head + tail.slice(1));
    // A doubled letter typed once ('shal' → 'shall') is the commonest missing letter: try it first.
    const previous = head.at(-1);
    if (previous) doubledLetters.push(head + previous + tail);
    for (const letter of LETTERS) {
      insertions.push(head + letter + tail);
      if (i < lower.length && letter !== tail[0]) replacements.push(head + letter + tail.slice(1));
    }
  }
  // Typists rarely get the first letter wrong: candidates that keep it come first.
  const ordered = [...swaps, ...doubledLetters, ...insertions, ...deletions, ...replacements];
  const keepsFirst = ordered.filter((candidate) => candidate[0] === lower[0]);
  const found = new Set<string>();
  for (const candidate of [...keepsFirst, ...ordered.filter((candidate) => candidate[0] !== lower[0])]) {
    if (candidate.length < 2 || candidate === lower || found.has(candidate)) continue;
    if (isCorrect(candidate)) found.add(candidate);
  }
  // Words of requirement language ('shall', 'system', 'user' …) beat rarer dictionary words.
  const ranked = [...found].sort(
    (a, b) => Number(requirementVocabulary.has(b)) - Number(requirementVocabulary.has(a)),
  );
  return ranked.slice(0, limit);
}
