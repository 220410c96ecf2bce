import { parseArgs } from 'node:util';
import { isRequirementRow, type RequirementFile } from '@specwright/core/spec-file';
import { analyzeRequirement } from '@specwright/quality/analyze';
import type { CliIo } from './cli-io.js';
import {
  type CoverageJson,
  coverageJson,
  coverageText,
  isBelowMinimum,
  parseMinCoverage,
  readCoverage,
} from './lint-coverage.js';
import {
  jsonReportWriter,
  type LintedRow,
  type LintReportWriter,
  lintReportSarif,
  textReportWriter,
} from './lint-report.js';
import { readSpecFile } from './spec-input.js';

const FORMATS = ['text', 'json', 'sarif'] as const;
type LintFormat = (typeof FORMATS)[number];

function isFormat(value: string): value is LintFormat {
  return (FORMATS as readonly string[]).includes(value);
}

function parseMinScore(value: string | undefined): number | null | 'invalid' {
  if (value === undefined) return null;
  const score = Number(value);
  return Number.isInteger(score) && score >= 0 && score <= 100 ? score : 'invalid';
}

function hasColumn(file: RequirementFile, field: string): boolean {
  return field === 'description' || file.columns.some((column) => column.field === field);
}

/** Analyses every requirement row's text in `field` (chapters, context and comments are skipped), in order. */
export function* lintRows(file: RequirementFile, field: string): Generator<LintedRow> {
  for (const row of file.data) {
    if (!isRequirementRow(row)) continue;
    const value = row[field];
    const text = value === undefined || value === null ? '' : String(value);
    const analysis = analyzeRequirement(text);
    yield {
      id: row.id,
      text,
      score: analysis.score,
      findings: analysis.findings,
      suggestion: analysis.suggestion,
    };
  }
}

/** SARIF needs every rule before the results, so its rows are kept; the other formats are written as they come. */
function sarifWriter(
  context: Parameters<typeof lintReportSarif>[1],
  write: (text: string) => void,
): LintReportWriter {
  const rows: LintedRow[] = [];
  return {
    add: (row) => rows.push(row),
    end: () => write(lintReportSarif(rows, context)),
  };
}

/** The option mistakes that stop the command before a file is read, as the message to print. */
function usageProblem(values: {
  'min-score'?: string;
  coverage?: string;
  'min-coverage'?: string;
}): string | undefined {
  if (parseMinScore(values['min-score']) === 'invalid') {
    return `--min-score must be a whole number from 0 to 100 (got "${values['min-score']}").`;
  }
  if (parseMinCoverage(values['min-coverage']) === 'invalid') {
    return `--min-coverage must be a number from 0 to 100 (got "${values['min-coverage']}").`;
  }
  if (values['min-coverage'] !== undefined && values.coverage === undefined) {
    return '--min-coverage needs test results: add --coverage <junit.xml>.';
  }
  return undefined;
}

/**
 * `specwright lint <spec.json> [--column f] [--min-score n] [--format text|json|sarif] [--coverage junit.xml
 * [--min-coverage p]]`: 0 ok, 1 a requirement below n or coverage below p, 2 usage.
 */
export async function lintCommand(args: string[], io: CliIo, version: string): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      column: { type: 'string', default: 'description' },
      'min-score': { type: 'string' },
      format: { type: 'string', default: 'text' },
      coverage: { type: 'string' },
      'min-coverage': { type: 'string' },
    },
  });
  const [path] = positionals;
  if (!path) {
    io.err('lint needs a spec file: specwright lint <spec.json>');
    return 2;
  }
  if (!isFormat(values.format)) {
    io.err(`Unknown format "${values.format}": use text, json or sarif.`);
    return 2;
  }
  const problem = usageProblem(values);
  if (problem !== undefined) {
    io.err(problem);
    return 2;
  }
  const minScore = parseMinScore(values['min-score']);
  const minCoverage = parseMinCoverage(values['min-coverage']);
  if (minScore === 'invalid' || minCoverage === 'invalid') return 2;
  const input = await readSpecFile(path, io);
  if (!input.ok) return input.exitCode;
  if (!hasColumn(input.file, values.column)) {
    const fields = input.file.columns.map((column) => column.field).join(', ');
    io.err(`Column "${values.column}" not found. Columns: ${fields}.`);
    return 2;
  }
  const coveragePath = values.coverage;
  const coverage = coveragePath === undefined ? undefined : await readCoverage(coveragePath, input.file, io);
  if (coverage && !coverage.ok) return coverage.exitCode;
  const coverageContext = { path: coveragePath ?? '', minCoverage };
  const summary: CoverageJson | undefined = coverage && coverageJson(coverage.report, coverageContext);
  const write = (text: string) => io.out(text);
  const writer =
    values.format === 'json'
      ? jsonReportWriter(write, summary)
      : values.format === 'sarif'
        ? sarifWriter(
            { path, sourceText: input.text, version, ...(summary ? { coverage: summary } : {}) },
            write,
          )
        : textReportWriter({ path, minScore }, write);
  const threshold = minScore ?? 0;
  let failing = 0;
  for (const row of lintRows(input.file, values.column)) {
    if (row.score < threshold) failing += 1;
    writer.add(row);
  }
  writer.end();
  if (coverage && values.format === 'text') io.out(coverageText(coverage.report, coverageContext));
  const belowCoverage = coverage !== undefined && isBelowMinimum(coverage.report, minCoverage);
  return failing > 0 || belowCoverage ? 1 : 0;
}
