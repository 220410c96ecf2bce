import { AnalysisCancelledError, throwIfCancelled } from '../cancellation.js';

/** Requirements per model call: large enough that a 10,000-row spec is a few hundred calls, small enough to answer. */
export const LLM_BATCH_SIZE = 25;
/** Model calls in flight at once. */
export const LLM_CONCURRENCY = 4;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

export interface BatchRun<T> {
  batches: readonly T[];
  signal?: AbortSignal | undefined;
  concurrency?: number;
  run: (batch: T) => Promise<void>;
  /** Called after each batch, failed or not, with the number finished so far. */
  onSettled?: (finished: number, total: number) => Promise<void>;
}

/**
 * Runs the batches with bounded concurrency. A failing batch does not stop the others (its rows keep their
 * deterministic results); the failures are returned. A cancelled signal stops everything with
 * AnalysisCancelledError, even when the model reported the abort as its own error.
 */
export async function runBatches<T>({
  batches,
  signal,
  concurrency = LLM_CONCURRENCY,
  run,
  onSettled,
}: BatchRun<T>): Promise<Error[]> {
  const failures: Error[] = [];
  let next = 0;
  let finished = 0;
  const worker = async () => {
    while (next < batches.length) {
      throwIfCancelled(signal);
      const batch = batches[next++] as T;
      try {
        await run(batch);
      } catch (error) {
        if (signal?.aborted || error instanceof AnalysisCancelledError) throw new AnalysisCancelledError();
        failures.push(error instanceof Error ? error : new Error(String(error)));
      }
      finished++;
      await onSettled?.(finished, batches.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, worker));
  throwIfCancelled(signal);
  return failures;
}

/** One sentence for layers.llm.message / a review reason about batches that failed. */
export function failureSummary(failures: readonly Error[], total: number, what: string): string {
  const first = failures[0]?.message.trim() || 'unknown error';
  return `The language model failed for ${failures.length} of ${total} batches (${first}); ${what}`;
}
