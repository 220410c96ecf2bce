import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRequirementFile, importSpec } from '../spec/import.js';
import type { SpecLink } from '../spec/links.js';
import type { RequirementFile } from '../spec/model.js';
import { PYTEST_SAMPLE, VITEST_SAMPLE } from '../test/junit-samples.js';
import { coverageOf } from './coverage.js';
import { type JunitCase, type JunitStatus, parseJunit } from './junit.js';

function spec(rows: Record<string, string>[], links: SpecLink[] = []): RequirementFile {
  const imported = importSpec({
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement' },
      { field: 'this_is_a', headerName: 'Type' },
    ],
    rows: rows.map((row, index) => ({ id: `row-${index + 1}`, rowOrder: index + 1, ...row })),
    links,
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'spec', title: 'Spec' });
}

const requirements = (count: number) =>
  spec(
    Array.from({ length: count }, (_, index) => ({
      req_id: `REQ-${index + 1}`,
      description: `Req ${index + 1}`,
    })),
  );

const testCase = (name: string, status: JunitStatus = 'passed'): JunitCase => ({
  name,
  classname: 'suite.test.ts',
  suite: 'suite',
  status,
});

const statuses = (file: RequirementFile, cases: readonly JunitCase[]) =>
  Object.fromEntries(coverageOf(file, { cases }).requirements.map((row) => [row.requirementId, row.status]));

describe('coverageOf', () => {
  it('gives each requirement passed, failed or untested from the vitest sample, with the run date', () => {
    const results = parseJunit(VITEST_SAMPLE);
    if (!results.ok) throw new Error(results.message);
    const report = coverageOf(requirements(4), results.results);
    expect(report.requirements.map((row) => [row.requirementId, row.status])).toEqual([
      ['REQ-1', 'passed'],
      ['REQ-2', 'failed'],
      ['REQ-3', 'untested'],
      ['REQ-4', 'untested'],
    ]);
    expect(report.requirements[1]?.firstFailure?.message).toBe('expected 2 to be 1 // Object.is equality');
    expect(report).toMatchObject({ passed: 1, failed: 1, untested: 2, coverage: 25, caseCount: 3 });
    expect(report.ranAt).toBe('2026-11-28T21:04:11.532Z');
  });

  it('finds ids as whole words only, case-sensitive, in the name or the classname', () => {
    const file = requirements(12);
    const cases = [
      testCase('REQ-12 works'),
      testCase('req-2 in lower case'),
      testCase('XREQ-3 and REQ-3.1 and REQ-3-2 are other ids'),
      { ...testCase('refunds once'), classname: 'test_REQ-4_refunds' },
      testCase('[REQ-5] pays; (REQ-6), REQ-7.'),
    ];
    const found = coverageOf(file, { cases }).requirements.filter((row) => row.status !== 'untested');
    expect(found.map((row) => row.requirementId)).toEqual(['REQ-4', 'REQ-5', 'REQ-6', 'REQ-7', 'REQ-12']);
    expect(coverageOf(file, { cases }).unmatchedCases.map((unmatched) => unmatched.name)).toEqual([
      'req-2 in lower case',
      'XREQ-3 and REQ-3.1 and REQ-3-2 are other ids',
    ]);
  });

  it('matches a case through a test row that verifies requirements, by its id or its text', () => {
    const file = spec(
      [
        { req_id: 'PAY-1', description: 'Pay by card' },
        { req_id: 'PAY-2', description: 'Refund' },
        { req_id: 'TC-001', description: 'refunds a card payment', this_is_a: 'test' },
        { req_id: 'TC-002', description: 'pays by card', this_is_a: 'test' },
      ],
      [
        { from: 'row-3', to: 'row-2', type: 'verifies' },
        { from: 'row-4', to: 'row-1', type: 'Verifies' },
      ],
    );
    const report = coverageOf(file, {
      cases: [testCase('TC-001 refunds', 'failed'), testCase('pays by card')],
    });
    expect(report.requirements.map((row) => [row.requirementId, row.status])).toEqual([
      ['PAY-1', 'passed'],
      ['PAY-2', 'failed'],
    ]);
    expect(report.unmatchedCases).toEqual([]);
  });

  it('counts requirement rows only: chapters, context and comments are left out', () => {
    const file = spec([
      { req_id: 'CH-1', description: 'Payments', this_is_a: 'chapter' },
      { req_id: 'REQ-1', description: 'Pay' },
      { req_id: 'NOTE-1', description: 'Context', this_is_a: 'context' },
    ]);
    const report = coverageOf(file, { cases: [testCase('CH-1 chapter'), testCase('REQ-1 pays')] });
    expect(report.requirements.map((row) => row.requirementId)).toEqual(['REQ-1']);
    expect(report.coverage).toBe(100);
    expect(report.unmatchedCases.map((unmatched) => unmatched.name)).toEqual(['CH-1 chapter']);
  });

  it('leaves requirements untested when only skipped cases name them; a spec without requirements is covered', () => {
    expect(statuses(requirements(1), [testCase('REQ-1', 'skipped')])).toEqual({ 'REQ-1': 'untested' });
    expect(coverageOf(spec([]), { cases: [] })).toMatchObject({ coverage: 100, passed: 0 });
  });

  it('reads pytest ids from parameters and names', () => {
    const results = parseJunit(PYTEST_SAMPLE);
    if (!results.ok) throw new Error(results.message);
    const file = spec([
      { req_id: 'REQ-7', description: 'Sign in' },
      { req_id: 'REQ-8', description: 'Lock out' },
    ]);
    expect(statuses(file, results.results.cases)).toEqual({ 'REQ-7': 'passed', 'REQ-8': 'failed' });
  });
});

describe('coverageOf properties', () => {
  const outcome = fc.constantFrom<JunitStatus>('passed', 'failed', 'skipped');
  const namingCase = fc
    .record({ n: fc.integer({ min: 1, max: 8 }), status: outcome, words: fc.string({ maxLength: 8 }) })
    .map(({ n, status, words }) => testCase(`REQ-${n} ${words.replace(/[\p{L}\p{N}]/gu, ' ')}`, status));
  const unrelatedCase = fc
    .record({ words: fc.stringMatching(/^[a-z _]{0,20}$/), status: outcome })
    .map(({ words, status }) => testCase(words, status));
  const file = requirements(8);

  it('never changes a status when a case naming no requirement is added', () => {
    fc.assert(
      fc.property(fc.array(namingCase, { maxLength: 20 }), unrelatedCase, (cases, extra) => {
        expect(statuses(file, [...cases, extra])).toEqual(statuses(file, cases));
      }),
    );
  });

  it('does not depend on the order of the cases, and keeps coverage within 0-100', () => {
    fc.assert(
      fc.property(fc.array(namingCase, { maxLength: 20 }), (cases) => {
        const report = coverageOf(file, { cases });
        expect(statuses(file, [...cases].reverse())).toEqual(statuses(file, cases));
        expect(report.coverage).toBe((report.passed / 8) * 100);
        expect(report.passed + report.failed + report.untested).toBe(8);
      }),
    );
  });

  it('makes a requirement failed once a failing case names it', () => {
    fc.assert(
      fc.property(fc.array(namingCase, { maxLength: 20 }), fc.integer({ min: 1, max: 8 }), (cases, n) => {
        expect(statuses(file, [...cases, testCase(`REQ-${n}`, 'failed')])[`REQ-${n}`]).toBe('failed');
      }),
    );
  });
});
