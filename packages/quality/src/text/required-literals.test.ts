import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { lexiconsByLanguage } from '../lexicons/by-language.js';
import { requiredLiterals } from './required-literals.js';

describe('requiredLiterals', () => {
  test.each([
    ['possible', ['possible']],
    ['etc\\.?', ['etc']],
    ['e\\.g\\.', ['e.g.']],
    ['improve(?<=\\b(?:shall|must)\\s+improve)|improved', ['improve', 'improved']],
    ['as\\s+[\\p{L}-]+\\s+as\\s+(?:possible|feasible)', ['possible', 'feasible']],
    // A positive lookaround looks at text that is there; a negative one and an optional part add nothing.
    ['(?<=\\b(?:looks|feels)\\s+)\\p{L}+', ['looks', 'feels']],
    ['(?!never)\\p{L}+\\s+(?:stays)?', null],
    ['amounts?', ['amount']],
    ['(?:\\p{L}+\\s+){0,3}?(?:at|to)\\s+(?:minimum|maximum)', ['minimum', 'maximum']],
    ['[\\p{L}\\p{N}]+-friendl(?:y|iness)', ['-friendl']],
    ["can['\\u2019]t", ['can']],
    ['(?<name>abc)d+', ['abc']],
    ['x{2}yz', ['yz']],
  ])('%s', (source, expected) => {
    expect(requiredLiterals(source)).toEqual(expected);
  });

  test('gives up on an alternative without a literal, and on a non-ASCII literal', () => {
    expect(requiredLiterals('best|\\p{L}+')).toBeNull();
    expect(requiredLiterals('ação')).toEqual(['a']);
    expect(requiredLiterals('çã')).toBeNull();
  });

  test('reads a class with an escaped bracket as one part', () => {
    expect(requiredLiterals('[\\]a-z]+end')).toEqual(['end']);
  });
});

const entryPatterns = Object.values(lexiconsByLanguage)
  .flatMap((lexicons) => lexicons.flatMap((lexicon) => lexicon.entries))
  .flatMap((entry) => (entry.pattern ? [entry.pattern] : []));

/** Words of the lexicons' own patterns, so generated texts often match them. */
const vocabulary = [
  ...new Set(entryPatterns.flatMap((pattern) => pattern.match(/[a-z]{2,}/gi) ?? [])),
  'the',
  'system',
  'shall',
  '10',
  '±5',
];
const separator = fc.constantFrom(' ', '  ', '-', ', ', '. ', '; ', '(', ')', '');
const word = fc
  .tuple(fc.constantFrom(...vocabulary), fc.boolean())
  .map(([text, upper]) => (upper ? text.toUpperCase() : text));
const sentence = fc
  .array(
    fc.tuple(word, separator).map(([text, sep]) => text + sep),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

test('every lexicon pattern that matches a text finds one of its literals in it (property)', () => {
  const checked = entryPatterns.flatMap((pattern) => {
    const literals = requiredLiterals(pattern);
    return literals === null ? [] : [{ pattern: new RegExp(pattern, 'iu'), literals }];
  });
  expect(checked.length).toBeGreaterThan(20);
  let matched = 0;
  fc.assert(
    fc.property(sentence, (text) => {
      const lower = text.toLowerCase();
      for (const { pattern, literals } of checked) {
        if (!pattern.test(text)) continue;
        matched += 1;
        expect(literals.some((literal) => lower.includes(literal))).toBe(true);
      }
    }),
    { numRuns: 3000 },
  );
  expect(matched).toBeGreaterThan(100);
});
