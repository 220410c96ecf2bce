import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_ID_PATTERN } from '../api/trace.js';
import {
  CODE_PATTERN_MESSAGES,
  CODE_SCAN_LINE_CHARS,
  codePatternProblem,
  compileCodePattern,
  idsInLine,
} from './code-pattern.js';

const ids = (pattern: string, line: string) => idsInLine(compileCodePattern(pattern), line);

/** Patterns that backtrack for ever in a JavaScript RegExp, and lines made to make them. */
const HOSTILE_PATTERNS = [
  '.*.*.*.*Q',
  '(?:\\w+){20}Q',
  '(a+)+b',
  '(?:a|aa)*b',
  '(\\w+\\s?)*Q|\\w',
  '(?:.*a){20}Q|a',
  '(?:(?:a|b|1|_)+){15}Q|a',
  '[\\s\\S]*Q|.',
  '(.{0,20}){4}Q|a',
  '(.{0,100}){9}Q|a',
];
const HOSTILE_LINES = ['a'.repeat(CODE_SCAN_LINE_CHARS), 'a '.repeat(500), 'ab1_'.repeat(250)];

describe('the id pattern of a code scan', () => {
  it('takes the default and ordinary id patterns', () => {
    for (const pattern of [
      DEFAULT_CODE_ID_PATTERN,
      'REQ-\\d+',
      '\\bSW-[0-9]{3}\\b',
      '(?:REQ|SPEC)-\\d+',
      '\\bR\\d{1,4}\\b',
      '(?i)\\b(?:req|spec|story|feature|bug)[-_#]?\\d{1,8}\\b',
      '\\b[A-Z][A-Z0-9_]{1,15}-[0-9]{1,7}\\b',
      '(?<id>REQ-\\d+)',
    ])
      expect([pattern, codePatternProblem(pattern)]).toEqual([pattern, null]);
  });

  it('refuses what does not compile, what RE2 lacks, what is too large and what matches empty text', () => {
    expect(codePatternProblem('REQ-(')).toBe(CODE_PATTERN_MESSAGES.invalid);
    expect(codePatternProblem('[z-a]')).toBe(CODE_PATTERN_MESSAGES.invalid);
    for (const pattern of ['(a)\\1', '(?<n>a)\\k<n>', 'REQ-(?=\\d)', '(?<!x)REQ', '\\u0052EQ', '\\cA'])
      expect([pattern, codePatternProblem(pattern)]).toEqual([pattern, CODE_PATTERN_MESSAGES.unsupported]);
    for (const pattern of ['a{1001}', 'REQ-\\d{1,200}', '(.{0,20}){4}Q|a', '(?:(?:a|b){1,31}){1,31}'])
      expect([pattern, codePatternProblem(pattern)]).toEqual([pattern, CODE_PATTERN_MESSAGES.tooLarge]);
    expect(codePatternProblem('\\b')).toBe(CODE_PATTERN_MESSAGES.matchesEmpty);
    expect(codePatternProblem('x*')).toBe(CODE_PATTERN_MESSAGES.matchesEmpty);
    expect(codePatternProblem('(?:REQ-\\d+)?')).toBe(CODE_PATTERN_MESSAGES.matchesEmpty);
  });

  it('checks and searches with a hostile pattern in milliseconds, never for ever', () => {
    for (const pattern of HOSTILE_PATTERNS) {
      const checking = performance.now();
      const accepted = codePatternProblem(pattern) === null;
      expect(performance.now() - checking, pattern).toBeLessThan(1000);
      if (!accepted) continue;
      for (const line of HOSTILE_LINES) {
        const searching = performance.now();
        ids(pattern, line);
        expect(performance.now() - searching, pattern).toBeLessThan(1000);
      }
    }
  });

  it('finds every match of a line, only in its first characters', () => {
    expect(ids(DEFAULT_CODE_ID_PATTERN, "it('REQ-1 and API-22 log in', () => {});")).toEqual([
      'REQ-1',
      'API-22',
    ]);
    expect(ids(DEFAULT_CODE_ID_PATTERN, 'UTF-8 _REQ-7 REQ-12x REQ-3')).toEqual(['UTF-8', 'REQ-3']);
    expect(ids('REQ-\\d+', '// REQ-1, REQ-22; xREQ-333')).toEqual(['REQ-1', 'REQ-22', 'REQ-333']);
    expect(ids('\\bSW-[0-9]{3}\\b', 'SW-123 SW-1234 SW-12 (SW-999)')).toEqual(['SW-123', 'SW-999']);
    expect(ids(DEFAULT_CODE_ID_PATTERN, `${'x'.repeat(CODE_SCAN_LINE_CHARS)} REQ-9`)).toEqual([]);
    expect(ids('R?', 'R R')).toEqual(['R', 'R']);
  });

  it('finds every id of a line listing 160 of them', () => {
    const listed = Array.from({ length: 160 }, (_, index) => `R-${index}`);
    expect(ids(DEFAULT_CODE_ID_PATTERN, listed.join(' '))).toEqual(listed);
  });
});
