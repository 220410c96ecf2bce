/**
 * The rules of the pattern a code scan looks for requirement ids with. Patterns run on RE2 (re2js), whose
 * matching time is linear in the text: no pattern can backtrack for ever as a JavaScript RegExp can.
 */
import { RE2JS, RE2JSSyntaxException } from 're2js';
import { patternSizeEstimate } from './pattern-size.js';

/** A line is matched on its first this many characters only, so no pattern runs long on a minified file. */
export const CODE_SCAN_LINE_CHARS = 1000;
/** The most instructions a compiled pattern may have; id patterns have 5 to 50. */
export const CODE_PATTERN_MAX_SIZE = 100;
/**
 * How much searching one line may take: the characters each search reads (from where it starts to the
 * line's end) times the pattern's size, summed over the line's matches. A search reads at most that much,
 * so no line takes more than a few milliseconds, however many ids it names.
 */
export const CODE_LINE_SEARCH_BUDGET = 1_000_000;

export const CODE_PATTERN_MESSAGES = {
  invalid: 'The pattern is not a valid regular expression.',
  unsupported:
    'The pattern uses syntax code scans do not support (look-arounds, back references such as \\1, \\u escapes): write it in RE2 syntax.',
  tooLarge:
    'The pattern is too large to search quickly: it repeats too much. Write it with fewer or smaller repeats.',
  matchesEmpty: 'The pattern must not match empty text: it would find an id everywhere.',
} as const;

/** A pattern compiled for searching lines, with its size (the work of one step of a search). */
export interface CodePattern {
  regex: RE2JS;
  size: number;
}

/** RE2's refusals that mean "too large", not "wrong". */
const TOO_LARGE_ERRORS = new Set(['expression too large', 'invalid repeat count']);
/** Patterns estimated larger than this are refused before they are compiled (the estimate is rough). */
const ESTIMATED_SIZE_LIMIT = 4 * CODE_PATTERN_MAX_SIZE;

const compilesInJavaScript = (pattern: string) => {
  try {
    new RegExp(pattern);
    return true;
  } catch {
    return false;
  }
};

/** Compiles a pattern `codePatternProblem` accepted (throws on one it refuses). */
export function compileCodePattern(pattern: string): CodePattern {
  const regex = RE2JS.compile(pattern);
  return { regex, size: regex.programSize() };
}

function matchesEmptyText(compiled: CodePattern): boolean {
  return ['', ' a A-1 _ x9 '].some((sample) => {
    const matcher = compiled.regex.matcher(sample);
    while (matcher.find()) if (matcher.group() === '') return true;
    return false;
  });
}

/**
 * What is wrong with `pattern` as a code scan's id pattern, or null when it may be used: it must compile
 * in RE2 syntax (a JavaScript pattern RE2 lacks, such as a look-around, is named as unsupported), have at
 * most `CODE_PATTERN_MAX_SIZE` instructions, and match no empty text.
 */
export function codePatternProblem(pattern: string): string | null {
  // Checked before compiling, which takes as long as the program it builds.
  if (patternSizeEstimate(pattern) > ESTIMATED_SIZE_LIMIT) return CODE_PATTERN_MESSAGES.tooLarge;
  let compiled: CodePattern;
  try {
    compiled = compileCodePattern(pattern);
  } catch (error) {
    if (error instanceof RE2JSSyntaxException && TOO_LARGE_ERRORS.has(error.getDescription()))
      return CODE_PATTERN_MESSAGES.tooLarge;
    return compilesInJavaScript(pattern) ? CODE_PATTERN_MESSAGES.unsupported : CODE_PATTERN_MESSAGES.invalid;
  }
  if (compiled.size > CODE_PATTERN_MAX_SIZE) return CODE_PATTERN_MESSAGES.tooLarge;
  if (matchesEmptyText(compiled)) return CODE_PATTERN_MESSAGES.matchesEmpty;
  return null;
}

/**
 * Every match of `pattern` in `line`, at most the first `CODE_SCAN_LINE_CHARS` characters of it, until the
 * line's search budget is spent; an empty match is skipped.
 */
export function idsInLine(pattern: CodePattern, line: string): string[] {
  const text = line.length > CODE_SCAN_LINE_CHARS ? line.slice(0, CODE_SCAN_LINE_CHARS) : line;
  // Most lines name nothing: one search without a matcher (on RE2's fast path) tells, ten times faster.
  let spent = (text.length + 1) * pattern.size;
  if (!pattern.regex.test(text)) return [];
  const found: string[] = [];
  const matcher = pattern.regex.matcher(text);
  for (let from = 0; from <= text.length; from = Math.max(matcher.end(), from + 1)) {
    spent += (text.length - from + 1) * pattern.size;
    if (spent > CODE_LINE_SEARCH_BUDGET || !matcher.find()) break;
    const id = matcher.group();
    if (id) found.push(id);
  }
  return found;
}
