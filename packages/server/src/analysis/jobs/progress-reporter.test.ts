import type { AnalysisProgress } from '@specwright/quality';
import { describe, expect, it } from 'vitest';
import { AnalysisStoppedError, progressReporter } from './progress-reporter.js';

function fakeStore(running = () => true) {
  const stored: AnalysisProgress[] = [];
  return {
    stored,
    store: {
      reportProgress: async (_taskId: string, progress: AnalysisProgress) => {
        stored.push(progress);
        return running();
      },
    },
  };
}

const at = (percentage: number, step: string): AnalysisProgress => ({ percentage, step, message: step });

describe('progressReporter', () => {
  it('stores every phase change but at most one report per interval within a phase', async () => {
    let time = 0;
    const { stored, store } = fakeStore();
    const report = progressReporter({
      tasks: store,
      taskId: 't',
      controller: new AbortController(),
      minIntervalMs: 250,
      now: () => time,
    });
    await report(at(15, 'static'));
    time = 100;
    await report(at(20, 'static'));
    time = 200;
    await report(at(40, 'nlp'));
    time = 300;
    await report(at(45, 'nlp'));
    time = 460;
    await report(at(50, 'nlp'));
    expect(stored.map((progress) => progress.percentage)).toEqual([15, 40, 50]);
  });

  it('aborts and throws once the task is no longer running, and throws on every later report', async () => {
    const controller = new AbortController();
    const { stored, store } = fakeStore(() => false);
    const report = progressReporter({ tasks: store, taskId: 't', controller });
    await expect(report(at(15, 'static'))).rejects.toBeInstanceOf(AnalysisStoppedError);
    expect(controller.signal.aborted).toBe(true);
    await expect(report(at(40, 'nlp'))).rejects.toBeInstanceOf(AnalysisStoppedError);
    expect(stored).toHaveLength(1);
  });

  it('throws without storing when the controller was aborted in-process', async () => {
    const controller = new AbortController();
    controller.abort();
    const { stored, store } = fakeStore();
    await expect(
      progressReporter({ tasks: store, taskId: 't', controller })(at(15, 'static')),
    ).rejects.toBeInstanceOf(AnalysisStoppedError);
    expect(stored).toEqual([]);
  });
});
