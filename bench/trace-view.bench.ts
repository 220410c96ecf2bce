/**
 * The trace view of a large spec: 50,000 rows (a test row after every third requirement) and 100,000
 * links (each test verifies two requirements, the rest link requirements to each other, one in ten
 * suspect), with a test run naming every requirement and a code scan naming one in four. The figure is
 * `traceView` (requirements, tests, chapter tree with coverage, lists) in Node on the core function.
 */
import {
  createRequirementFile,
  importSpec,
  type RequirementFile,
  type SpecLink,
  type TestResults,
  traceView,
} from '@specwright/core';
import { generateSpec } from './support/generate-spec.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';

const ROWS = 50_000;
const LINKS = 100_000;
const RUNS = 7;
const BUDGET_MS = 200;

const rowId = (index: number) => `bench-${index + 1}`;

function traceSpec(): RequirementFile {
  const spec = generateSpec(ROWS);
  const rows = spec.rows.map((row, index) => (index % 4 === 3 ? { ...row, this_is_a: 'test' } : row));
  const links: SpecLink[] = [];
  for (let index = 3; index < ROWS && links.length < LINKS; index += 4) {
    links.push({ from: rowId(index), to: rowId(index - 1), type: 'verifies' });
    links.push({ from: rowId(index), to: rowId(index - 3), type: 'verifies' });
  }
  for (let index = 0; links.length < LINKS; index++) {
    const from = index % ROWS;
    const to = (from + 7 + Math.floor(index / ROWS)) % ROWS;
    links.push({
      from: rowId(from),
      to: rowId(to),
      type: 'depends on',
      ...(index % 10 === 0 ? { suspect: true as const } : {}),
    });
  }
  const imported = importSpec({ ...spec, rows, formatVersion: 2, links });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'bench', title: 'Trace view' });
}

function resultsOf(file: RequirementFile): TestResults {
  return {
    run: {
      id: 'run',
      source: 'api',
      name: 'bench',
      ran_at: '2026-01-01T00:00:00Z',
      created_at: '2026-01-01T00:00:00Z',
      created_by: null,
      cases: file.data.length,
      passed_cases: 0,
      failed_cases: 0,
      skipped_cases: 0,
      coverage: 0,
      unmatched: [],
    },
    requirements: file.data.map((row, index) => ({
      row_id: row.id,
      status: index % 5 === 0 ? 'failed' : 'passed',
      passed: 1,
      failed: index % 5 === 0 ? 1 : 0,
      skipped: 0,
    })),
  };
}

export const benchmark: Benchmark = {
  name: `trace view: ${ROWS.toLocaleString('en')} rows, ${LINKS.toLocaleString('en')} links (median of ${RUNS})`,
  async run(): Promise<Figure[]> {
    const file = traceSpec();
    if (file.links?.length !== LINKS) throw new Error(`Expected ${LINKS} links, got ${file.links?.length}`);
    const results = resultsOf(file);
    const code = {
      scan: null,
      links: file.data
        .filter((_, index) => index % 4 === 0)
        .map((row) => ({
          row_id: row.id,
          path: 'src/a.ts',
          line: 1,
          commit: 'c',
          fingerprint: 'f',
          drifted: false,
        })),
    };
    const times: number[] = [];
    const cpuTimes: number[] = [];
    let requirements = 0;
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      const cpu = process.cpuUsage();
      requirements = traceView(file, { results, code }).overall.requirements;
      const used = process.cpuUsage(cpu);
      times.push(performance.now() - start);
      cpuTimes.push((used.user + used.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    return [
      {
        label: `trace view with coverage, run and drift (${requirements.toLocaleString('en')} requirements)`,
        value: percentile(times, 50),
        unit: 'ms',
        budget: BUDGET_MS,
      },
      { label: 'the same, CPU time of the process', value: percentile(cpuTimes, 50), unit: 'ms' },
    ];
  },
};
