/**
 * Static + NLP throughput of the quality engine on 20,000 real requirement sentences (the ARTA sentences in
 * ../shared/data/arta, repeated), on one core, beside the `write-good` package on the same sentences.
 * Skipped (no figures) when the ARTA folder is absent.
 */
import { fileURLToPath } from 'node:url';
import { analyzeRequirement, lintRequirement } from '@specwright/quality';
import writeGood from 'write-good';
import { artaFolder, readArtaSentences } from '../packages/quality/eval/arta.js';
import type { Benchmark, Figure } from './support/report.js';

const SENTENCES = 20_000;
const BUDGET = 5_000;

function sentences(): string[] {
  const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
  const texts = readArtaSentences(artaFolder(repositoryRoot)).map((sentence) => sentence.text);
  if (texts.length === 0) return [];
  return Array.from({ length: SENTENCES }, (_, index) => texts[index % texts.length] as string);
}

const ROUNDS = 3;

/** Requirements per second: the median of three passes over all texts (the machine may be shared). */
function throughput(texts: readonly string[], run: (text: string) => unknown): number {
  run(texts[0] as string); // loads the language model, which is not part of the per-requirement cost
  const rates = Array.from({ length: ROUNDS }, () => {
    const started = performance.now();
    for (const text of texts) run(text);
    return texts.length / ((performance.now() - started) / 1000);
  }).sort((a, b) => a - b);
  return rates[Math.floor(ROUNDS / 2)] as number;
}

export const benchmark: Benchmark = {
  name: `Quality engine: static + NLP layers on ${SENTENCES.toLocaleString('en')} ARTA sentences (one core)`,
  async run(): Promise<Figure[]> {
    const texts = sentences();
    if (texts.length === 0) {
      console.log('ARTA sentences not found (../shared/data/arta): skipped.');
      return [];
    }
    return [
      {
        label: 'lintRequirement (static + NLP)',
        value: throughput(texts, lintRequirement),
        unit: 'req/s',
        budget: BUDGET,
      },
      {
        label: 'analyzeRequirement (findings + score)',
        value: throughput(texts, analyzeRequirement),
        unit: 'req/s',
        budget: BUDGET,
      },
      {
        label: 'write-good (for comparison)',
        value: throughput(texts, (text) => writeGood(text)),
        unit: 'req/s',
      },
    ];
  },
};
