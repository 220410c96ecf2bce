import { describe, expect, it } from 'vitest';
import { AnalysisCancelledError } from '../cancellation.js';
import { chunk, failureSummary, runBatches } from './batches.js';

describe('chunk', () => {
  it('splits into batches of the given size, keeping order', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
  });
});

describe('runBatches', () => {
  it('runs every batch with bounded concurrency and returns the failures', async () => {
    let running = 0;
    let peak = 0;
    const settled: number[] = [];
    const failures = await runBatches({
      batches: [1, 2, 3, 4, 5, 6],
      concurrency: 2,
      run: async (batch) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 2));
        running--;
        if (batch % 3 === 0) throw new Error(`batch ${batch} failed`);
      },
      onSettled: async (finished) => {
        settled.push(finished);
      },
    });
    expect(peak).toBe(2);
    expect(failures.map((error) => error.message).sort()).toEqual(['batch 3 failed', 'batch 6 failed']);
    expect(settled).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('turns a failure after an abort into AnalysisCancelledError and stops starting batches', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const run = runBatches({
      batches: [1, 2, 3, 4],
      concurrency: 1,
      signal: controller.signal,
      run: async (batch) => {
        started.push(batch);
        controller.abort();
        throw new Error('The operation was aborted');
      },
    });
    await expect(run).rejects.toBeInstanceOf(AnalysisCancelledError);
    expect(started).toEqual([1]);
  });

  it('summarises failures in one sentence', () => {
    expect(failureSummary([new Error('429 Too Many Requests')], 4, 'those rows keep their results.')).toBe(
      'The language model failed for 1 of 4 batches (429 Too Many Requests); those rows keep their results.',
    );
  });
});
