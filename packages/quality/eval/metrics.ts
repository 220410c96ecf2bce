/**
 * Sentence-level figures of the static layer against a labelled set: per category precision, recall and
 * F1 (a category counts once per sentence), micro F1 over the seven categories, the share of sentences
 * whose static score (the lowest category score, or none) is exactly the labelled one, and the toxic false
 * alarms; each with a bootstrap 95 % interval. Also Cohen's kappa between two labellers. Pure.
 */
import { type StaticCategory, staticCategories } from '../src/types.js';

/** The static categories a sentence has, by the labels or by the engine. */
export type CategorySet = ReadonlySet<StaticCategory>;

export interface Judged {
  expected: CategorySet;
  found: CategorySet;
}

export interface Interval {
  value: number;
  low: number;
  high: number;
}

export interface SetFigures {
  perCategory: {
    category: StaticCategory;
    support: number;
    precision: Interval;
    recall: Interval;
    f1: Interval;
  }[];
  microF1: Interval;
  exactStaticScore: Interval;
  toxicFalseAlarms: number;
}

const STATIC_SCORE: Record<StaticCategory, number> = {
  toxic: 5,
  loophole: 10,
  comparative: 15,
  ambiguous: 20,
  negative: 25,
  subjective: 30,
  superlative: 35,
};

/** The static score a set of categories gives: the lowest one's, or undefined for a clean sentence. */
export function staticScore(categories: CategorySet): number | undefined {
  let lowest: number | undefined;
  for (const category of categories) lowest = Math.min(lowest ?? 100, STATIC_SCORE[category]);
  return lowest;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
}

function counts(items: readonly Judged[], category?: StaticCategory): Counts {
  const tally = { tp: 0, fp: 0, fn: 0 };
  for (const { expected, found } of items) {
    for (const c of category ? [category] : staticCategories) {
      const e = expected.has(c);
      const f = found.has(c);
      if (e && f) tally.tp++;
      else if (f) tally.fp++;
      else if (e) tally.fn++;
    }
  }
  return tally;
}

const precisionOf = ({ tp, fp }: Counts) => (tp + fp === 0 ? 1 : tp / (tp + fp));
const recallOf = ({ tp, fn }: Counts) => (tp + fn === 0 ? 1 : tp / (tp + fn));
const f1Of = (c: Counts) => (2 * c.tp + c.fp + c.fn === 0 ? 1 : (2 * c.tp) / (2 * c.tp + c.fp + c.fn));
const exactOf = (items: readonly Judged[]) =>
  items.length === 0
    ? 1
    : items.filter(({ expected, found }) => staticScore(expected) === staticScore(found)).length /
      items.length;

/** mulberry32: a small seeded generator, so samples and intervals are the same on every run and machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A statistic with its percentile bootstrap 95 % interval over resampled sentences. */
export function bootstrap(
  items: readonly Judged[],
  statistic: (sample: readonly Judged[]) => number,
  resamples = 1000,
  seed = 29148,
): Interval {
  const random = seededRandom(seed);
  const values: number[] = [];
  for (let r = 0; r < resamples; r++) {
    const sample = Array.from(
      { length: items.length },
      () => items[Math.floor(random() * items.length)] as Judged,
    );
    values.push(statistic(sample));
  }
  values.sort((a, b) => a - b);
  const at = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? 0;
  return { value: statistic(items), low: at(0.025), high: at(0.975) };
}

export function setFigures(items: readonly Judged[], resamples = 1000): SetFigures {
  return {
    perCategory: staticCategories.map((category) => ({
      category,
      support: items.filter((item) => item.expected.has(category)).length,
      precision: bootstrap(items, (s) => precisionOf(counts(s, category)), resamples),
      recall: bootstrap(items, (s) => recallOf(counts(s, category)), resamples),
      f1: bootstrap(items, (s) => f1Of(counts(s, category)), resamples),
    })),
    microF1: bootstrap(items, (s) => f1Of(counts(s)), resamples),
    exactStaticScore: bootstrap(items, exactOf, resamples),
    toxicFalseAlarms: counts(items, 'toxic').fp,
  };
}

/** Cohen's kappa of two labellers on one category (1 when both agree throughout, even on a constant). */
export function cohensKappa(a: readonly boolean[], b: readonly boolean[]): number {
  const n = Math.min(a.length, b.length);
  if (n === 0) return 1;
  let agree = 0;
  let aYes = 0;
  let bYes = 0;
  for (let i = 0; i < n; i++) {
    if (a[i] === b[i]) agree++;
    if (a[i]) aYes++;
    if (b[i]) bYes++;
  }
  const observed = agree / n;
  const expected = (aYes / n) * (bYes / n) + (1 - aYes / n) * (1 - bYes / n);
  return expected === 1 ? 1 : (observed - expected) / (1 - expected);
}
