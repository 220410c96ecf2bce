import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.js';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t: string) => out.push(t), err: (t: string) => err.push(t) }, out, err };
}

const loophole = 'The system shall encrypt backups if possible.';
const clean = 'When a user submits the form, the system shall store the entry within 2 seconds.';
const spec = {
  columns: [
    { field: 'description', headerName: 'Requirement' },
    { field: 'note', headerName: 'Note' },
  ],
  rows: [
    { id: 'R-1', rowOrder: 1, description: loophole, note: clean },
    { id: 'R-2', rowOrder: 2, description: clean, note: clean },
    { id: 'H-1', rowOrder: 3, this_is_a: 'chapter', description: 'Backups, if possible' },
  ],
};

interface JsonReport {
  rows: {
    id: string;
    score: number;
    findings: { category: string; score: number; words: string[]; start: number; end: number }[];
  }[];
}

describe('specwright lint', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specwright-lint-'));
  const path = join(dir, 'spec.json');
  writeFileSync(path, JSON.stringify(spec, null, 2));

  it('prints the stable JSON shape with categories, words and offsets of requirement rows only', async () => {
    const { io, out } = capture();
    expect(await runCli(['lint', path, '--format', 'json'], io, '1.0.0')).toBe(0);
    const report = JSON.parse(out.join('')) as JsonReport;
    expect(report.rows.map((row) => row.id)).toEqual(['R-1', 'R-2']);
    const [first, second] = report.rows;
    const finding = first?.findings.find((f) => f.category === 'loophole');
    expect(finding).toMatchObject({ score: 10, words: ['if possible'] });
    expect(loophole.slice(finding?.start, finding?.end).toLowerCase()).toBe('if possible');
    expect(Object.keys(finding ?? {}).sort()).toEqual(['category', 'end', 'score', 'start', 'words']);
    expect(first?.score).toBe(10);
    expect(second?.score).toBeGreaterThanOrEqual(80);
  });

  it('exits 1 when a requirement scores below --min-score, 0 when none does', async () => {
    const failing = capture();
    expect(await runCli(['lint', path, '--min-score', '50'], failing.io, '1.0.0')).toBe(1);
    expect(failing.out.join('')).toContain('R-1  score 10');
    expect(failing.out.join('')).toContain('1 below 50');
    const passing = capture();
    expect(await runCli(['lint', path, '--column', 'note', '--min-score', '50'], passing.io, '1.0.0')).toBe(
      0,
    );
  });

  it('writes SARIF 2.1.0 with one rule per category and the finding located in the file', async () => {
    const { io, out } = capture();
    expect(await runCli(['lint', path, '--format', 'sarif'], io, '2.0.0')).toBe(0);
    const log = JSON.parse(out.join(''));
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0];
    expect(run.tool.driver).toMatchObject({ name: 'specwright', version: '2.0.0' });
    const result = run.results.find((r: { ruleId: string }) => r.ruleId === 'loophole');
    expect(run.tool.driver.rules[result.ruleIndex].id).toBe('loophole');
    expect(result.level).toBe('error');
    const { region } = result.locations[0].physicalLocation;
    const line = JSON.stringify(spec, null, 2).split('\n')[region.startLine - 1] ?? '';
    expect(line.slice(region.startColumn - 1).toLowerCase()).toMatch(/^if possible/);
    expect(result.locations[0].logicalLocations[0].name).toBe('R-1');
  });

  it('explains bad usage with exit code 2', async () => {
    const cases: [string[], string][] = [
      [['lint'], 'lint needs a spec file'],
      [['lint', path, '--format', 'xml'], 'Unknown format "xml"'],
      [['lint', path, '--min-score', '101'], '--min-score must be a whole number from 0 to 100'],
      [['lint', path, '--column', 'missing'], 'Column "missing" not found. Columns: description, note.'],
    ];
    for (const [args, message] of cases) {
      const { io, err } = capture();
      expect(await runCli(args, io, '1.0.0')).toBe(2);
      expect(err.join('')).toContain(message);
    }
  });

  it('reports unreadable files with exit code 1', async () => {
    const { io, err } = capture();
    expect(await runCli(['lint', join(dir, 'nope.json')], io, '1.0.0')).toBe(1);
    expect(err.join('')).toContain('ENOENT');
  });

  it('writes a large report in pieces as rows are analysed, the same report as in one piece', async () => {
    const rows = Array.from({ length: 2500 }, (_, index) => ({
      id: `R-${index + 1}`,
      rowOrder: index + 1,
      description: index % 2 === 0 ? loophole : clean,
    }));
    const large = join(dir, 'large.json');
    writeFileSync(large, JSON.stringify({ columns: spec.columns, rows }));
    const json = capture();
    expect(await runCli(['lint', large, '--format', 'json'], json.io, '1.0.0')).toBe(0);
    expect(json.out.length).toBeGreaterThan(2);
    const report = JSON.parse(json.out.join('')) as JsonReport;
    expect(report.rows.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(report.rows[2]?.findings.map((finding) => finding.category)).toContain('loophole');
    const text = capture();
    expect(await runCli(['lint', large, '--min-score', '50'], text.io, '1.0.0')).toBe(1);
    expect(text.out.length).toBeGreaterThan(1);
    const lines = text.out.join('').split('\n');
    expect(lines.filter((line) => /^R-\d+ {2}score 10$/.test(line))).toHaveLength(1250);
    expect(lines.at(-2)).toBe(
      `${large}: 2500 requirements checked, 1250 with findings, lowest score 10, 1250 below 50.`,
    );
    expect(lines.at(-1)).toBe('');
  });
});
