import { describe, expect, it } from 'vitest';
import { findingTitleOf } from './finding-title';

describe('findingTitleOf', () => {
  it('reads the deciding finding from a score description', () => {
    expect(
      findingTitleOf("Loophole (escape or open-ended clause) (10): 'if possible' — An escape clause."),
    ).toBe('Loophole (escape or open-ended clause)');
    expect(
      findingTitleOf("Missing modal verb (50): 'loads' — No shall. Also: Vague pronoun (55): 'it'."),
    ).toBe('Missing modal verb');
  });

  it('finds no finding in other descriptions', () => {
    expect(findingTitleOf('No issues found by the static and NLP detectors (92): measurable.')).toBeNull();
    expect(findingTitleOf('')).toBeNull();
  });
});
