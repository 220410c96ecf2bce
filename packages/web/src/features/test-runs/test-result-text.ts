import type { RequirementResult, TestResults, TestRun, TestStatus } from '@specwright/core';

export const TEST_STATUS_LABELS: Readonly<Record<TestStatus, string>> = {
  passed: 'Passed',
  failed: 'Failed',
  untested: 'Untested',
};

/** The run's date as the product writes dates: "29 Nov 2026". */
export function runDate(run: Pick<TestRun, 'ran_at'>): string {
  return new Date(run.ran_at).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

const cases = (count: number) => `${count.toLocaleString('en')} test ${count === 1 ? 'case' : 'cases'}`;

/** "Imported 412 test cases: 398 passed, 2 failed, 12 skipped. Coverage 87%." */
export function importSummary(run: TestRun): string {
  const counts = `${run.passed_cases.toLocaleString('en')} passed, ${run.failed_cases.toLocaleString('en')} failed, ${run.skipped_cases.toLocaleString('en')} skipped`;
  return `Imported ${cases(run.cases)}: ${counts}. Coverage ${Math.round(run.coverage)}%.`;
}

/** What the Tests column and the properties panel show of one requirement. */
export interface TestCell {
  readonly status: TestStatus;
  /** "Failed · 29 Nov 2026" */
  readonly text: string;
  /** The longer word: the failing case's name, or how many cases passed. */
  readonly title: string;
}

function titleOf(result: RequirementResult, run: TestRun): string {
  if (result.status === 'failed') {
    const first = result.failure === undefined ? '' : `: ${result.failure}`;
    return `${cases(result.failed)} failed in ${run.name}${first}`;
  }
  if (result.status === 'passed') return `${cases(result.passed)} passed in ${run.name}`;
  return result.skipped > 0
    ? `Only skipped test cases name it in ${run.name} (${result.skipped})`
    : `No test case names it in ${run.name}`;
}

/** Each requirement row's cell of the last run; empty without a run. */
export function testCells(results: TestResults | undefined): ReadonlyMap<string, TestCell> {
  const cells = new Map<string, TestCell>();
  const run = results?.run;
  if (!results || !run) return cells;
  const date = runDate(run);
  for (const result of results.requirements) {
    cells.set(result.row_id, {
      status: result.status,
      text: `${TEST_STATUS_LABELS[result.status]} · ${date}`,
      title: titleOf(result, run),
    });
  }
  return cells;
}
