/**
 * Whole-process throughput: `specwright lint` (the built CLI, start-up included) of a 20,000-row spec file of the
 * ARTA sentences, beside a Node process running `write-good` on the same sentences from a plain text file.
 * Needs `npx tsc -b packages/server packages/cli` first; skipped when the ARTA folder is absent.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { artaBenchSentences, BENCH_SENTENCES } from './support/arta-sentences.js';
import type { Benchmark, Figure } from './support/report.js';
import { type ProcessTiming, timeNodeProcess } from './support/timed-process.js';

const ROUNDS = 3;
const RATIO_BUDGET = 3;
const START_UP_BUDGET_MS = 400;
const root = fileURLToPath(new URL('..', import.meta.url));
const cli = join(root, 'packages/cli/dist/main.js');
const writeGoodScript = join(root, 'bench/support/write-good-sentences.mjs');

function specFile(sentences: readonly string[]): string {
  const rows = sentences.map((description, index) => ({
    id: `R-${index + 1}`,
    rowOrder: index + 1,
    description,
  }));
  return JSON.stringify({ columns: [{ field: 'description', headerName: 'Requirement' }], rows });
}

/** Medians of `ROUNDS` runs of each command, run in turn so that a change in the machine's load hits them alike. */
function medians(commands: readonly (readonly string[])[]): ProcessTiming[] {
  const runs = commands.map(() => [] as ProcessTiming[]);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, args] of commands.entries()) runs[index]?.push(timeNodeProcess(args, root));
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  return runs.map((timings) => ({
    wallMs: median(timings.map((timing) => timing.wallMs)),
    cpuMs: median(timings.map((timing) => timing.cpuMs)),
  }));
}

const perSecond = (ms: number) => BENCH_SENTENCES / (ms / 1000);

export const benchmark: Benchmark = {
  name: `Whole process: specwright lint of ${BENCH_SENTENCES.toLocaleString('en')} rows beside write-good (start-up included)`,
  async run(): Promise<Figure[]> {
    if (!existsSync(cli)) throw new Error('Build the CLI first: npx tsc -b packages/server packages/cli');
    // One sentence a line for write-good, so line breaks inside a sentence become spaces in both files.
    const sentences = artaBenchSentences().map((text) => text.replace(/\s+/g, ' ').trim());
    if (sentences.length === 0) {
      console.log('ARTA sentences not found (../shared/data/arta): skipped.');
      return [];
    }
    const folder = mkdtempSync(join(tmpdir(), 'specwright-lint-bench-'));
    try {
      const spec = join(folder, 'spec.json');
      const text = join(folder, 'sentences.txt');
      const oneRow = join(folder, 'one-row.json');
      writeFileSync(spec, specFile(sentences));
      writeFileSync(text, `${sentences.join('\n')}\n`);
      writeFileSync(oneRow, specFile(sentences.slice(0, 1)));
      const [lint, writeGood, startUp] = medians([
        [cli, 'lint', spec],
        [writeGoodScript, text],
        [cli, 'lint', oneRow],
      ]) as [ProcessTiming, ProcessTiming, ProcessTiming];
      console.log(
        `(load average ${loadavg()
          .map((value) => value.toFixed(2))
          .join(' ')})`,
      );
      return [
        {
          label: 'specwright lint, 1 row (start-up), wall',
          value: startUp.wallMs,
          unit: 'ms',
          budget: START_UP_BUDGET_MS,
        },
        { label: 'specwright lint, 20,000 rows, wall', value: lint.wallMs, unit: 'ms' },
        { label: 'specwright lint, 20,000 rows, CPU', value: lint.cpuMs, unit: 'ms' },
        { label: 'write-good process, 20,000 sentences, wall', value: writeGood.wallMs, unit: 'ms' },
        { label: 'write-good process, 20,000 sentences, CPU', value: writeGood.cpuMs, unit: 'ms' },
        { label: 'specwright lint req/s (wall)', value: perSecond(lint.wallMs), unit: 'req/s' },
        { label: 'write-good req/s (wall)', value: perSecond(writeGood.wallMs), unit: 'req/s' },
        { label: 'write-good ÷ specwright, wall', value: writeGood.wallMs / lint.wallMs, unit: '×' },
        { label: 'write-good ÷ specwright, CPU', value: writeGood.cpuMs / lint.cpuMs, unit: '×' },
        {
          label: `specwright req/s (CPU) vs ${RATIO_BUDGET} × write-good`,
          value: perSecond(lint.cpuMs),
          unit: 'req/s',
          budget: Math.round(RATIO_BUDGET * perSecond(writeGood.cpuMs)),
        },
      ];
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
