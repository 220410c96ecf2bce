import type { Finding } from '@specwright/quality';
import { qualityCatalogue } from '@specwright/quality/catalogue';
import type { CoverageJson } from './lint-coverage.js';
import { sarifLocation } from './sarif-location.js';

export interface LintedRow {
  id: string;
  text: string;
  score: number;
  findings: Finding[];
  suggestion: string;
}

/** Takes each linted row as it comes and writes the report in pieces, so a large file's results are not all kept. */
export interface LintReportWriter {
  add(row: LintedRow): void;
  end(): void;
}

/** Rows between two writes: large enough that writing costs little, small enough that little is kept. */
const ROWS_PER_WRITE = 1000;

function chunkedWriter(write: (text: string) => void) {
  let pieces: string[] = [];
  let rows = 0;
  return {
    push(piece: string) {
      pieces.push(piece);
    },
    rowDone(separator: string, final = false) {
      rows += 1;
      if (!final && rows % ROWS_PER_WRITE !== 0) return;
      if (pieces.length > 0) write(pieces.join(separator) + separator);
      pieces = [];
    },
  };
}

/**
 * The stable machine format: `{"rows":[{"id","score","findings":[{"category","score","words","start","end"}]}]}`,
 * and `"coverage"` beside the rows when test results were given.
 */
export function jsonReportWriter(write: (text: string) => void, coverage?: CoverageJson): LintReportWriter {
  const chunks = chunkedWriter(write);
  let first = true;
  return {
    add(row) {
      const findings = row.findings.map(({ category, score, words, start, end }) => ({
        category,
        score,
        words,
        start,
        end,
      }));
      chunks.push(
        `${first ? '{"rows":[' : ','}${JSON.stringify({ id: row.id, score: row.score, findings })}`,
      );
      first = false;
      chunks.rowDone('');
    },
    end() {
      const after = coverage === undefined ? '' : `,"coverage":${JSON.stringify(coverage)}`;
      chunks.push(`${first ? '{"rows":[' : ''}]${after}}\n`);
      chunks.rowDone('', true);
    },
  };
}

/** One block per row with findings (each finding, then the suggestion), and a summary line. */
export function textReportWriter(
  options: { path: string; minScore: number | null },
  write: (text: string) => void,
): LintReportWriter {
  const chunks = chunkedWriter(write);
  let checked = 0;
  let flagged = 0;
  let lowest = 100;
  let below = 0;
  return {
    add(row) {
      checked += 1;
      lowest = Math.min(lowest, row.score);
      if (options.minScore !== null && row.score < options.minScore) below += 1;
      if (row.findings.length === 0) return;
      flagged += 1;
      chunks.push(`${row.id}  score ${row.score}`);
      for (const finding of row.findings) {
        const words = finding.words.map((word) => `'${word}'`).join(', ');
        chunks.push(
          `  ${finding.category} (${finding.score}) ${words} at ${finding.start}-${finding.end}: ${finding.explanation}`,
        );
      }
      if (row.suggestion) chunks.push(`  suggestion: ${row.suggestion}`);
      chunks.rowDone('\n');
    },
    end() {
      const summary = [`${options.path}: ${checked} requirements checked, ${flagged} with findings`];
      if (checked > 0) summary.push(`lowest score ${lowest}`);
      if (options.minScore !== null) summary.push(`${below} below ${options.minScore}`);
      chunks.push(`${summary.join(', ')}.`);
      chunks.rowDone('\n', true);
    },
  };
}

function sarifLevel(score: number): 'error' | 'warning' | 'note' {
  if (score < 50) return 'error';
  return score < 80 ? 'warning' : 'note';
}

/** SARIF 2.1.0, one rule per finding category, each result located at the words in the spec file; coverage in the run's properties. */
export function lintReportSarif(
  rows: LintedRow[],
  context: { path: string; sourceText: string; version: string; coverage?: CoverageJson },
): string {
  const titles = new Map(qualityCatalogue().map((entry) => [entry.category, entry]));
  const categories = [
    ...new Set(rows.flatMap((row) => row.findings.map((finding) => finding.category))),
  ].sort();
  const rules = categories.map((category) => {
    const entry = titles.get(category);
    return {
      id: category,
      name: category,
      shortDescription: { text: entry?.title ?? category },
      ...(entry ? { fullDescription: { text: entry.explanation } } : {}),
    };
  });
  const results = rows.flatMap((row) =>
    row.findings.map((finding) => ({
      ruleId: finding.category,
      ruleIndex: categories.indexOf(finding.category),
      level: sarifLevel(finding.score),
      message: { text: `${finding.explanation} Suggestion: ${finding.suggestion}` },
      locations: [sarifLocation(context.path, context.sourceText, row, finding)],
      properties: { score: finding.score, requirementScore: row.score, words: finding.words },
    })),
  );
  const log = {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'specwright', version: context.version, rules } },
        results,
        ...(context.coverage ? { properties: { coverage: context.coverage } } : {}),
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
