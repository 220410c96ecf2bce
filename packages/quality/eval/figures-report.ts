/** Prints a set's sentence-level figures (see metrics.ts) and the labellers' agreement. */
import { type StaticCategory, staticCategories } from '../src/types.js';
import type { FoundFinding } from './harness.js';
import { type CategorySet, type Interval, type Judged, type SetFigures, setFigures } from './metrics.js';

const staticSet = new Set<string>(staticCategories);
const percent = (value: number) => `${(value * 100).toFixed(1)}`;
const withInterval = ({ value, low, high }: Interval) =>
  `${value.toFixed(3)} [${low.toFixed(2)}–${high.toFixed(2)}]`.padStart(20);

/** The static categories the linter finds in a text. */
export function foundCategories(lint: (text: string) => FoundFinding[], text: string): CategorySet {
  return new Set(
    lint(text)
      .map((finding) => finding.category)
      .filter((category): category is StaticCategory => staticSet.has(category)),
  );
}

export function printSetFigures(title: string, items: readonly Judged[]): SetFigures {
  const figures = setFigures(items);
  console.log(`\n${title} (sentence level, bootstrap 95 % intervals)`);
  console.log(
    `${'category'.padEnd(13)} ${'labelled'.padStart(8)} ${'precision'.padStart(20)} ${'recall'.padStart(20)} ${'F1'.padStart(20)}`,
  );
  for (const entry of figures.perCategory) {
    console.log(
      `${entry.category.padEnd(13)} ${String(entry.support).padStart(8)} ${withInterval(entry.precision)} ${withInterval(entry.recall)} ${withInterval(entry.f1)}`,
    );
  }
  const { microF1, exactStaticScore, toxicFalseAlarms } = figures;
  console.log(
    `micro F1 ${withInterval(microF1).trim()}; exact static score ${percent(exactStaticScore.value)} % [${percent(exactStaticScore.low)}–${percent(exactStaticScore.high)}]; toxic false alarms ${toxicFalseAlarms}`,
  );
  return figures;
}

export function printAgreement(
  kappa: readonly { category: string; a: number; b: number; kappa: number }[],
): void {
  console.log("Labellers' agreement (Cohen's κ per category; sentences each labeller marked):");
  for (const entry of kappa) {
    console.log(`  ${entry.category.padEnd(13)} κ ${entry.kappa.toFixed(3)}  (${entry.a} / ${entry.b})`);
  }
}
