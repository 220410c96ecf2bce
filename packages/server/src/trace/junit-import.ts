import { coverageOf, MAX_UNMATCHED_CASES, parseJunit, type RequirementFile } from '@specwright/core';
import type { StoredRequirementResult } from '../db/schema-trace.js';

/** What an imported report says, ready to be stored as one test run. */
export interface ImportedRun {
  /** The report's own timestamp, as it writes it (not checked). */
  ranAt?: string;
  cases: number;
  passedCases: number;
  failedCases: number;
  skippedCases: number;
  coverage: number;
  requirements: StoredRequirementResult[];
  unmatched: string[];
}

export type JunitImport = { ok: true; run: ImportedRun } | { ok: false; message: string; tooLarge: boolean };

/** A case's name is kept (as a failure, or unmatched) up to this length. */
export const KEPT_CASE_NAME_CHARS = 500;

const caseName = (testCase: { name: string; classname: string }) =>
  (testCase.name.trim() !== '' ? testCase.name : testCase.classname).slice(0, KEPT_CASE_NAME_CHARS);

/** Reads a JUnit report and matches its cases to the spec's requirements (in the import thread). */
export function importJunit(junit: string, file: RequirementFile, tooLargeMessage: string): JunitImport {
  const parsed = parseJunit(junit);
  if (!parsed.ok) return { ok: false, message: parsed.message, tooLarge: parsed.message === tooLargeMessage };
  const { cases } = parsed.results;
  const report = coverageOf(file, parsed.results);
  const count = (status: 'passed' | 'failed' | 'skipped') =>
    cases.reduce((sum, testCase) => sum + (testCase.status === status ? 1 : 0), 0);
  return {
    ok: true,
    run: {
      ...(report.ranAt === undefined ? {} : { ranAt: report.ranAt }),
      cases: cases.length,
      passedCases: count('passed'),
      failedCases: count('failed'),
      skippedCases: count('skipped'),
      coverage: report.coverage,
      requirements: report.requirements.map((requirement) => ({
        row_id: requirement.rowId,
        status: requirement.status,
        passed: requirement.passedCases,
        failed: requirement.failedCases,
        skipped: requirement.skippedCases,
        ...(requirement.firstFailure ? { failure: caseName(requirement.firstFailure) } : {}),
      })),
      unmatched: report.unmatchedCases.slice(0, MAX_UNMATCHED_CASES).map(caseName),
    },
  };
}
