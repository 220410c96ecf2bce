import {
  AnalysisCancelledError,
  type AnalysisProgress,
  advancedReviewDeterministicLayers,
  basicReviewDeterministicLayers,
  scoreDeterministicLayers,
} from '@specwright/quality';
import { createSpellChecker } from '@specwright/quality/spelling';
import { afterAll, describe, expect, it } from 'vitest';
import { createEnginePool } from './engine-pool.js';

const texts = [
  'The system shall lock an account after 5 failed sign-in attempts within 10 minutes.',
  'The system should be user-friendly and fast if possible.',
  'The user shall be able to create a new project.',
  'The user shall be able to create a new project.',
  'The system shall validate the form and shall store the recrod.',
  '',
];
const rows = Array.from({ length: 600 }, (_, index) => ({
  id: `R${index + 1}`,
  description: texts[index % texts.length] ?? '',
}));
const inputs = rows.map(({ id, description }) => ({ id, text: description }));

function recorder() {
  const seen: AnalysisProgress[] = [];
  return { seen, onProgress: (progress: AnalysisProgress) => void seen.push(progress) };
}

describe('the engine pool (worker threads)', () => {
  const pool = createEnginePool({ workers: 1 });
  afterAll(() => pool.close());

  it("answers each engine's deterministic layers and their progress exactly as in this thread", async () => {
    const here = recorder();
    const pooled = recorder();
    expect(await pool.run('score', inputs, { onProgress: pooled.onProgress })).toEqual(
      await scoreDeterministicLayers(inputs, { onProgress: here.onProgress }),
    );
    expect(pooled.seen).toEqual(here.seen);
    expect(pooled.seen.length).toBeGreaterThan(2);

    const spelling = createSpellChecker();
    expect(await pool.run('basic', rows)).toEqual(await basicReviewDeterministicLayers(rows, { spelling }));
    expect(await pool.run('advanced', rows)).toEqual(await advancedReviewDeterministicLayers(rows));
  });

  it('stops a task whose progress handler throws, with that error, and runs the next one', async () => {
    const stopped = new Error('task cancelled');
    const reports: AnalysisProgress[] = [];
    const run = pool.run('score', inputs, {
      onProgress: (progress) => {
        reports.push(progress);
        if (progress.step !== 'validate') throw stopped;
      },
    });
    await expect(run).rejects.toBe(stopped);
    expect(reports.map((progress) => progress.step)).toEqual(['validate', 'nlp']);
    expect(await pool.run('score', inputs.slice(0, 2))).toHaveLength(2);
  });

  it('cancels a running task through its signal (AnalysisCancelledError)', async () => {
    const controller = new AbortController();
    const run = pool.run('score', inputs, {
      signal: controller.signal,
      onProgress: () => controller.abort(),
    });
    await expect(run).rejects.toBeInstanceOf(AnalysisCancelledError);
    const aborted = new AbortController();
    aborted.abort();
    await expect(pool.run('score', inputs, { signal: aborted.signal })).rejects.toBeInstanceOf(
      AnalysisCancelledError,
    );
  });

  it("runs when the server's own Node options are ones a worker thread refuses", async () => {
    const serverOptions = process.execArgv;
    process.execArgv = [...serverOptions, '--max-old-space-size=512'];
    const withOptions = createEnginePool({ workers: 1 });
    process.execArgv = serverOptions;
    try {
      expect(await withOptions.run('score', inputs.slice(0, 2))).toHaveLength(2);
    } finally {
      await withOptions.close();
    }
  });
});
