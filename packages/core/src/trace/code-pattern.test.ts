import { describe, expect, it } from 'vitest';
import { DEFAULT_CODE_ID_PATTERN } from '../api/trace.js';
import {
  CODE_PATTERN_MESSAGES,
  CODE_SCAN_LINE_CHARS,
  codePatternProblem,
  idsInLine,
} from './code-pattern.js';

describe('the id pattern of a code scan', () => {
  it('takes the default and ordinary id patterns', () => {
    for (const pattern of [DEFAULT_CODE_ID_PATTERN, 'REQ-\\d+', '(?:REQ|SPEC)-\\d+', '\\bR\\d{1,4}\\b'])
      expect(codePatternProblem(pattern)).toBeNull();
  });

  it('refuses what does not compile, matches empty text or can backtrack for ever', () => {
    expect(codePatternProblem('REQ-(')).toBe(CODE_PATTERN_MESSAGES.invalid);
    expect(codePatternProblem('\\b')).toBe(CODE_PATTERN_MESSAGES.matchesEmpty);
    expect(codePatternProblem('x*')).toBe(CODE_PATTERN_MESSAGES.matchesEmpty);
    expect(codePatternProblem('(a+)+b')).toBe(CODE_PATTERN_MESSAGES.tooComplex);
    expect(codePatternProblem('(?:a|aa)*b')).toBe(CODE_PATTERN_MESSAGES.tooComplex);
    expect(codePatternProblem('((ab)c)+')).toBe(CODE_PATTERN_MESSAGES.tooComplex);
    expect(codePatternProblem('(a)\\1')).toBe(CODE_PATTERN_MESSAGES.backReference);
  });

  it('finds every match of a line, only in its first characters', () => {
    const pattern = new RegExp(DEFAULT_CODE_ID_PATTERN, 'g');
    expect(idsInLine(pattern, "it('REQ-1 and API-22 log in', () => {});")).toEqual(['REQ-1', 'API-22']);
    expect(idsInLine(pattern, `${'x'.repeat(CODE_SCAN_LINE_CHARS)} REQ-9`)).toEqual([]);
    expect(idsInLine(/(?=R)/g, 'R R')).toEqual([]);
  });
});
