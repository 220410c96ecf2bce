import { describe, expect, it } from 'vitest';
import { cellBand, parseScore, scoreBand, scoreBandCounts } from './score-bands.js';

describe('score bands', () => {
  it.each([
    [100, 'high'],
    [80, 'high'],
    [79, 'medium'],
    [50, 'medium'],
    [49, 'low'],
    [5, 'low'],
  ] as const)('%d is %s', (score, band) => expect(scoreBand(score)).toBe(band));

  it('parses scores from cells', () => {
    expect(parseScore('85')).toBe(85);
    expect(parseScore(10)).toBe(10);
    expect(parseScore('')).toBeNull();
    expect(parseScore('n/a')).toBeNull();
    expect(parseScore(null)).toBeNull();
    expect(cellBand('')).toBe('unscored');
    expect(cellBand('62')).toBe('medium');
  });

  it('counts requirements per band, never chapters, context or comments', () => {
    const row = (id: string, score: string, this_is_a = 'requirement') => ({
      id,
      rowOrder: 1,
      tempChangeStatus: 'unchanged' as const,
      score,
      this_is_a,
    });
    const counts = scoreBandCounts([
      row('a', '90'),
      row('b', '55'),
      row('c', '10'),
      row('d', ''),
      row('e', '', 'chapter'),
      row('f', '20', 'comment'),
    ]);
    expect(counts).toEqual({ high: 1, medium: 1, low: 1, unscored: 1 });
  });
});
