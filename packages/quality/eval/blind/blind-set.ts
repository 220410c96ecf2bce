/**
 * The blind set's files: the sentences, each labeller's labels, and the reconciled labels with the
 * decisions taken where the labellers disagreed. Also the labellers' agreement per category.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type StaticCategory, staticCategories } from '../../src/types.js';
import { cohensKappa } from '../metrics.js';

export interface Sentence {
  id: string;
  text: string;
}

export interface LabelledSentence {
  id: string;
  /** Category → the words that decide it, as written in the sentence. */
  labels: Partial<Record<StaticCategory, string[]>>;
}

export interface Decision {
  id: string;
  category: StaticCategory;
  present: boolean;
  reason: string;
}

export interface Reconciled {
  description: string;
  items: LabelledSentence[];
  decisions: Decision[];
}

const here = fileURLToPath(new URL('.', import.meta.url));
const read = <T>(name: string): T => JSON.parse(readFileSync(`${here}${name}`, 'utf8')) as T;

export const readSentences = () => read<Sentence[]>('sentences.json');
/** The hand-written sentences for the rare categories, with their labels (kept apart from the blind set). */
export const readSupplement = () =>
  read<{ description: string; items: (LabelledSentence & Sentence)[] }>('supplement.json');
export const readLabels = (labeller: 'a' | 'b') => read<LabelledSentence[]>(`labels-${labeller}.json`);
export const readReconciled = () => read<Reconciled>('reconciled.json');

export const categoriesOf = (item: LabelledSentence): Set<StaticCategory> =>
  new Set(staticCategories.filter((category) => (item.labels[category]?.length ?? 0) > 0));

/** Cohen's kappa per category and the (sentence, category) pairs the two labellers disagree on. */
export function agreement(a: readonly LabelledSentence[], b: readonly LabelledSentence[]) {
  const byId = new Map(b.map((item) => [item.id, categoriesOf(item)]));
  const pairs = a.map(
    (item) => [categoriesOf(item), byId.get(item.id) ?? new Set<StaticCategory>()] as const,
  );
  const kappa = staticCategories.map((category) => ({
    category,
    a: pairs.filter(([x]) => x.has(category)).length,
    b: pairs.filter(([, y]) => y.has(category)).length,
    kappa: cohensKappa(
      pairs.map(([x]) => x.has(category)),
      pairs.map(([, y]) => y.has(category)),
    ),
  }));
  const disagreements = a.flatMap((item, index) => {
    const [x, y] = pairs[index] as readonly [Set<StaticCategory>, Set<StaticCategory>];
    return staticCategories
      .filter((category) => x.has(category) !== y.has(category))
      .map((category) => ({ id: item.id, category, a: x.has(category), b: y.has(category) }));
  });
  return { kappa, disagreements };
}
