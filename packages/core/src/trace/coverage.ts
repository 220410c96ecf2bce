import { requirementIdOf } from '../export/markdown-links.js';
import type { RequirementFile, Row } from '../spec/model.js';
import { isRequirementRow } from '../views/document.js';
import { idColumnOf } from '../views/row-labels.js';
import { rowText, textColumnOf } from '../views/text-column.js';
import { idFinder, isFindableId } from './id-finder.js';
import type { JunitCase, JunitResults } from './junit.js';

/** passed: every matched case passed; failed: one failed; untested: none matched (skipped ones do not count). */
export type CoverageStatus = 'passed' | 'failed' | 'untested';

export interface RequirementCoverage {
  readonly rowId: string;
  /** The id the requirement is known by: its ID column's value, else its row id. */
  readonly requirementId: string;
  readonly status: CoverageStatus;
  readonly passedCases: number;
  readonly failedCases: number;
  readonly skippedCases: number;
  /** The first failed case matched to it, for the report. */
  readonly firstFailure?: JunitCase;
}

export interface CoverageReport {
  /** Every requirement in row order. */
  readonly requirements: readonly RequirementCoverage[];
  readonly passed: number;
  readonly failed: number;
  readonly untested: number;
  /**
   * Requirements that passed, as a percentage of all requirements (0–100, not rounded); 100 when the spec
   * has none. A failed or untested requirement counts against it alike.
   */
  readonly coverage: number;
  readonly caseCount: number;
  /** The cases matched to no requirement, in file order. */
  readonly unmatchedCases: readonly JunitCase[];
  readonly ranAt?: string;
}

/** Ids are looked for in a case's name and classname up to this length: an id sits near a name's start. */
export const MATCHED_NAME_MAX_CHARS = 1000;

const isVerifies = (type: string) => type.trim().toLowerCase() === 'verifies';

function add<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The rows a coverage counts: requirement rows (no chapter, context or comment) that verify no other row. */
function coveredRows(file: RequirementFile, testRowIds: ReadonlySet<string>): Row[] {
  return file.data.filter((row) => isRequirementRow(row) && !testRowIds.has(row.id));
}

interface CaseMatcher {
  rowsOf(testCase: JunitCase): Set<string>;
}

/**
 * Matches a case to requirement rows (a) through the spec's test rows: a row that `verifies` requirements
 * and whose id is named in the case, or whose text is the case's name; (b) through the requirement ids the
 * case's name or classname holds.
 */
function caseMatcher(file: RequirementFile, requirements: readonly Row[], verified: Map<string, string[]>) {
  const idField = idColumnOf(file);
  const textField = textColumnOf(file);
  const ids = new Map<string, string[]>();
  const byText = new Map<string, string[]>();
  for (const row of requirements) {
    const id = requirementIdOf(row, idField);
    if (isFindableId(id)) add(ids, id, row.id);
  }
  for (const row of file.data) {
    const targets = verified.get(row.id);
    if (!targets) continue;
    const id = requirementIdOf(row, idField);
    const text = rowText(row, textField).trim();
    for (const target of targets) {
      if (isFindableId(id)) add(ids, id, target);
      if (text !== '') add(byText, text, target);
    }
  }
  const finder = idFinder(ids);
  return {
    rowsOf(testCase: JunitCase): Set<string> {
      const rows = finder.find([
        testCase.name.slice(0, MATCHED_NAME_MAX_CHARS),
        testCase.classname.slice(0, MATCHED_NAME_MAX_CHARS),
      ]);
      for (const rowId of byText.get(testCase.name.trim()) ?? []) rows.add(rowId);
      return rows;
    },
  } satisfies CaseMatcher;
}

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  firstFailure?: JunitCase;
}

function statusOf(tally: Tally | undefined): CoverageStatus {
  if (!tally || tally.passed + tally.failed === 0) return 'untested';
  return tally.failed > 0 ? 'failed' : 'passed';
}

/** Each requirement's status from the test results, the share that passed and the cases naming none. */
export function coverageOf(file: RequirementFile, results: JunitResults): CoverageReport {
  const verified = new Map<string, string[]>();
  for (const link of file.links ?? [])
    if (isVerifies(link.type) && link.toSpec === undefined) add(verified, link.from, link.to);
  const requirements = coveredRows(file, new Set(verified.keys()));
  const counted = new Set(requirements.map((row) => row.id));
  const matcher = caseMatcher(file, requirements, verified);
  const tallies = new Map<string, Tally>();
  const unmatchedCases: JunitCase[] = [];
  for (const testCase of results.cases) {
    const rows = [...matcher.rowsOf(testCase)].filter((rowId) => counted.has(rowId));
    if (rows.length === 0) unmatchedCases.push(testCase);
    for (const rowId of rows) {
      const tally = tallies.get(rowId) ?? { passed: 0, failed: 0, skipped: 0 };
      tally[testCase.status] += 1;
      if (testCase.status === 'failed') tally.firstFailure ??= testCase;
      tallies.set(rowId, tally);
    }
  }
  const idField = idColumnOf(file);
  const rows = requirements.map((row): RequirementCoverage => {
    const tally = tallies.get(row.id);
    return {
      rowId: row.id,
      requirementId: requirementIdOf(row, idField),
      status: statusOf(tally),
      passedCases: tally?.passed ?? 0,
      failedCases: tally?.failed ?? 0,
      skippedCases: tally?.skipped ?? 0,
      ...(tally?.firstFailure ? { firstFailure: tally.firstFailure } : {}),
    };
  });
  const count = (status: CoverageStatus) => rows.filter((row) => row.status === status).length;
  const passed = count('passed');
  return {
    requirements: rows,
    passed,
    failed: count('failed'),
    untested: count('untested'),
    coverage: rows.length === 0 ? 100 : (passed / rows.length) * 100,
    caseCount: results.cases.length,
    unmatchedCases,
    ...(results.ranAt === undefined ? {} : { ranAt: results.ranAt }),
  };
}
