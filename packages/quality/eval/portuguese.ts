/**
 * The Portuguese figures of `npm run eval:quality`: precision, recall and F1 per static category and micro F1 on
 * the hand-written Portuguese set, the sentences of that set detected as Portuguese, and the English sentences of
 * the other sets (and ARTA, when present) wrongly detected as Portuguese.
 */
import { readFileSync } from 'node:fs';
import { lintRequirement } from '../src/index.js';
import { detectLanguage } from '../src/language/detect.js';
import { staticCategories } from '../src/types.js';
import { type CategoryScore, evaluate, type LabelledSet } from './harness.js';
import { printMistakes } from './report.js';

const f1 = (precision: number, recall: number) =>
  precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);

function printWithF1(scores: readonly CategoryScore[]): void {
  console.log(`${'category'.padEnd(16)}   TP   FP   FN  precision  recall     F1`);
  const staticScores = scores.filter((score) =>
    (staticCategories as readonly string[]).includes(score.category),
  );
  for (const score of staticScores) {
    const counts = [score.truePositives, score.falsePositives, score.falseNegatives].map((n) =>
      String(n).padStart(4),
    );
    console.log(
      `${score.category.padEnd(16)} ${counts.join(' ')}  ${score.precision.toFixed(3).padStart(9)}  ${score.recall.toFixed(3).padStart(6)}  ${f1(score.precision, score.recall).toFixed(3)}`,
    );
  }
  const sum = (pick: (score: CategoryScore) => number) =>
    staticScores.reduce((total, s) => total + pick(s), 0);
  const tp = sum((s) => s.truePositives);
  const precision = tp / Math.max(1, tp + sum((s) => s.falsePositives));
  const recall = tp / Math.max(1, tp + sum((s) => s.falseNegatives));
  console.log(
    `micro (static)   P ${precision.toFixed(3)}  R ${recall.toFixed(3)}  F1 ${f1(precision, recall).toFixed(3)}`,
  );
}

/** Prints the Portuguese set's figures and the language detector's errors in both directions. */
export function printPortugueseFigures(folder: string, englishTexts: readonly string[]): void {
  const set = JSON.parse(readFileSync(`${folder}pt-set.json`, 'utf8')) as LabelledSet;
  const { scores, mistakes } = evaluate(set.items, lintRequirement);
  console.log(`\nPortuguese: ${set.items.length} requirements (static categories)\n`);
  printWithF1(scores);
  printMistakes(mistakes);
  const notDetected = set.items.filter((item) => detectLanguage(item.text) !== 'pt');
  const wronglyPortuguese = englishTexts.filter((text) => detectLanguage(text) === 'pt');
  console.log(
    `Language detection: ${set.items.length - notDetected.length}/${set.items.length} Portuguese sentences detected as Portuguese; ${wronglyPortuguese.length} of ${englishTexts.length} English sentences detected as Portuguese.`,
  );
  for (const text of [...notDetected.map((item) => item.text), ...wronglyPortuguese].slice(0, 10))
    console.log(`  wrong language: ${text}`);
}
