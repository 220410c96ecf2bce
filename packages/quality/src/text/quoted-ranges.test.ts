import { describe, expect, test } from 'vitest';
import { isInsideRanges, quotedRanges } from './quoted-ranges.js';

describe('quotedRanges', () => {
  test('finds double, typographic, back-tick and single quotations', () => {
    const text = 'a "b" c \u201cd\u201d e `f` g \'h\' i';
    expect(quotedRanges(text).map((range) => text.slice(range.start, range.end))).toEqual([
      '"b"',
      '\u201cd\u201d',
      '`f`',
      "'h'",
    ]);
  });

  test("treats apostrophes ('user's', 'don't') as words, not quotes", () => {
    expect(quotedRanges("The user's file don't matter")).toEqual([]);
  });

  test('ignores an unclosed quote and one that spans a line break', () => {
    expect(quotedRanges('say "hello')).toEqual([]);
    expect(quotedRanges('say "hel\nlo"')).toEqual([]);
  });

  test('isInsideRanges tells whether a span lies inside a range', () => {
    expect(isInsideRanges([{ start: 2, end: 6 }], 3, 5)).toBe(true);
    expect(isInsideRanges([{ start: 2, end: 6 }], 5, 7)).toBe(false);
  });
});
