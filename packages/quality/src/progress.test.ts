import { describe, expect, it } from 'vitest';
import { analysisPhases, countLabel, progressReporter } from './progress.js';
import type { AnalysisProgress } from './types.js';

describe('progressReporter', () => {
  it('maps progress inside a phase to that phase range and never reaches the next phase', async () => {
    const seen: AnalysisProgress[] = [];
    const report = progressReporter((progress) => {
      seen.push(progress);
    });
    await report('static', 0, 10, 'Static analysis: 0 of 10 requirements');
    await report('static', 5, 10, 'half');
    await report('static', 10, 10, 'done');
    await report('llm', 3, 0, 'nothing to send');
    expect(seen.map((p) => p.percentage)).toEqual([15, 27, 39, 69]);
    expect(seen[0]).toEqual({
      percentage: 15,
      step: 'static',
      message: 'Static analysis: 0 of 10 requirements',
    });
  });

  it('covers 0–100 with the seven phases of docs/product-rules.md, "States and transitions" in order', () => {
    const ranges = Object.values(analysisPhases);
    expect(Object.keys(analysisPhases)).toEqual([
      'validate',
      'static',
      'nlp',
      'llm',
      'propositions',
      'reporting',
      'email',
    ]);
    ranges.forEach(([from], index) => {
      expect(from).toBe(index === 0 ? 0 : ranges[index - 1]?.[1]);
    });
  });

  it('does nothing without a listener', async () => {
    await expect(progressReporter(undefined)('nlp', 1, 2, 'x')).resolves.toBeUndefined();
  });

  it('formats counts with thousands separators', () => {
    expect(countLabel(1500, 10000)).toBe('1,500 of 10,000');
  });
});
