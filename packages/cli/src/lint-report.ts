import type { Finding } from '@specwright/quality';
import { qualityCatalogue } from '@specwright/quality/catalogue';
import { sarifLocation } from './sarif-location.js';

export interface LintedRow {
  id: string;
  text: string;
  score: number;
  findings: Finding[];
  suggestion: string;
}

/** The stable machine format: `{"rows":[{"id","score","findings":[{"category","score","words","start","end"}]}]}`. */
export function lintReportJson(rows: LintedRow[]): string {
  const report = {
    rows: rows.map((row) => ({
      id: row.id,
      score: row.score,
      findings: row.findings.map(({ category, score, words, start, end }) => ({
        category,
        score,
        words,
        start,
        end,
      })),
    })),
  };
  return `${JSON.stringify(report)}\n`;
}

export function lintReportText(
  rows: LintedRow[],
  options: { path: string; minScore: number | null },
): string {
  const lines: string[] = [];
  for (const row of rows) {
    if (row.findings.length === 0) continue;
    lines.push(`${row.id}  score ${row.score}`);
    for (const finding of row.findings) {
      const words = finding.words.map((word) => `'${word}'`).join(', ');
      lines.push(
        `  ${finding.category} (${finding.score}) ${words} at ${finding.start}-${finding.end}: ${finding.explanation}`,
      );
    }
    if (row.suggestion) lines.push(`  suggestion: ${row.suggestion}`);
  }
  const lowest = rows.reduce((min, row) => Math.min(min, row.score), 100);
  const flagged = rows.filter((row) => row.findings.length > 0).length;
  const summary = [`${options.path}: ${rows.length} requirements checked, ${flagged} with findings`];
  if (rows.length > 0) summary.push(`lowest score ${lowest}`);
  if (options.minScore !== null) {
    const below = rows.filter((row) => row.score < (options.minScore ?? 0)).length;
    summary.push(`${below} below ${options.minScore}`);
  }
  lines.push(`${summary.join(', ')}.`);
  return `${lines.join('\n')}\n`;
}

function sarifLevel(score: number): 'error' | 'warning' | 'note' {
  if (score < 50) return 'error';
  return score < 80 ? 'warning' : 'note';
}

/** SARIF 2.1.0, one rule per finding category, each result located at the words in the spec file. */
export function lintReportSarif(
  rows: LintedRow[],
  context: { path: string; sourceText: string; version: string },
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
    runs: [{ tool: { driver: { name: 'specwright', version: context.version, rules } }, results }],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}
