const functionWords = new Set([
  'The',
  'A',
  'An',
  'If',
  'When',
  'While',
  'Where',
  'It',
  'This',
  'That',
  'In',
  'On',
  'For',
]);
/** Title case ('Startup', 'Mode'), not acronyms ('ETCS'), which are not part of a term's name as often. */
const capitalisedWord = /^\p{Lu}[\p{Ll}\p{N}-][\p{L}\p{N}-]*$/u;

function wordBefore(text: string, start: number): string {
  const match = /([\p{L}\p{N}-]+)[ \t]*$/u.exec(text.slice(Math.max(0, start - 40), start));
  return match?.[1] ?? '';
}

function wordAfter(text: string, end: number): string {
  const match = /^[ \t]*([\p{L}\p{N}-]+)/u.exec(text.slice(end, end + 40));
  return match?.[1] ?? '';
}

function isContentCapitalised(word: string): boolean {
  return capitalisedWord.test(word) && !functionWords.has(word);
}

/** A lower-case word directly before (spaces only): the capital after it is not a sentence start. */
function followsLowerCaseWord(text: string, start: number): boolean {
  return /\p{Ll}[\p{L}\p{N}-]*[ \t]+$/u.test(text.slice(Math.max(0, start - 40), start));
}

/**
 * True when the match is part of a capitalised defined term such as 'Normal Startup Mode' or 'Best Effort
 * Service' (the matched text starts with a capital and a neighbouring word is a capitalised content word), or is
 * a capitalised name in mid-sentence ('accept Nice, France', 'the lower value out of Maximum train speed').
 */
export function isInDefinedTerm(text: string, start: number, end: number): boolean {
  if (!capitalisedWord.test(text.slice(start, end).split(/[\s-]/)[0] ?? '')) return false;
  return (
    followsLowerCaseWord(text, start) ||
    isContentCapitalised(wordBefore(text, start)) ||
    isContentCapitalised(wordAfter(text, end))
  );
}
