import { readFile, stat } from 'node:fs/promises';
import type { RequirementFile } from '@specwright/core/spec-file';
import type { CoverageReport, RequirementCoverage } from '@specwright/core/trace';
import type { CliIo } from './cli-io.js';

/** Untested ids the text report names before it only counts the rest. */
const UNTESTED_LISTED = 50;

export type CoverageInput = { ok: true; report: CoverageReport } | { ok: false; exitCode: number };

/** `--min-coverage`: a percentage from 0 to 100, decimals allowed. */
export function parseMinCoverage(value: string | undefined): number | null | 'invalid' {
  if (value === undefined) return null;
  const percent = Number(value);
  return value.trim() !== '' && Number.isFinite(percent) && percent >= 0 && percent <= 100
    ? percent
    : 'invalid';
}

/** Reads JUnit test results and matches them to the spec's requirements; explains problems on stderr. */
export async function readCoverage(path: string, file: RequirementFile, io: CliIo): Promise<CoverageInput> {
  const { coverageOf, JUNIT_MAX_BYTES, JUNIT_MESSAGES, parseJunit } = await import('@specwright/core/trace');
  let text: string;
  try {
    if ((await stat(path)).size > JUNIT_MAX_BYTES) {
      io.err(`${path}: ${JUNIT_MESSAGES.tooLarge}`);
      return { ok: false, exitCode: 1 };
    }
    text = await readFile(path, 'utf8');
  } catch (error) {
    io.err(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    return { ok: false, exitCode: 1 };
  }
  const parsed = parseJunit(text);
  if (!parsed.ok) {
    io.err(`${path}: ${parsed.message}`);
    return { ok: false, exitCode: 1 };
  }
  return { ok: true, report: coverageOf(file, parsed.results) };
}

/** Whether fewer requirements passed than `minimum` percent of them (compared without rounding). */
export function isBelowMinimum(report: CoverageReport, minimum: number | null): boolean {
  return minimum !== null && report.passed * 100 < minimum * report.requirements.length;
}

/** A percentage with one decimal, rounded down so that a coverage under a threshold never prints as it. */
export function percentText(coverage: number): string {
  return (Math.floor(coverage * 10) / 10).toFixed(1);
}

function requirementJson(row: RequirementCoverage) {
  return {
    id: row.requirementId,
    status: row.status,
    passedTests: row.passedCases,
    failedTests: row.failedCases,
    skippedTests: row.skippedCases,
    ...(row.firstFailure
      ? { failure: { test: row.firstFailure.name, message: row.firstFailure.message ?? null } }
      : {}),
  };
}

/** The `coverage` object of the JSON report (and of the SARIF run's properties). */
export function coverageJson(report: CoverageReport, context: { path: string; minCoverage: number | null }) {
  return {
    junit: context.path,
    ranAt: report.ranAt ?? null,
    percent: report.coverage,
    minCoverage: context.minCoverage,
    belowMinimum: isBelowMinimum(report, context.minCoverage),
    passed: report.passed,
    failed: report.failed,
    untested: report.untested,
    tests: report.caseCount,
    testsNamingNoRequirement: report.unmatchedCases.length,
    requirements: report.requirements.map(requirementJson),
  };
}

export type CoverageJson = ReturnType<typeof coverageJson>;

/** Each failed requirement with its first failing test, the untested ones, and a summary line. */
export function coverageText(report: CoverageReport, context: { path: string; minCoverage: number | null }) {
  const lines: string[] = [];
  for (const row of report.requirements) {
    if (row.status !== 'failed' || !row.firstFailure) continue;
    const message = row.firstFailure.message ? `: ${row.firstFailure.message}` : '';
    lines.push(`${row.requirementId}  failed  ${row.firstFailure.name}${message}`);
  }
  const untested = report.requirements
    .filter((row) => row.status === 'untested')
    .map((row) => row.requirementId);
  if (untested.length > 0) {
    const more = untested.length - UNTESTED_LISTED;
    lines.push(
      `untested: ${untested.slice(0, UNTESTED_LISTED).join(', ')}${more > 0 ? `, and ${more} more` : ''}`,
    );
  }
  const total = report.requirements.length;
  const summary = [
    `${context.path}: coverage ${percentText(report.coverage)}% (${report.passed} of ${total} requirements passed, ${report.failed} failed, ${report.untested} untested)`,
    `${report.caseCount} tests, ${report.unmatchedCases.length} naming no requirement`,
  ];
  if (report.ranAt !== undefined) summary.push(`run ${report.ranAt}`);
  if (context.minCoverage !== null) {
    summary.push(
      `${isBelowMinimum(report, context.minCoverage) ? 'below' : 'at least'} ${context.minCoverage}%`,
    );
  }
  lines.push(`${summary.join(', ')}.`);
  return `${lines.join('\n')}\n`;
}
