/**
 * Static + NLP throughput of the quality engine on 20,000 real requirement sentences (the ARTA sentences in
 * ../shared/data/arta, repeated), on one core, beside the `write-good` package on the same sentences.
 * Skipped (no figures) when the ARTA folder is absent.
 */
import { loadavg } from 'node:os';
import { advancedReview, analyzeRequirement, lintRequirement } from '@specwright/quality';
import writeGood from 'write-good';
import { artaBenchSentences, BENCH_SENTENCES as SENTENCES } from './support/arta-sentences.js';
import type { Benchmark, Figure } from './support/report.js';

const BUDGET = 10_000;

const ROUNDS = 3;
/** Rows of the advanced-review figure, and its budget: duplicates are found without comparing every pair. */
const ADVANCED_ROWS = 10_000;
const ADVANCED_BUDGET_MS = 5_000;

/** The deterministic advanced review (duplicates, contradictions, splits, gaps) of 10,000 distinct rows. */
async function advancedReviewMs(): Promise<number> {
  const rows = Array.from({ length: ADVANCED_ROWS }, (_, index) => ({
    id: `R${index}`,
    description: `The component ${index.toString(36)} shall process request type ${(index * 7919).toString(36)} within ${index % 50} ms.`,
  }));
  const started = performance.now();
  await advancedReview(rows);
  return performance.now() - started;
}

interface Rate {
  wall: number;
  cpu: number;
}

/**
 * Requirements per second, the median of three passes over all texts, by the clock and by this process's CPU
 * time: on a shared machine the clock also counts other work, so the one-core budget applies to CPU time.
 */
function throughput(texts: readonly string[], run: (text: string) => unknown): Rate {
  run(texts[0] as string); // loads the language model, which is not part of the per-requirement cost
  const passes = Array.from({ length: ROUNDS }, () => {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    for (const text of texts) run(text);
    const cpu = process.cpuUsage(cpuStarted);
    return {
      wall: texts.length / ((performance.now() - started) / 1000),
      cpu: texts.length / ((cpu.user + cpu.system) / 1e6),
    };
  });
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)] as number;
  return { wall: median(passes.map((pass) => pass.wall)), cpu: median(passes.map((pass) => pass.cpu)) };
}

function rateFigures(label: string, rate: Rate, budget?: number): Figure[] {
  return [
    { label: `${label}, CPU time`, value: rate.cpu, unit: 'req/s', budget },
    { label: `${label}, wall`, value: rate.wall, unit: 'req/s' },
  ];
}

export const benchmark: Benchmark = {
  name: `Quality engine: static + NLP layers on ${SENTENCES.toLocaleString('en')} ARTA sentences (one core)`,
  async run(): Promise<Figure[]> {
    const texts = artaBenchSentences();
    if (texts.length === 0) {
      console.log('ARTA sentences not found (../shared/data/arta): skipped.');
      return [];
    }
    const figures = [
      ...rateFigures('lintRequirement (static + NLP)', throughput(texts, lintRequirement), BUDGET),
      ...rateFigures('analyzeRequirement (findings + score)', throughput(texts, analyzeRequirement), BUDGET),
      {
        label: `advancedReview of ${ADVANCED_ROWS.toLocaleString('en')} rows (no model)`,
        value: await advancedReviewMs(),
        unit: 'ms',
        budget: ADVANCED_BUDGET_MS,
      } satisfies Figure,
      ...rateFigures(
        'write-good (for comparison)',
        throughput(texts, (text) => writeGood(text)),
      ),
    ];
    console.log(
      `(load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
    );
    return figures;
  },
};
