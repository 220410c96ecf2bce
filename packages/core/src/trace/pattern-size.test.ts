import fc from 'fast-check';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { patternSizeEstimate } from './pattern-size.js';

const atom = fc.constantFrom(
  'a',
  '\\d',
  '.',
  '[a-z]',
  '[^]x]',
  '\\x{41}',
  '\\p{Greek}',
  '[[:alpha:]{]',
  '\\b',
  '\\{',
);
type PatternParts = { node: string; sequence: string; group: string; repeat: string };
const pattern = fc.letrec<PatternParts>((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, atom, tie('sequence'), tie('group'), tie('repeat')),
  sequence: fc.array(tie('node'), { minLength: 1, maxLength: 5 }).map((parts) => parts.join('')),
  group: fc
    .tuple(fc.constantFrom('(', '(?:', '(?i:'), tie('node'), fc.option(tie('node')))
    .map(([open, first, second]) => `${open}${first}${second === null ? '' : `|${second}`})`),
  repeat: fc
    .tuple(tie('group'), fc.constantFrom('*', '+', '?', '{3}', '{2,5}', '{4,}', '{0,9}', '{0}'))
    .map(([group, repeat]) => `${group}${repeat}`),
})).node;

const compiles = (text: string) => {
  try {
    RE2JS.compile(text);
    return true;
  } catch {
    return false;
  }
};

describe('the size of a pattern estimated from its text', () => {
  it('is never far under the size of the program RE2 compiles', () => {
    fc.assert(
      fc.property(pattern, (text) => {
        // RE2 refuses nested repeats past 1,000 copies: those have no program to compare with.
        fc.pre(compiles(text));
        const size = RE2JS.compile(text).programSize();
        expect(size, text).toBeLessThanOrEqual(2 * patternSizeEstimate(text) + 2);
      }),
      { numRuns: 3000 },
    );
  });

  it('multiplies nested repeats and reads escapes and classes whole', () => {
    expect(patternSizeEstimate('REQ-\\d+')).toBe(6);
    expect(patternSizeEstimate('(?:a{10}){100}')).toBeGreaterThanOrEqual(1000);
    expect(patternSizeEstimate('\\x{1000}\\p{L}[{1000}]')).toBe(3);
    expect(patternSizeEstimate('a{1000,}')).toBe(1001);
  });
});
