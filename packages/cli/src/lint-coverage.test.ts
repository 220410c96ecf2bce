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

const clean = 'When a user submits the form, the system shall store the entry within 2 seconds.';
const spec = {
  columns: [
    { field: 'req_id', headerName: 'ID' },
    { field: 'description', headerName: 'Requirement' },
  ],
  rows: [
    { id: 'a', rowOrder: 1, req_id: 'REQ-1', description: clean },
    { id: 'b', rowOrder: 2, req_id: 'REQ-2', description: clean },
    { id: 'c', rowOrder: 3, req_id: 'REQ-3', description: clean },
    { id: 'd', rowOrder: 4, req_id: 'CH-1', this_is_a: 'chapter', description: 'Payments' },
  ],
};

const junit = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="vitest tests" timestamp="2026-11-28T21:04:11.532Z">
  <testsuite name="pay.test.ts">
    <testcase classname="pay.test.ts" name="REQ-1 pays"/>
    <testcase classname="pay.test.ts" name="REQ-2 refunds"><failure message="expected 2 to be 1">stack</failure></testcase>
    <testcase classname="pay.test.ts" name="REQ-3 exports"/>
    <testcase classname="pay.test.ts" name="renders the footer"/>
  </testsuite>
</testsuites>`;

interface CoverageJson {
  percent: number;
  passed: number;
  failed: number;
  untested: number;
  ranAt: string | null;
  belowMinimum: boolean;
  testsNamingNoRequirement: number;
  requirements: { id: string; status: string; failure?: { test: string; message: string | null } }[];
}

describe('specwright lint --coverage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'specwright-coverage-'));
  const specPath = join(dir, 'spec.json');
  const junitPath = join(dir, 'junit.xml');
  writeFileSync(specPath, JSON.stringify(spec));
  writeFileSync(junitPath, junit);

  it('prints the failed requirement, the summary and the run date; exits 1 below the minimum', async () => {
    const { io, out } = capture();
    expect(
      await runCli(['lint', specPath, '--coverage', junitPath, '--min-coverage', '90'], io, '1.0.0'),
    ).toBe(1);
    const text = out.join('');
    expect(text).toContain('REQ-2  failed  REQ-2 refunds: expected 2 to be 1');
    expect(text).toContain(
      `${junitPath}: coverage 66.6% (2 of 3 requirements passed, 1 failed, 0 untested), 4 tests, 1 naming no requirement, run 2026-11-28T21:04:11.532Z, below 90%.`,
    );
  });

  it('exits 0 at or above the minimum, and without one', async () => {
    for (const args of [['--min-coverage', '66.6'], ['--min-coverage', '0'], []]) {
      const { io, out } = capture();
      expect(await runCli(['lint', specPath, '--coverage', junitPath, ...args], io, '1.0.0')).toBe(0);
      expect(out.join('')).toContain('coverage 66.6%');
    }
  });

  it('adds a coverage object to the JSON report and to the SARIF run', async () => {
    const json = capture();
    const args = ['lint', specPath, '--coverage', junitPath, '--min-coverage', '50'];
    expect(await runCli([...args, '--format', 'json'], json.io, '1.0.0')).toBe(0);
    const report = JSON.parse(json.out.join('')) as { rows: unknown[]; coverage: CoverageJson };
    expect(report.rows).toHaveLength(3);
    expect(report.coverage).toMatchObject({
      passed: 2,
      failed: 1,
      untested: 0,
      ranAt: '2026-11-28T21:04:11.532Z',
      belowMinimum: false,
      testsNamingNoRequirement: 1,
    });
    expect(report.coverage.percent).toBeCloseTo(66.667, 2);
    expect(report.coverage.requirements.map((row) => [row.id, row.status])).toEqual([
      ['REQ-1', 'passed'],
      ['REQ-2', 'failed'],
      ['REQ-3', 'passed'],
    ]);
    expect(report.coverage.requirements[1]?.failure).toEqual({
      test: 'REQ-2 refunds',
      message: 'expected 2 to be 1',
    });
    const sarif = capture();
    expect(await runCli([...args, '--format', 'sarif'], sarif.io, '1.0.0')).toBe(0);
    const log = JSON.parse(sarif.out.join(''));
    expect(log.runs[0].properties.coverage.passed).toBe(2);
  });

  it('explains a missing or bad JUnit file with exit code 1', async () => {
    const notXml = join(dir, 'results.xml');
    writeFileSync(notXml, '{"tests": 3}');
    const notJunit = join(dir, 'other.xml');
    writeFileSync(notJunit, '<coverage line-rate="0.9"></coverage>');
    const cases: [string, string][] = [
      [join(dir, 'missing.xml'), 'Cannot read'],
      [notXml, 'The test results are not well-formed XML'],
      [notJunit, 'its root element is coverage, not testsuites or testsuite'],
    ];
    for (const [file, message] of cases) {
      const { io, out, err } = capture();
      expect(await runCli(['lint', specPath, '--coverage', file], io, '1.0.0')).toBe(1);
      expect(err.join('')).toContain(message);
      expect(out.join('')).toBe('');
    }
  });

  it('explains a minimum out of range, or without test results, with exit code 2', async () => {
    const cases: [string[], string][] = [
      [
        ['--coverage', junitPath, '--min-coverage', '101'],
        '--min-coverage must be a number from 0 to 100 (got "101")',
      ],
      [
        ['--coverage', junitPath, '--min-coverage', 'most'],
        '--min-coverage must be a number from 0 to 100 (got "most")',
      ],
      [['--min-coverage', '90'], '--min-coverage needs test results: add --coverage <junit.xml>.'],
    ];
    for (const [args, message] of cases) {
      const { io, err } = capture();
      expect(await runCli(['lint', specPath, ...args], io, '1.0.0')).toBe(2);
      expect(err.join('')).toContain(message);
    }
  });
});
