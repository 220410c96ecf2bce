/** The rules of the pattern a code scan looks for requirement ids with. */

/** A line is matched on its first this many characters only, so no pattern runs long on a minified file. */
export const CODE_SCAN_LINE_CHARS = 1000;

export const CODE_PATTERN_MESSAGES = {
  invalid: 'The pattern is not a valid regular expression.',
  matchesEmpty: 'The pattern must not match empty text: it would find an id everywhere.',
  tooComplex:
    'The pattern repeats a group that itself repeats or has alternatives, which can take very long to match. Write it without the repeated group.',
  backReference:
    'The pattern must not refer back to a group (\\1): such patterns can take very long to match.',
} as const;

/** A group (capturing or not) followed by a quantifier, whose body repeats (`+ * {n,}`) or has `|`. */
const REPEATED_COMPLEX_GROUP = /\((?:\?:)?((?:[^()\\]|\\.)*)\)(?:[+*]|\{\d+,\d*\})/g;

function hasRepeatedComplexGroup(pattern: string): boolean {
  for (const match of pattern.matchAll(REPEATED_COMPLEX_GROUP)) {
    const body = (match[1] ?? '').replace(/\\./g, '');
    if (/[+*|]|\{\d+,\d*\}/.test(body)) return true;
  }
  // A quantified group holding another group is refused too (the scan above sees innermost groups).
  return /\)(?:[^()]*)\)(?:[+*]|\{\d+,\d*\})/.test(pattern.replace(/\\./g, ''));
}

/**
 * What is wrong with `pattern` as a code scan's id pattern, or null when it may be used: it must compile as
 * a JavaScript regular expression, match no empty text, and have no shape known to backtrack for ever
 * (a repeated group that repeats or alternates inside, a back reference).
 */
export function codePatternProblem(pattern: string): string | null {
  let compiled: RegExp;
  try {
    compiled = new RegExp(pattern, 'g');
  } catch {
    return CODE_PATTERN_MESSAGES.invalid;
  }
  if (/\\[1-9]|\\k</.test(pattern)) return CODE_PATTERN_MESSAGES.backReference;
  if (hasRepeatedComplexGroup(pattern)) return CODE_PATTERN_MESSAGES.tooComplex;
  const samples = ['', ' a A-1 _ x9 '];
  if (samples.some((sample) => [...sample.matchAll(compiled)].some((match) => match[0] === '')))
    return CODE_PATTERN_MESSAGES.matchesEmpty;
  return null;
}

/**
 * Every match of `pattern` (global) in `line`, at most the first `CODE_SCAN_LINE_CHARS` characters of it;
 * an empty match is skipped.
 */
export function idsInLine(pattern: RegExp, line: string): string[] {
  const text = line.length > CODE_SCAN_LINE_CHARS ? line.slice(0, CODE_SCAN_LINE_CHARS) : line;
  const found: string[] = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    if (match[0] === '') pattern.lastIndex += 1;
    else found.push(match[0]);
  }
  return found;
}
