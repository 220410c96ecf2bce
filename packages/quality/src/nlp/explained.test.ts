import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { lintRequirement } from '../analyze.js';
import { detectCompound } from './compound.js';
import { detectNotEars } from './ears.js';
import { isExplained, withoutExplained } from './explained.js';
import { tokenize } from './tokens.js';

function spanOf(text: string, words: string) {
  const start = text.indexOf(words);
  return { start, end: start + words.length };
}

describe('NLP findings do not build on words a static finding explains', () => {
  test.each([
    ['The system shall encrypt backups if possible.', 'if possible'],
    ['The infusion pump shall alert the nurse if necessary.', 'if necessary'],
    ['The sensor node shall enter low-power mode when appropriate.', 'when appropriate'],
    ['The system shall, if necessary, restart the pump.', 'if necessary'],
    ['The system shall encrypt backups as soon as possible.', 'as soon as possible'],
  ])('no EARS rewrite of the loophole in: %s', (text, loophole) => {
    expect(detectNotEars(text, [spanOf(text, loophole)])).toEqual([]);
    expect(lintRequirement(text).map((finding) => finding.category)).toEqual(['loophole']);
  });

  test('without the static spans the same words are still read as a condition', () => {
    const text = 'The system shall encrypt backups if possible.';
    expect(detectNotEars(text).map((finding) => finding.words)).toEqual([['if']]);
  });

  test('a real condition after a loophole is still moved to the front, without the loophole', () => {
    const text = 'The system shall lock the account if possible when the password is wrong.';
    const [finding] = detectNotEars(text, [spanOf(text, 'if possible')]);
    expect(finding?.words).toEqual(['when']);
    expect(finding?.suggestion).toContain('"WHEN the password is wrong, the system shall lock the account."');
  });

  test("a leading 'as soon as possible' is not an EARS trigger", () => {
    const text = 'As soon as possible, the system shall encrypt backups.';
    expect(detectNotEars(text, [spanOf(text, 'As soon as possible')])).toEqual([]);
  });

  test("the 'or' of 'and/or' is not split as a compound requirement", () => {
    const text = 'The operator shall acknowledge and/or silence the alarm.';
    expect(detectCompound(text, tokenize(text), [spanOf(text, 'and/or')])).toEqual([]);
    expect(lintRequirement(text).map((finding) => finding.category)).toEqual(['ambiguous']);
  });

  test('isExplained needs the whole span inside one explained span', () => {
    const explained = [{ start: 10, end: 20 }];
    expect(isExplained(explained, 10, 12)).toBe(true);
    expect(isExplained(explained, 18, 22)).toBe(false);
    expect(isExplained([], 0, 1)).toBe(false);
  });

  test('withoutExplained removes spans after the start and the comma before them', () => {
    const text = 'The system shall, if necessary, restart the pump.';
    expect(withoutExplained(text, [spanOf(text, 'if necessary')], 0)).toBe(
      'The system shall restart the pump.',
    );
    expect(withoutExplained(text, [spanOf(text, 'if necessary')], 30)).toBe(text);
  });

  test('property: an NLP finding never lies inside a static finding of the same text', () => {
    const parts = [
      'The system shall',
      'encrypt backups',
      'if possible',
      'when necessary',
      'and/or',
      'log it',
      'as soon as possible',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...parts), { minLength: 1, maxLength: 6 }), (words) => {
        const findings = lintRequirement(`${words.join(' ')}.`);
        const statics = findings.filter((finding) => finding.layer === 'static');
        for (const finding of findings.filter(
          (f) => f.layer === 'nlp' && (f.category === 'not-ears' || f.category === 'compound'),
        )) {
          expect(isExplained(statics, finding.start, finding.end)).toBe(false);
        }
      }),
      { numRuns: 60 },
    );
  });
});
