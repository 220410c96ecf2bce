import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEdits } from './text-edits.js';

describe('applyEdits', () => {
  it('applies edits at their original positions, whatever their order', () => {
    const text = 'teh cat sat on teh mat';
    expect(
      applyEdits(text, [
        { start: 15, end: 18, replacement: 'the' },
        { start: 0, end: 3, replacement: 'The' },
        { start: 22, end: 22, replacement: '.' },
      ]),
    ).toBe('The cat sat on the mat.');
  });

  it('skips an edit that overlaps one already applied', () => {
    expect(
      applyEdits('abcdef', [
        { start: 2, end: 4, replacement: 'X' },
        { start: 3, end: 5, replacement: 'Y' },
      ]),
    ).toBe('abcYf');
  });

  it('keeps insertions at one place in list order, before a replacement starting there', () => {
    expect(
      applyEdits('ab', [
        { start: 1, end: 2, replacement: 'B' },
        { start: 1, end: 1, replacement: '1' },
        { start: 1, end: 1, replacement: '2' },
      ]),
    ).toBe('a12B');
  });

  it('ignores edits outside the text and returns the text unchanged without edits', () => {
    expect(applyEdits('abc', [{ start: 2, end: 9, replacement: 'Z' }])).toBe('abc');
    fc.assert(
      fc.property(fc.string(), (text) => applyEdits(text, []) === text),
      { seed: 3 },
    );
  });
});
