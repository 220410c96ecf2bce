import { countOf } from '@specwright/core';
import type { ProgressReporter } from '../progress.js';
import type { QualityModel } from '../types.js';
import { chunk, failureSummary, LLM_BATCH_SIZE, runBatches } from './batches.js';
import { type LlmFinding, requestLlmFindings } from './findings.js';
import { type LlmImprovement, requestLlmImprovements } from './improvements.js';
import { type KeyedText, keyed } from './prompt-data.js';

export const NO_MODEL_MESSAGE = 'No language model is configured; the LLM layers (70–100) were skipped.';

export interface LlmScoreLayers {
  /** By input index; undefined where the model found nothing, was not asked, or failed. */
  findings: (LlmFinding | undefined)[];
  improvements: (LlmImprovement | undefined)[];
  used: boolean;
  message: string;
}

interface IndexedBatch {
  items: KeyedText[];
  indexes: number[];
}

function batchesOf(texts: readonly string[], indexes: readonly number[]): IndexedBatch[] {
  return chunk(indexes, LLM_BATCH_SIZE).map((batchIndexes) => ({
    items: keyed(batchIndexes.map((index) => texts[index] ?? '')),
    indexes: batchIndexes,
  }));
}

async function collect<T>(
  batches: IndexedBatch[],
  request: (items: KeyedText[]) => Promise<Map<string, T>>,
  into: (T | undefined)[],
  onSettled: (finished: number, total: number) => Promise<void>,
  signal: AbortSignal | undefined,
): Promise<Error[]> {
  return runBatches({
    batches,
    signal,
    onSettled,
    run: async ({ items, indexes }) => {
      const found = await request(items);
      items.forEach(({ key }, position) => {
        const index = indexes[position];
        if (index !== undefined) into[index] = found.get(key);
      });
    },
  });
}

/**
 * The LLM layers of score analysis: findings (70–75) for the requirements no static or NLP detector
 * flagged, in the llm phase; improvement proposals (80–100) for every non-empty requirement, in the
 * propositions phase. A failing batch leaves its rows with their deterministic results and is reported in
 * the message; only cancellation stops the analysis.
 */
export async function runLlmScoreLayers(
  texts: readonly string[],
  needsFinding: readonly boolean[],
  model: QualityModel,
  report: ProgressReporter,
  signal?: AbortSignal,
): Promise<LlmScoreLayers> {
  const filled = texts.flatMap((text, index) => (text.trim() === '' ? [] : [index]));
  const findingBatches = batchesOf(
    texts,
    filled.filter((index) => needsFinding[index]),
  );
  const improvementBatches = batchesOf(texts, filled);
  const findings: (LlmFinding | undefined)[] = new Array(texts.length);
  const improvements: (LlmImprovement | undefined)[] = new Array(texts.length);

  await report(
    'llm',
    0,
    findingBatches.length,
    `LLM analysis: ${countOf(findingBatches.length, 'batch', 'batches')} to review`,
  );
  const findingFailures = await collect(
    findingBatches,
    (items) => requestLlmFindings(model, items, signal),
    findings,
    (done, total) => report('llm', done, total, `LLM analysis: batch ${done} of ${total}`),
    signal,
  );
  await report(
    'propositions',
    0,
    improvementBatches.length,
    `Propositions: ${improvementBatches.length} batches to improve`,
  );
  const improvementFailures = await collect(
    improvementBatches,
    (items) => requestLlmImprovements(model, items, signal),
    improvements,
    (done, total) => report('propositions', done, total, `Propositions: batch ${done} of ${total}`),
    signal,
  );

  const failures = [...findingFailures, ...improvementFailures];
  const total = findingBatches.length + improvementBatches.length;
  const used = failures.length < total;
  const message =
    total === 0
      ? 'No requirement has text for the LLM layers (70–100).'
      : failures.length === 0
        ? `The LLM layers (70–100) reviewed ${filled.length} requirements.`
        : failureSummary(failures, total, 'those requirements keep their static and NLP results.');
  return { findings, improvements, used, message };
}
