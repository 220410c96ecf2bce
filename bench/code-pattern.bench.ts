/**
 * Code scan patterns made to backtrack: the slowest check of a 200-character pattern (on the server's main
 * thread at a scan's start) and the slowest search of one 1,000-character line (in the git worker), in Node.
 */
import { CODE_SCAN_LINE_CHARS, codePatternProblem, compileCodePattern, idsInLine } from '@specwright/core';
import type { Benchmark, Figure } from './support/report.js';

const RUNS = 5;
const CHECK_BUDGET_MS = 50;
const LINE_BUDGET_MS = 50;

const SEARCHED = [
  '.*.*.*.*Q',
  '(?:\\w+){20}Q',
  '(a+)+b',
  '(\\w+\\s?)*Q|\\w',
  '(?:.*a){20}Q|a',
  '(?:(?:a|b|1|_)+){15}Q|a',
  '(.*a){8}(.*b){8}Q|\\w',
  '[\\s\\S]*Q|.',
];
const CHECKED = [
  ...SEARCHED,
  '(?:a{1,1000})'.repeat(15),
  '(?:(?:a|b){1,31}){1,31}'.repeat(8),
  '\\p{L}{99}'.repeat(18),
  '(?:a{1,25})'.repeat(16),
  '(?i)[\\p{L}\\p{N}]{1000}'.repeat(8),
];
const LINES = ['a'.repeat(CODE_SCAN_LINE_CHARS), 'a '.repeat(500), 'ab1_'.repeat(250)];

function medianMs(measure: () => void): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    measure();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
}

export const benchmark: Benchmark = {
  name: `code scan patterns made to backtrack (the slowest pattern and line, median of ${RUNS} runs each)`,
  async run(): Promise<Figure[]> {
    const check = Math.max(...CHECKED.map((pattern) => medianMs(() => codePatternProblem(pattern))));
    const accepted = SEARCHED.filter((pattern) => codePatternProblem(pattern) === null);
    if (accepted.length !== SEARCHED.length) throw new Error('A searched pattern was refused');
    const line = Math.max(
      ...accepted.flatMap((pattern) => {
        const compiled = compileCodePattern(pattern);
        return LINES.map((text) => medianMs(() => idsInLine(compiled, text)));
      }),
    );
    return [
      { label: 'check of a pattern', value: check, unit: 'ms', budget: CHECK_BUDGET_MS },
      {
        label: 'search of a 1,000-character line',
        value: line,
        unit: 'ms',
        budget: LINE_BUDGET_MS,
      },
    ];
  },
};
