/**
 * Coverage from test results: a generated 10,000-test JUnit file (vitest's shape, one suite per 50 tests,
 * a failure in every 20th, a skip in every 30th, ids in the names) read and matched against a 5,000-row spec.
 */
import { coverageOf, createRequirementFile, importSpec, parseJunit } from '@specwright/core';
import { generateSpec } from './support/generate-spec.js';
import { junitXml } from './support/junit-report.js';
import type { Benchmark, Figure } from './support/report.js';

const TESTS = 10_000;
const ROWS = 5_000;
const ROUNDS = 5;

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
}

export const benchmark: Benchmark = {
  name: 'Coverage: a 10,000-test JUnit file read and matched to a 5,000-row spec',
  async run(): Promise<Figure[]> {
    const imported = importSpec(generateSpec(ROWS));
    if (!imported.ok) throw new Error(imported.message);
    const file = createRequirementFile(imported.spec, { id: 'bench', title: 'Bench spec' });
    const text = junitXml(TESTS, ROWS);
    const parseTimes: number[] = [];
    const totalTimes: number[] = [];
    let requirements = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      const started = performance.now();
      const parsed = parseJunit(text);
      const read = performance.now();
      if (!parsed.ok) throw new Error(parsed.message);
      requirements = coverageOf(file, parsed.results).requirements.length;
      const done = performance.now();
      if (round === 0) continue; // warm-up
      parseTimes.push(read - started);
      totalTimes.push(done - started);
    }
    return [
      { label: `JUnit file (${TESTS.toLocaleString('en')} tests)`, value: text.length / 1024, unit: 'KB' },
      { label: 'read the JUnit XML (median)', value: median(parseTimes), unit: 'ms' },
      {
        label: `read and match to ${requirements.toLocaleString('en')} requirements (median)`,
        value: median(totalTimes),
        unit: 'ms',
        budget: 1000,
      },
    ];
  },
};
