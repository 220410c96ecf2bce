import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_PHASE_RANGES, ANALYSIS_PHASES, isAnalysisPhase, phaseForPercentage } from './phases.js';

describe('analysis phases', () => {
  it('lists the seven phases in order', () => {
    expect(ANALYSIS_PHASES).toEqual([
      'validate',
      'static',
      'nlp',
      'llm',
      'propositions',
      'reporting',
      'email',
    ]);
    expect(isAnalysisPhase('nlp')).toBe(true);
    expect(isAnalysisPhase('toString')).toBe(false);
  });

  it('infers the phase from the percentage at the spec boundaries', () => {
    const cases: [number, string][] = [
      [0, 'validate'],
      [14, 'validate'],
      [15, 'static'],
      [39, 'static'],
      [40, 'nlp'],
      [55, 'llm'],
      [70, 'propositions'],
      [80, 'reporting'],
      [89, 'reporting'],
      [90, 'email'],
      [100, 'email'],
    ];
    for (const [percentage, phase] of cases) expect(phaseForPercentage(percentage)).toBe(phase);
  });

  it('puts every percentage inside the range of its phase', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), (percentage) => {
        const [from, to] = ANALYSIS_PHASE_RANGES[phaseForPercentage(percentage)];
        return percentage >= from && percentage < to;
      }),
    );
  });
});
