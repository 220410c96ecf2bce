import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { StaticCategory } from '../src/types.js';
import { cohensKappa, type Judged, setFigures, staticScore } from './metrics.js';

const judged = (expected: StaticCategory[], found: StaticCategory[]): Judged => ({
  expected: new Set(expected),
  found: new Set(found),
});

describe('blind-set figures', () => {
  it('counts each category once per sentence and takes the lowest score as the static score', () => {
    const items = [
      judged(['negative'], ['negative']),
      judged(['negative', 'ambiguous'], ['negative']),
      judged([], ['toxic']),
      judged([], []),
    ];
    const figures = setFigures(items, 50);
    const negative = figures.perCategory.find((entry) => entry.category === 'negative');
    expect(negative?.f1.value).toBe(1);
    const ambiguous = figures.perCategory.find((entry) => entry.category === 'ambiguous');
    expect(ambiguous?.recall.value).toBe(0);
    // tp 2, fp 1 (toxic), fn 1 (ambiguous): 4 / 6.
    expect(figures.microF1.value).toBeCloseTo(4 / 6);
    // Sentence 2: labelled 20, found 25; sentence 3: labelled clean, found 5.
    expect(figures.exactStaticScore.value).toBe(0.5);
    expect(figures.toxicFalseAlarms).toBe(1);
    expect(staticScore(new Set(['superlative', 'loophole']))).toBe(10);
    expect(staticScore(new Set())).toBeUndefined();
  });

  it('gives an interval around the value of the whole set', () => {
    const category = fc.constantFrom<StaticCategory>('negative', 'ambiguous', 'loophole');
    const item = fc.record({ expected: fc.uniqueArray(category), found: fc.uniqueArray(category) });
    fc.assert(
      fc.property(fc.array(item, { minLength: 1, maxLength: 30 }), (raw) => {
        const figures = setFigures(
          raw.map(({ expected, found }) => judged(expected, found)),
          40,
        );
        const { value, low, high } = figures.microF1;
        expect(low).toBeLessThanOrEqual(high);
        expect(value).toBeGreaterThanOrEqual(0);
        expect(value).toBeLessThanOrEqual(1);
      }),
      { numRuns: 30 },
    );
  });

  it("computes Cohen's kappa", () => {
    // 50 items: both yes 20, a only 5, b only 10, both no 15 → po 0.7, pe 0.5 → κ 0.4.
    const a = [
      ...Array(20).fill(true),
      ...Array(5).fill(true),
      ...Array(10).fill(false),
      ...Array(15).fill(false),
    ];
    const b = [
      ...Array(20).fill(true),
      ...Array(5).fill(false),
      ...Array(10).fill(true),
      ...Array(15).fill(false),
    ];
    expect(cohensKappa(a, b)).toBeCloseTo(0.4);
    expect(cohensKappa([true, false], [true, false])).toBe(1);
    expect(cohensKappa([false, false], [false, false])).toBe(1);
  });
});
