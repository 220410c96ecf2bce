/**
 * Coverage from test results: a generated 10,000-test JUnit file (vitest's shape, one suite per 50 tests,
 * a failure in every 20th, a skip in every 30th, ids in the names) read and matched against a 5,000-row spec.
 */
import { coverageOf, createRequirementFile, importSpec, parseJunit } from '@specwright/core';
import { generateSpec } from './support/generate-spec.js';
import type { Benchmark, Figure } from './support/report.js';

const TESTS = 10_000;
const ROWS = 5_000;
const ROUNDS = 5;

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function testCaseXml(n: number): string {
  const id = `REQ-${String((n % ROWS) + 1).padStart(5, '0')}`;
  const name = escaped(`payments > ${id} case ${n} keeps the invoice total after a refund`);
  const open = `    <testcase classname="src/area-${Math.floor(n / 50)}.test.ts" name="${name}" time="0.004">`;
  if (n % 20 === 0) {
    return `${open}\n      <failure message="expected 2 to be 1" type="AssertionError">AssertionError: expected 2 to be 1\n at src/area.test.ts:12:21</failure>\n    </testcase>`;
  }
  if (n % 30 === 0) return `${open}\n      <skipped/>\n    </testcase>`;
  return `${open}\n    </testcase>`;
}

function junitXml(): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<testsuites name="vitest tests" timestamp="2026-11-28T21:04:11.532Z">',
  ];
  for (let suite = 0; suite < TESTS / 50; suite++) {
    parts.push(`  <testsuite name="src/area-${suite}.test.ts" tests="50">`);
    for (let n = suite * 50; n < (suite + 1) * 50; n++) parts.push(testCaseXml(n));
    parts.push('  </testsuite>');
  }
  parts.push('</testsuites>');
  return parts.join('\n');
}

function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
}

export const benchmark: Benchmark = {
  name: 'Coverage: a 10,000-test JUnit file read and matched to a 5,000-row spec',
  async run(): Promise<Figure[]> {
    const imported = importSpec(generateSpec(ROWS));
    if (!imported.ok) throw new Error(imported.message);
    const file = createRequirementFile(imported.spec, { id: 'bench', title: 'Bench spec' });
    const text = junitXml();
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
