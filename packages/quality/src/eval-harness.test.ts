import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import {
  evaluate,
  failingStaticCategories,
  type LabelledItem,
  type LabelledSet,
  thresholds,
} from '../eval/harness.js';
import { lintRequirement } from './analyze.js';
import { staticCategories } from './types.js';

const set = JSON.parse(
  readFileSync(new URL('../eval/labelled-set.json', import.meta.url), 'utf8'),
) as LabelledSet;

describe('evaluation harness on the labelled set', () => {
  test('has at least 200 requirements covering every static category, NLP findings and clean cases', () => {
    expect(set.items.length).toBeGreaterThanOrEqual(200);
    for (const category of staticCategories) {
      expect(set.items.filter((item) => category in item.expected).length).toBeGreaterThanOrEqual(10);
    }
    expect(
      set.items.filter((item) => item.nlpLabelled && Object.keys(item.expected).length === 0).length,
    ).toBeGreaterThan(20);
  });

  test(`every static category reaches ${thresholds.precision} precision and ${thresholds.recall} recall`, () => {
    const { scores } = evaluate(set.items, lintRequirement);
    expect(failingStaticCategories(scores)).toEqual([]);
  });

  test('the harness counts false positives, false negatives and wrong words', () => {
    const items: LabelledItem[] = [
      { group: 't', text: 'a', expected: { loophole: ['if possible'] }, nlpLabelled: false },
      { group: 't', text: 'b', expected: {}, nlpLabelled: false },
      { group: 't', text: 'c', expected: { toxic: ['dumb'] }, nlpLabelled: false },
    ];
    const lint = (text: string) =>
      text === 'b'
        ? [{ category: 'loophole', words: ['etc.'] }]
        : text === 'c'
          ? [{ category: 'toxic', words: ['crap'] }]
          : [];
    const { scores, mistakes } = evaluate(items, lint);
    expect(scores.find((score) => score.category === 'loophole')).toMatchObject({
      truePositives: 0,
      falsePositives: 1,
      falseNegatives: 1,
    });
    expect(mistakes.map((mistake) => mistake.kind)).toEqual([
      'false negative',
      'false positive',
      'wrong words',
    ]);
    expect(failingStaticCategories(scores)).toEqual([...staticCategories]);
  });
});
