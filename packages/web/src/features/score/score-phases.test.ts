import { phaseForPercentage } from '@specwright/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allPhases,
  failedPhases,
  finishedPhases,
  inferPhase,
  phaseStates,
  SCORE_PHASES,
} from './score-phases';

describe('phaseForPercentage', () => {
  it.each([
    [0, 'validate'],
    [14.9, 'validate'],
    [15, 'static'],
    [39, 'static'],
    [40, 'nlp'],
    [54, 'nlp'],
    [55, 'llm'],
    [69, 'llm'],
    [70, 'propositions'],
    [79, 'propositions'],
    [80, 'reporting'],
    [89, 'reporting'],
    [90, 'email'],
    [100, 'email'],
  ] as const)('%d%% is %s', (percentage, phase) => {
    expect(phaseForPercentage(percentage)).toBe(phase);
  });

  it('never goes back as the percentage grows', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          return (
            SCORE_PHASES.indexOf(phaseForPercentage(low)) <= SCORE_PHASES.indexOf(phaseForPercentage(high))
          );
        },
      ),
    );
  });
});

describe('inferPhase', () => {
  it('prefers a phase the message names', () => {
    expect(inferPhase(20, 'Running NLP analysis on 120 requirements')).toBe('nlp');
    expect(inferPhase(85, 'Sending the e-mail to the owner')).toBe('email');
    expect(inferPhase(60, 'LLM layers skipped: no model configured')).toBe('llm');
  });

  it('falls back to the percentage, also when the message names several phases', () => {
    expect(inferPhase(72, 'Working…')).toBe('propositions');
    expect(inferPhase(19, 'Static and NLP analysis: 1,000 of 10,000 requirements')).toBe('static');
  });

  it('takes the task step when it is a phase name', () => {
    expect(inferPhase(19, 'Static and NLP analysis', 'nlp')).toBe('nlp');
    expect(inferPhase(95, 'Done', 'completed')).toBe('email');
  });
});

describe('phaseStates', () => {
  it('completes earlier phases, runs the current one, leaves later ones pending', () => {
    expect(phaseStates('nlp')).toEqual({
      validate: 'completed',
      static: 'completed',
      nlp: 'running',
      llm: 'pending',
      propositions: 'pending',
      reporting: 'pending',
      email: 'pending',
    });
  });

  it('marks the running phase as failed', () => {
    expect(failedPhases(phaseStates('llm')).llm).toBe('error');
    expect(failedPhases(allPhases('pending')).validate).toBe('error');
    expect(failedPhases(allPhases('completed'))).toEqual(allPhases('completed'));
  });
});

describe('finishedPhases', () => {
  it('shows the layers that did not run as skipped, and never an email as sent', () => {
    const withoutModel = finishedPhases({
      static: true,
      nlp: true,
      llm: { used: false, message: 'No language model is configured.' },
    });
    expect(withoutModel).toEqual({
      validate: 'completed',
      static: 'completed',
      nlp: 'completed',
      llm: 'skipped',
      propositions: 'skipped',
      reporting: 'completed',
      email: 'skipped',
    });
    const withModel = finishedPhases({ static: true, nlp: false, llm: { used: true, message: '' } });
    expect([withModel.nlp, withModel.llm, withModel.propositions]).toEqual([
      'skipped',
      'completed',
      'completed',
    ]);
  });
});
