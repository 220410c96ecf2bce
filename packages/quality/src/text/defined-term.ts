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

/**
 * True when the match is part of a capitalised defined term such as 'Normal Startup Mode' or 'Best Effort
 * Service': the matched text starts with a capital and a neighbouring word is a capitalised content word.
 */
export function isInDefinedTerm(text: string, start: number, end: number): boolean {
  if (!capitalisedWord.test(text.slice(start, end).split(/[\s-]/)[0] ?? '')) return false;
  return isContentCapitalised(wordBefore(text, start)) || isContentCapitalised(wordAfter(text, end));
}
