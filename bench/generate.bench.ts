/**
 * Generate → Test and Generate → Traceability without a language model: test cases, the vitest skeleton
 * and the result rows for 1,000 requirements; the trace matrix (id links, similarity suggestions through the
 * inverted index, CSV) of 5,000 requirements × 5,000 tests with a varied vocabulary.
 */
import {
  buildTraceMatrix,
  generateTestCases,
  testSkeleton,
  traceMatrixCsv,
} from '@specwright/quality/generate';
import { generateSpec } from './support/generate-spec.js';
import type { Benchmark, Figure } from './support/report.js';

const TEST_REQUIREMENTS = 1_000;
const TRACE_ROWS = 5_000;
const ROUNDS = 3;

/** A seeded word list: syllables joined, so texts share some words and not others (as real specs do). */
function vocabulary(size: number): string[] {
  const syllables = ['ka', 'lo', 'mi', 'ru', 'te', 'sa', 'no', 'vi', 'de', 'pa', 'zu', 'fe'];
  return Array.from({ length: size }, (_, index) => {
    let word = '';
    for (let rest = index + size; rest > 0; rest = Math.floor(rest / syllables.length)) {
      word += syllables[rest % syllables.length];
    }
    return word;
  });
}

function traceLists() {
  const words = vocabulary(4_000);
  // Word i of text n: a Zipf-like pick, so a few words are common and most are rare.
  const wordOf = (n: number, i: number) =>
    words[Math.floor(((n * 7919 + i * 104_729) % 1_000_003) ** 2 / 250_001_500) % words.length];
  const left = Array.from({ length: TRACE_ROWS }, (_, n) => ({
    id: `REQ-${n + 1}`,
    text: `The system shall ${Array.from({ length: 10 }, (_, i) => wordOf(n, i)).join(' ')}.`,
  }));
  const right = Array.from({ length: TRACE_ROWS }, (_, n) => ({
    id: `TC-${n + 1}`,
    text: `Check ${Array.from({ length: 8 }, (_, i) => wordOf(n % 3 === 0 ? n : n + 17, i)).join(' ')}`,
    references: n % 5 === 0 ? `REQ-${TRACE_ROWS + n}` : `REQ-${n + 1}, REQ-${((n * 31) % TRACE_ROWS) + 1}`,
  }));
  return { left, right };
}

function medianMs(run: () => unknown): number {
  run(); // warm-up
  const times = Array.from({ length: ROUNDS }, () => {
    const started = performance.now();
    run();
    return performance.now() - started;
  }).sort((a, b) => a - b);
  return times[Math.floor(ROUNDS / 2)] as number;
}

export const benchmark: Benchmark = {
  name: 'Generate: test cases and the trace matrix, without a language model',
  async run(): Promise<Figure[]> {
    const requirements = generateSpec(TEST_REQUIREMENTS).rows.map((row) => ({
      id: String(row.req_id),
      text: `When ${String(row.acceptance_criteria).toLowerCase()} ${String(row.description)}`,
    }));
    let cases = 0;
    const testMs = medianMs(() => {
      const generated = generateTestCases(requirements);
      cases = generated.length;
      return testSkeleton('Bench spec', generated, 'unit').content.length;
    });
    const { left, right } = traceLists();
    let suggestions = 0;
    const traceMs = medianMs(() => {
      const matrix = buildTraceMatrix(left, right);
      suggestions = matrix.links.filter((link) => link.kind === 'suggested').length;
      return traceMatrixCsv(matrix, left, right).length;
    });
    console.log(`${cases} test cases; ${suggestions} suggested links`);
    return [
      {
        label: `Generate Test, ${TEST_REQUIREMENTS.toLocaleString('en')} requirements`,
        value: testMs,
        unit: 'ms',
        budget: 2_000,
      },
      {
        label: `Traceability, ${TRACE_ROWS.toLocaleString('en')} × ${TRACE_ROWS.toLocaleString('en')}`,
        value: traceMs,
        unit: 'ms',
        budget: 3_000,
      },
    ];
  },
};
