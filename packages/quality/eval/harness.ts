/** Precision and recall per finding category on the labelled set. Pure: the caller passes the linter in. */
import { staticCategories } from '../src/types.js';

export interface LabelledItem {
  group: string;
  text: string;
  /** Category → the words the finding must report (as written in the text). */
  expected: Record<string, string[]>;
  /** True when NLP categories are labelled on this item too (static ones always are). */
  nlpLabelled: boolean;
}

export interface LabelledSet {
  description: string;
  items: LabelledItem[];
}

export interface FoundFinding {
  category: string;
  words: string[];
}

export interface CategoryScore {
  category: string;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
}

export interface Mistake {
  text: string;
  category: string;
  kind: 'false positive' | 'false negative' | 'wrong words';
  expected: string[];
  found: string[];
}

const staticSet = new Set<string>(staticCategories);

function normalise(word: string): string {
  return word
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/** Every expected word is reported, exactly or as part of a longer reported phrase ('high availability'). */
function wordsMatch(expected: readonly string[], found: readonly string[]): boolean {
  const reported = found.map(normalise);
  return expected.every((word) =>
    reported.some((phrase) => phrase === normalise(word) || phrase.includes(normalise(word))),
  );
}

function ratio(numerator: number, denominator: number): number {
  return denominator === 0 ? 1 : numerator / denominator;
}

export function evaluate(
  items: readonly LabelledItem[],
  lint: (text: string) => FoundFinding[],
): { scores: CategoryScore[]; mistakes: Mistake[] } {
  const counts = new Map<string, { tp: number; fp: number; fn: number }>();
  const mistakes: Mistake[] = [];
  const count = (category: string) => {
    const existing = counts.get(category) ?? { tp: 0, fp: 0, fn: 0 };
    counts.set(category, existing);
    return existing;
  };
  for (const item of items) {
    const found = new Map<string, string[]>();
    for (const finding of lint(item.text))
      found.set(finding.category, [...(found.get(finding.category) ?? []), ...finding.words]);
    const categories = new Set([...Object.keys(item.expected), ...found.keys()]);
    for (const category of categories) {
      if (!staticSet.has(category) && !item.nlpLabelled) continue;
      const expected = item.expected[category];
      const foundWords = found.get(category);
      const tally = count(category);
      if (expected && foundWords && wordsMatch(expected, foundWords)) tally.tp += 1;
      else if (expected && foundWords) {
        tally.fp += 1;
        tally.fn += 1;
        mistakes.push({ text: item.text, category, kind: 'wrong words', expected, found: foundWords });
      } else if (expected) {
        tally.fn += 1;
        mistakes.push({ text: item.text, category, kind: 'false negative', expected, found: [] });
      } else if (foundWords) {
        tally.fp += 1;
        mistakes.push({ text: item.text, category, kind: 'false positive', expected: [], found: foundWords });
      }
    }
  }
  const scores = [...counts.entries()]
    .map(([category, { tp, fp, fn }]) => ({
      category,
      truePositives: tp,
      falsePositives: fp,
      falseNegatives: fn,
      precision: ratio(tp, tp + fp),
      recall: ratio(tp, tp + fn),
    }))
    .sort((a, b) => a.category.localeCompare(b.category));
  return { scores, mistakes };
}

export const thresholds = { precision: 0.9, recall: 0.85 } as const;

/** Static categories below the thresholds (each static category must also have positives in the set). */
export function failingStaticCategories(scores: readonly CategoryScore[]): string[] {
  return staticCategories.filter((category) => {
    const score = scores.find((entry) => entry.category === category);
    return (
      score === undefined ||
      score.truePositives === 0 ||
      score.precision < thresholds.precision ||
      score.recall < thresholds.recall
    );
  });
}
