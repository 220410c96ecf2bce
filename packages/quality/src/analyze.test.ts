import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { analyzeRequirement, lintRequirement } from './analyze.js';

describe('analyzeRequirement', () => {
  test('the lowest finding score wins and the description names it with the words', () => {
    const analysis = analyzeRequirement('The system shall be user-friendly and easier to use if possible.');
    expect(analysis.score).toBe(10);
    expect(analysis.description).toMatch(
      /^Loophole \(escape or open-ended clause\) \(10\): 'if possible' — /,
    );
    expect(analysis.description).toContain("Also: Subjective language (30): 'user-friendly'");
  });

  test('the suggestion proposes a concrete rewrite', () => {
    const analysis = analyzeRequirement('The system shall encrypt backups if possible.');
    expect(analysis.suggestion).toContain('Rewrite: "The system shall encrypt backups."');
  });

  test('the rewrite fixes every finding of its row in one sentence, with example figures to confirm', () => {
    const analysis = analyzeRequirement('The system should be easy to use and respond quickly.');
    expect(analysis.suggestion).toContain(
      'Rewrite: "The system shall let a first-time user complete each task without help within 5 minutes and respond within 2 seconds." (example figures: confirm them)',
    );
    expect(analysis.suggestion).not.toMatch(/<[^<>]+>/);
    expect(analyzeRequirement('The system may export the report.').suggestion).toContain(
      'Rewrite: "The system shall export the report."',
    );
    expect(analyzeRequirement('O sistema pode processar vários pedidos.').suggestion).toContain(
      'Rewrite: "O sistema deve processar pelo menos 3 pedidos." (example figures: confirm them)',
    );
  });

  test('without a fix for every finding there is no rewrite, only what to change', () => {
    const analysis = analyzeRequirement('The system shall export CSV and/or JSON.');
    expect(analysis.suggestion).not.toContain('Rewrite');
    expect(analysis.suggestion).not.toMatch(/<[^<>]+>/);
  });

  test('an NLP finding decides when no static detector fires', () => {
    const analysis = analyzeRequirement('The system should log every failed login.');
    expect(analysis.score).toBe(58);
    expect(analysis.description).toContain("Weak modal verb (58): 'should'");
  });

  test('a clean requirement scores 80–100 from its measurable qualities', () => {
    const best = analyzeRequirement(
      'WHEN the operator submits an order, the system shall confirm the order within 2 seconds.',
    );
    expect(best).toMatchObject({ score: 100, findings: [] });
    expect(best.description).toContain('EARS conformant, measurable criterion, one requirement');
    const noNumber = analyzeRequirement(
      'The login service shall hash passwords with the Argon2id algorithm.',
    );
    expect(noNumber.score).toBe(95);
    expect(noNumber.suggestion).toContain('add a measurable criterion');
  });

  test('an empty requirement scores 0 with a clear message', () => {
    for (const text of ['', '   \n ']) {
      expect(analyzeRequirement(text)).toEqual({
        score: 0,
        findings: [],
        description: 'Empty requirement: there is no text to analyse.',
        suggestion:
          "Write the requirement, e.g. 'WHEN the user saves a form, the system shall store it within 2 seconds.'",
      });
    }
    expect(lintRequirement('')).toEqual([]);
  });
});

describe('properties', () => {
  const requirementLike = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc
      .array(
        fc.constantFrom(
          'The',
          'system',
          'shall',
          'not',
          'if possible',
          'easy',
          '"quoted"',
          'best',
          'it',
          'be',
          'encrypted',
          'and',
          'store',
          '30',
          'ms',
          ',',
          '.',
          'Normal',
          'Mode',
          'étä',
          '😀',
        ),
        { maxLength: 30 },
      )
      .map((words) => words.join(' ')),
  );

  test('never throws, is deterministic and scores within 0–100', () => {
    fc.assert(
      fc.property(requirementLike, (text) => {
        const first = analyzeRequirement(text);
        expect(analyzeRequirement(text)).toEqual(first);
        expect(first.score).toBeGreaterThanOrEqual(0);
        expect(first.score).toBeLessThanOrEqual(100);
      }),
      { seed: 5, numRuns: 300 },
    );
  });

  test('every finding points at its words in the text', () => {
    fc.assert(
      fc.property(requirementLike, (text) => {
        for (const finding of lintRequirement(text)) {
          expect(finding.start).toBeGreaterThanOrEqual(0);
          expect(finding.end).toBeLessThanOrEqual(text.length);
          expect(finding.end).toBeGreaterThan(finding.start);
          expect(text.slice(finding.start, finding.end)).toBe(finding.words.join(' '));
        }
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  test('the score is the lowest finding score whenever there is a finding', () => {
    fc.assert(
      fc.property(requirementLike, (text) => {
        const analysis = analyzeRequirement(text);
        if (analysis.findings.length > 0) {
          expect(analysis.score).toBe(Math.min(...analysis.findings.map((finding) => finding.score)));
        }
      }),
      { seed: 11, numRuns: 300 },
    );
  });
});
