import { describe, expect, it } from 'vitest';
import { jaccard, requirementTerms, shingles, stem } from './terms.js';

describe('requirementTerms', () => {
  it('keeps content words, stems them and sets negation and values apart', () => {
    expect(requirementTerms('5.2.1 The system shall not store passwords for 30 days.')).toEqual({
      neutral: ['system', 'store', 'password', '#', 'day'],
      subject: 'system',
      negated: true,
      quantities: ['30 day'],
      normalized: 'the system shall not store passwords for 30 days',
    });
  });

  it('does not take section references or figure numbers for values', () => {
    expect(
      requirementTerms('The radio shall comply with section 4.3 and 3.8.2 (see figure 9-1).').quantities,
    ).toEqual([]);
  });
});

describe('similarity helpers', () => {
  it('stems plural and tense variants to one form', () => {
    expect(['orders', 'ordered', 'ordering', 'order'].map(stem)).toEqual([
      'order',
      'order',
      'order',
      'order',
    ]);
    expect(stem('address')).toBe('address');
  });

  it('builds word and word-pair shingles and measures their overlap', () => {
    expect([...shingles(['log', 'error'])]).toEqual(['log', 'error', 'log error']);
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set())).toBe(1);
  });
});
