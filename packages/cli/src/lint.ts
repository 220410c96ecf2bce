import { parseArgs } from 'node:util';
import { isRequirementRow, type RequirementFile } from '@specwright/core/spec-file';
import { analyzeRequirement } from '@specwright/quality/analyze';
import type { CliIo } from './cli-io.js';
import { type LintedRow, lintReportJson, lintReportSarif, lintReportText } from './lint-report.js';
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

/** Analyses every requirement row's text in `field` (chapters, context and comments are skipped). */
export function lintFile(file: RequirementFile, field: string): LintedRow[] {
  return file.data.filter(isRequirementRow).map((row) => {
    const value = row[field];
    const text = value === undefined || value === null ? '' : String(value);
    const analysis = analyzeRequirement(text);
    return {
      id: row.id,
      text,
      score: analysis.score,
      findings: analysis.findings,
      suggestion: analysis.suggestion,
    };
  });
}

/** `specwright lint <spec.json> [--column f] [--min-score n] [--format text|json|sarif]`: 0 ok, 1 below n, 2 usage. */
export async function lintCommand(args: string[], io: CliIo, version: string): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      column: { type: 'string', default: 'description' },
      'min-score': { type: 'string' },
      format: { type: 'string', default: 'text' },
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
  const minScore = parseMinScore(values['min-score']);
  if (minScore === 'invalid') {
    io.err(`--min-score must be a whole number from 0 to 100 (got "${values['min-score']}").`);
    return 2;
  }
  const input = await readSpecFile(path, io);
  if (!input.ok) return input.exitCode;
  if (!hasColumn(input.file, values.column)) {
    const fields = input.file.columns.map((column) => column.field).join(', ');
    io.err(`Column "${values.column}" not found. Columns: ${fields}.`);
    return 2;
  }
  const rows = lintFile(input.file, values.column);
  const threshold = minScore ?? 0;
  const failing = rows.filter((row) => row.score < threshold);
  if (values.format === 'json') io.out(lintReportJson(rows));
  else if (values.format === 'sarif')
    io.out(lintReportSarif(rows, { path, sourceText: input.text, version }));
  else io.out(lintReportText(rows, { path, minScore }));
  return failing.length > 0 ? 1 : 0;
}
