import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CodeTrace, TestResults } from '../api/trace.js';
import { createRequirementFile, importSpec } from '../spec/import.js';
import type { SpecLink } from '../spec/links.js';
import type { RequirementFile } from '../spec/model.js';
import { requirementTextFingerprint } from './drift.js';
import { chapterDepth } from './trace-chapters.js';
import { traceView } from './trace-view.js';

type RowInput = { req_id?: string; description: string; this_is_a?: string };

function spec(rows: RowInput[], links: SpecLink[] = []): RequirementFile {
  const imported = importSpec({
    columns: [
      { field: 'req_id', headerName: 'ID' },
      { field: 'description', headerName: 'Requirement' },
      { field: 'this_is_a', headerName: 'Type' },
    ],
    rows: rows.map((row, index) => ({ id: `r${index + 1}`, rowOrder: index + 1, ...row })),
    formatVersion: 2,
    links,
  });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'spec', title: 'Spec' });
}

const SAMPLE: RowInput[] = [
  { description: '1 Accounts', this_is_a: 'chapter' },
  { req_id: 'REQ-1', description: 'The system shall let a user sign in.' },
  { description: '1.1 Passwords', this_is_a: 'chapter' },
  { req_id: 'REQ-2', description: 'The system shall hash passwords.' },
  { description: '2 Reports', this_is_a: 'chapter' },
  { req_id: 'REQ-3', description: 'The system shall export a report.' },
  { req_id: 'TC-1', description: 'Sign in works', this_is_a: 'test' },
  { req_id: 'TC-2', description: 'A lonely test', this_is_a: 'test' },
];
const SAMPLE_LINKS: SpecLink[] = [
  { from: 'r7', to: 'r2', type: 'verifies' },
  { from: 'r4', to: 'r2', type: 'refines', suspect: true },
];

describe('traceView', () => {
  it('tells requirements from tests and gives each its tests, links and suspect mark', () => {
    const view = traceView(spec(SAMPLE, SAMPLE_LINKS));
    expect(view.requirements.map((r) => [r.requirementId, r.tests, r.links.length, r.suspect])).toEqual([
      ['REQ-1', ['r7'], 1, true],
      ['REQ-2', [], 1, true],
      ['REQ-3', [], 0, false],
    ]);
    expect(view.tests.map((test) => [test.testId, test.verifies])).toEqual([
      ['TC-1', ['r2']],
      ['TC-2', []],
    ]);
    expect(view.withoutTests).toEqual(['r4', 'r6']);
    expect(view.testsNamingNone).toEqual([{ name: 'TC-2', rowId: 'r8' }]);
    expect(view.suspectLinks).toEqual([SAMPLE_LINKS[1]]);
    expect(view.hasRun).toBe(false);
    expect(view.requirements[0]?.status).toBeUndefined();
  });

  it('nests numbered chapters and counts coverage per chapter and overall', () => {
    const view = traceView(spec(SAMPLE, SAMPLE_LINKS));
    const [accounts, reports] = view.chapters;
    expect(accounts?.title).toBe('1 Accounts');
    expect(accounts?.children.map((child) => child.title)).toEqual(['1.1 Passwords']);
    expect(accounts?.counts).toMatchObject({ requirements: 2, withTests: 1, coverage: 50 });
    expect(accounts?.requirementRowIds).toEqual(['r2']);
    expect(reports?.counts).toMatchObject({ requirements: 1, withTests: 0, coverage: 0 });
    expect(view.overall.coverage).toBeCloseTo(100 / 3);
    expect(view.requirements[1]?.chapterRowId).toBe('r3');
  });

  it('reads statuses and unmatched cases from a test run and drift from a code scan', () => {
    const file = spec(SAMPLE, SAMPLE_LINKS);
    const results: TestResults = {
      run: {
        id: 'run',
        source: 'api',
        name: 'ci',
        ran_at: '2026-01-01T00:00:00Z',
        created_at: '2026-01-01T00:00:00Z',
        created_by: null,
        cases: 3,
        passed_cases: 1,
        failed_cases: 1,
        skipped_cases: 1,
        coverage: 33,
        unmatched: ['smoke test'],
      },
      requirements: [
        { row_id: 'r2', status: 'passed', passed: 1, failed: 0, skipped: 0 },
        { row_id: 'r4', status: 'failed', passed: 0, failed: 1, skipped: 0, failure: 'hash' },
      ],
    };
    const row = file.data[5];
    if (!row) throw new Error('no row');
    const code: CodeTrace = {
      scan: null,
      links: [
        { row_id: 'r6', path: 'a.ts', line: 1, commit: 'c', fingerprint: 'old', drifted: true },
        {
          row_id: 'r6',
          path: 'b.ts',
          line: 2,
          commit: 'c',
          fingerprint: requirementTextFingerprint(file, row),
          drifted: false,
        },
      ],
    };
    const view = traceView(file, { results, code });
    expect(view.requirements.map((r) => r.status)).toEqual(['passed', 'failed', 'untested']);
    expect(view.overall).toMatchObject({ passed: 1, failed: 1 });
    expect(view.overall.passedShare).toBeCloseTo(100 / 3);
    expect(view.testsNamingNone.map((test) => test.name)).toEqual(['TC-2', 'smoke test']);
    expect(view.drifted).toEqual(['r6']);
  });

  it('counts a row that verifies another as a test even when untyped, and a spec without rows as covered', () => {
    const view = traceView(
      spec([{ description: 'A' }, { description: 'B' }], [{ from: 'r2', to: 'r1', type: 'Verifies' }]),
    );
    expect(view.requirements.map((r) => r.rowId)).toEqual(['r1']);
    expect(view.overall.coverage).toBe(100);
    expect(traceView(spec([])).overall).toMatchObject({ requirements: 0, coverage: 100 });
  });

  it('reads chapter depth from the numbering of the title', () => {
    expect([
      chapterDepth('3 Scope'),
      chapterDepth('3.2 Users'),
      chapterDepth('3.2.1. Admins'),
      chapterDepth('Intro'),
    ]).toEqual([1, 2, 3, 1]);
  });

  it('keeps its figures consistent for every spec and its links', () => {
    const kinds = fc.constantFrom('requirement', 'chapter', 'test', 'context');
    const rowsArb = fc.array(kinds, { minLength: 1, maxLength: 30 });
    fc.assert(
      fc.property(
        rowsArb,
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 40 }),
        (types, pairs) => {
          const rows = types.map((type, index) => ({
            description: type === 'chapter' ? `${index} Chapter` : `Row ${index}`,
            this_is_a: type,
          }));
          const links: SpecLink[] = pairs
            .map(([a, b, suspect]) => ({
              from: `r${(a % rows.length) + 1}`,
              to: `r${(b % rows.length) + 1}`,
              type: 'verifies',
              ...(suspect ? { suspect: true as const } : {}),
            }))
            .filter((link) => link.from !== link.to);
          const view = traceView(spec(rows, links));
          const { overall } = view;
          expect(overall.requirements).toBe(view.requirements.length);
          expect(overall.requirements - overall.withTests).toBe(view.withoutTests.length);
          expect(overall.coverage).toBeGreaterThanOrEqual(0);
          expect(overall.coverage).toBeLessThanOrEqual(100);
          const inChapters = view.chapters.reduce((sum, chapter) => sum + chapter.counts.requirements, 0);
          const outside = view.requirements.filter((r) => r.chapterRowId === undefined).length;
          expect(inChapters + outside).toBe(overall.requirements);
          const testIds = new Set(view.tests.map((test) => test.rowId));
          for (const requirement of view.requirements) expect(testIds.has(requirement.rowId)).toBe(false);
        },
      ),
    );
  });
});
