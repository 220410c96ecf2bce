/** Prints one set's precision/recall table and its mistakes. */
import type { CategoryScore, Mistake } from './harness.js';

export function printScores(title: string, scores: readonly CategoryScore[]): void {
  console.log(title);
  console.log(
    `${'category'.padEnd(16)} ${'TP'.padStart(4)} ${'FP'.padStart(4)} ${'FN'.padStart(4)}  precision  recall`,
  );
  for (const score of scores) {
    console.log(
      `${score.category.padEnd(16)} ${String(score.truePositives).padStart(4)} ${String(score.falsePositives).padStart(4)} ${String(score.falseNegatives).padStart(4)}  ${score.precision.toFixed(3).padStart(9)}  ${score.recall.toFixed(3).padStart(6)}`,
    );
  }
}

export function printMistakes(mistakes: readonly Mistake[]): void {
  if (mistakes.length === 0) return;
  console.log('\nMistakes:');
  for (const mistake of mistakes) {
    console.log(
      `  ${mistake.category} ${mistake.kind}: expected [${mistake.expected.join(', ')}] found [${mistake.found.join(', ')}] — ${mistake.text}`,
    );
  }
}
