import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightQuoted, highlightRanges } from './highlight';

const marked = (description: string) =>
  highlightQuoted(description)
    .filter((part) => part.marked)
    .map((part) => part.text);

describe('highlightQuoted', () => {
  it('marks the quoted words of a description', () => {
    expect(marked("Loophole words: 'if possible', 'as appropriate'.")).toEqual([
      'if possible',
      'as appropriate',
    ]);
    expect(marked('Vague term “user-friendly” (ambiguous)')).toEqual(['user-friendly']);
  });

  it('leaves apostrophes inside words alone', () => {
    expect(marked("The system doesn't log users' data.")).toEqual([]);
  });

  it('gives the description back when joined', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(
          highlightQuoted(text)
            .map((part) => part.text)
            .join(''),
        ).toBe(text);
      }),
    );
  });
});

describe('highlightRanges', () => {
  it('marks the ranges and keeps the rest', () => {
    expect(
      highlightRanges('shall be fast if possible', [
        { start: 14, end: 25 },
        { start: 9, end: 13 },
      ]),
    ).toEqual([
      { text: 'shall be ', marked: false },
      { text: 'fast', marked: true },
      { text: ' ', marked: false },
      { text: 'if possible', marked: true },
    ]);
  });

  it('skips overlapping and out-of-range ranges', () => {
    expect(
      highlightRanges('abcdef', [
        { start: 0, end: 3 },
        { start: 2, end: 4 },
        { start: 5, end: 9 },
      ]),
    ).toEqual([
      { text: 'abc', marked: true },
      { text: 'def', marked: false },
    ]);
  });
});
