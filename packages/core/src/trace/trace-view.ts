import type { CodeTrace, TestResults, TestStatus } from '../api/trace.js';
import { requirementIdOf } from '../export/markdown-links.js';
import type { SpecLink } from '../spec/links.js';
import type { RequirementFile, Row } from '../spec/model.js';
import { rowKind, TYPE_FIELD } from '../views/document.js';
import { idColumnOf } from '../views/row-labels.js';
import { rowText, textColumnOf } from '../views/text-column.js';
import { requirementTextFingerprint } from './drift.js';
import { ChapterTreeBuilder, OverallCounter, type TraceChapter, type TraceCounts } from './trace-chapters.js';
import { TraceLinkIndex } from './trace-link-index.js';

/** One requirement of the trace view: its tests, its other links and what the last run and scan say. */
export interface TraceRequirement {
  readonly rowId: string;
  /** The id the requirement is known by: its ID column's value, else its row id. */
  readonly requirementId: string;
  readonly text: string;
  /** The row id of the chapter it is in, when it is in one. */
  readonly chapterRowId: string | undefined;
  /** The row ids of the tests that verify it (links in this spec), in link order. */
  readonly tests: readonly string[];
  /** Its other links, from or to it (links across specs too). */
  readonly links: readonly SpecLink[];
  /** Whether one of its links (a test's too) is suspect. */
  readonly suspect: boolean;
  /** The last test run's word on it; undefined without a run. */
  readonly status: TestStatus | undefined;
  /** Whether its text changed since the last code scan found it named. */
  readonly drifted: boolean;
}

/** A test row: a row that verifies another, or a row typed "test". */
export interface TraceTest {
  readonly rowId: string;
  readonly testId: string;
  readonly text: string;
  /** The row ids it verifies in this spec. */
  readonly verifies: readonly string[];
}

/** A test that names no requirement: a test row without a verifies link, or a case of the run. */
export interface UnnamedTest {
  readonly name: string;
  /** Set for a test row of the spec; a case of the run has none. */
  readonly rowId?: string;
}

export interface TraceView {
  /** In row order. */
  readonly requirements: readonly TraceRequirement[];
  readonly tests: readonly TraceTest[];
  readonly chapters: readonly TraceChapter[];
  readonly overall: TraceCounts;
  /** Row ids of the requirements no test verifies, in row order. */
  readonly withoutTests: readonly string[];
  readonly testsNamingNone: readonly UnnamedTest[];
  readonly suspectLinks: readonly SpecLink[];
  /** Row ids of the drifted requirements. */
  readonly drifted: readonly string[];
  readonly hasRun: boolean;
}

export interface TraceInputs {
  readonly results?: TestResults;
  readonly code?: CodeTrace;
}

const isTestTyped = (row: Row) =>
  String(row[TYPE_FIELD] ?? '')
    .trim()
    .toLowerCase() === 'test';

/** The requirements a code scan found named whose text changed since (as `driftedRowIds`, on rows at hand). */
function driftedOf(
  file: RequirementFile,
  rowIndex: ReadonlyMap<string, number>,
  code: CodeTrace | undefined,
): Uint8Array {
  const drifted = new Uint8Array(file.data.length);
  for (const link of code?.links ?? []) {
    const index = rowIndex.get(link.row_id) ?? -1;
    const row = file.data[index];
    if (row && drifted[index] === 0 && requirementTextFingerprint(file, row) !== link.fingerprint)
      drifted[index] = 1;
  }
  return drifted;
}

/**
 * The trace view of a spec from its kept links: each requirement with its tests, links, last status and
 * drift; the chapters as a tree with their coverage; the requirements without tests, the tests that name
 * no requirement and the suspect links. Linear in rows and links, one pass over each.
 */
export function traceView(file: RequirementFile, inputs: TraceInputs = {}): TraceView {
  const textField = textColumnOf(file);
  const idField = idColumnOf(file);
  const rowIndex = new Map<string, number>();
  for (const [index, row] of file.data.entries()) rowIndex.set(row.id, index);
  const links = new TraceLinkIndex(file.links ?? [], rowIndex);
  const hasRun = inputs.results?.run != null;
  const statuses = new Map<string, TestStatus>();
  if (hasRun)
    for (const result of inputs.results?.requirements ?? []) statuses.set(result.row_id, result.status);
  const drifted = driftedOf(file, rowIndex, inputs.code);
  const rowIdAt = (index: number) => file.data[index]?.id ?? '';
  const linkAt = (index: number) => links.links[index] as SpecLink;
  const tests: TraceTest[] = [];
  const testsNamingNone: UnnamedTest[] = [];
  const requirements: TraceRequirement[] = [];
  const tree = new ChapterTreeBuilder();
  const overall = new OverallCounter();
  file.data.forEach((row, index) => {
    const type = row[TYPE_FIELD];
    // Most rows say "requirement" or nothing: no need to normalise their type.
    const kind = type === undefined || type === null || type === 'requirement' ? 'requirement' : rowKind(row);
    if (kind === 'chapter') tree.addChapter(row.id, rowText(row, textField).trim() || row.id);
    if (kind !== 'requirement') return;
    if (links.verifies.count(index) > 0 || isTestTyped(row)) {
      const testId = requirementIdOf(row, idField);
      const verifies = links.verifies.map(index, rowIdAt);
      tests.push({ rowId: row.id, testId, text: rowText(row, textField), verifies });
      if (verifies.length === 0) testsNamingNone.push({ name: testId, rowId: row.id });
      return;
    }
    const tested = links.verifiedBy.count(index) > 0;
    const status = hasRun ? (statuses.get(row.id) ?? 'untested') : undefined;
    overall.add(tested, status);
    requirements.push({
      rowId: row.id,
      requirementId: requirementIdOf(row, idField),
      text: rowText(row, textField),
      chapterRowId: tree.addRequirement(row.id, tested, status),
      tests: tested ? links.verifiedBy.map(index, rowIdAt) : [],
      links: links.others.map(index, linkAt),
      suspect: links.suspectRows[index] === 1,
      status,
      drifted: drifted[index] === 1,
    });
  });
  for (const name of hasRun ? (inputs.results?.run?.unmatched ?? []) : []) testsNamingNone.push({ name });
  return {
    requirements,
    tests,
    chapters: tree.chapters(hasRun),
    overall: overall.counts(hasRun),
    withoutTests: requirements.filter((requirement) => requirement.tests.length === 0).map((r) => r.rowId),
    testsNamingNone,
    suspectLinks: links.suspectLinks,
    drifted: requirements.filter((requirement) => requirement.drifted).map((r) => r.rowId),
    hasRun,
  };
}
