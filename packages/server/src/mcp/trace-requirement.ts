import {
  idColumnOf,
  linksOfRow,
  type RequirementFile,
  type Row,
  rowText,
  type SpecLink,
  type TestResults,
  textColumnOf,
} from '@specwright/core';
import { findRow } from './requirement-tools.js';
import type { GetInput } from './tool-schemas.js';

/** The row at a link's other end: in this spec (its ID and text), or in another spec (its ids only). */
export interface TracedRow {
  type: string;
  /** The other row's row id. */
  id: string;
  /** The ID the user sees, or the row id; the row id when the row is in another spec. */
  label: string;
  /** The other row's text; null when it is in another spec. */
  text: string | null;
  suspect: boolean;
  /** The other spec's id, for a link across specs. */
  spec_id?: string;
}

/** What the last test run says of the requirement, or why there is none. */
export type TracedResults =
  | {
      status: 'passed' | 'failed' | 'untested';
      run: { name: string; ran_at: string; coverage: number };
      passed: number;
      failed: number;
      skipped: number;
      /** The first failed case matched to the requirement. */
      failure?: string;
    }
  | { status: 'none'; message: string };

export const NO_TEST_RESULTS = 'No test results: none were imported for this spec.';

const isVerifies = (type: string) => type.trim().toLowerCase() === 'verifies';

function rowFacts(file: RequirementFile) {
  const idField = idColumnOf(file);
  const textField = textColumnOf(file);
  const rows = new Map(file.data.map((row) => [row.id, row]));
  const labelOf = (row: Row) => {
    const shown = idField === undefined ? undefined : row[idField];
    return typeof shown === 'string' && shown.trim() !== '' ? shown.trim() : row.id;
  };
  return {
    traced(link: SpecLink, otherId: string, across: boolean): TracedRow {
      const base = { type: link.type, id: otherId, suspect: link.suspect === true };
      const other = across ? undefined : rows.get(otherId);
      if (across && link.toSpec !== undefined)
        return { ...base, label: otherId, text: null, spec_id: link.toSpec };
      return {
        ...base,
        label: other ? labelOf(other) : otherId,
        text: other ? rowText(other, textField) : null,
      };
    },
    labelOf,
    textOf: (row: Row) => rowText(row, textField),
  };
}

function resultsFor(rowId: string, results: TestResults | null): TracedResults {
  if (!results?.run) return { status: 'none', message: NO_TEST_RESULTS };
  const { name, ran_at, coverage } = results.run;
  const found = results.requirements.find((result) => result.row_id === rowId);
  if (!found) {
    return {
      status: 'none',
      message: 'No test results for this requirement: it is not a requirement the last run counted.',
    };
  }
  return {
    status: found.status,
    run: { name, ran_at, coverage: Math.round(coverage * 10) / 10 },
    passed: found.passed,
    failed: found.failed,
    skipped: found.skipped,
    ...(found.failure === undefined ? {} : { failure: found.failure }),
  };
}

/**
 * trace_requirement: a requirement's links out and in (links across specs named by spec id and row id),
 * the test rows that verify it, and what the spec's last test run says of it.
 */
export function traceRequirement(file: RequirementFile, input: GetInput, results: TestResults | null) {
  const row = findRow(file, input.id);
  const facts = rowFacts(file);
  const { outgoing, incoming } = linksOfRow(file.links ?? [], row.id);
  const linksIn = incoming.filter((link) => link.toSpec === undefined);
  return {
    requirement: { id: row.id, label: facts.labelOf(row), text: facts.textOf(row) },
    links_out: outgoing.map((link) => facts.traced(link, link.to, link.toSpec !== undefined)),
    links_in: linksIn.map((link) => facts.traced(link, link.from, false)),
    tests: linksIn
      .filter((link) => isVerifies(link.type))
      .map((link) => facts.traced(link, link.from, false))
      .map(({ id, label, text }) => ({ id, label, text })),
    test_results: resultsFor(row.id, results),
  };
}
