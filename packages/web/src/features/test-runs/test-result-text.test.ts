import type { TestResults } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { importSummary, runDate, testCells } from './test-result-text';

const results: TestResults = {
  run: {
    id: 'run',
    source: 'upload',
    name: 'junit.xml',
    ran_at: '2026-11-29T10:00:00.000Z',
    created_at: '2026-11-29T10:01:00.000Z',
    created_by: { id: 'u1', name: 'Ann' },
    cases: 412,
    passed_cases: 398,
    failed_cases: 2,
    skipped_cases: 12,
    coverage: 86.9,
    unmatched: [],
  },
  requirements: [
    { row_id: 'r1', status: 'passed', passed: 2, failed: 0, skipped: 0 },
    { row_id: 'r2', status: 'failed', passed: 1, failed: 1, skipped: 0, failure: 'R2 refunds twice' },
    { row_id: 'r3', status: 'untested', passed: 0, failed: 0, skipped: 0 },
  ],
};

describe('test result words', () => {
  it('sums an import up as the product words it', () => {
    expect(results.run && importSummary(results.run)).toBe(
      'Imported 412 test cases: 398 passed, 2 failed, 12 skipped. Coverage 87%.',
    );
  });

  it('dates a run as "29 Nov 2026"', () => {
    expect(results.run && runDate(results.run)).toBe('29 Nov 2026');
  });

  it('gives each requirement its status and date, the failing case in the title', () => {
    const cells = testCells(results);
    expect(cells.get('r1')).toEqual({
      status: 'passed',
      text: 'Passed · 29 Nov 2026',
      title: '2 test cases passed in junit.xml',
    });
    expect(cells.get('r2')).toMatchObject({
      text: 'Failed · 29 Nov 2026',
      title: '1 test case failed in junit.xml: R2 refunds twice',
    });
    expect(cells.get('r3')).toMatchObject({
      text: 'Untested · 29 Nov 2026',
      title: 'No test case names it in junit.xml',
    });
  });

  it('gives no cells without a run', () => {
    expect(testCells({ run: null, requirements: [] }).size).toBe(0);
    expect(testCells(undefined).size).toBe(0);
  });
});
