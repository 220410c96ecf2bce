import { describe, expect, it } from 'vitest';
import { hasActivity, WEEKLY_SERIES, weekLabel, weeklyPoints, weeklySummary } from './weekly-chart';

describe('weekly chart data', () => {
  it('uses the spec palette for total, analyzed, accepted and rejected', () => {
    expect(WEEKLY_SERIES.map((series) => series.color)).toEqual(['#4E79A7', '#F28E2B', '#E15759', '#76B7B2']);
  });

  it('labels weeks by their Monday, the newest as This week', () => {
    expect(weekLabel('2026-03-02', false)).toBe('Mar 2');
    expect(weekLabel('2026-03-09', true)).toBe('This week');
    expect(weekLabel(undefined, false)).toBe('');
  });

  it('makes one point per week, oldest first', () => {
    const points = weeklyPoints({
      weeks: ['2026-02-23', '2026-03-02'],
      total: [3, 5],
      analyzed: [3, 4],
      accepted: [2],
      rejected: [1, 1],
    });
    expect(points).toEqual([
      { week: 'Feb 23', total: 3, analyzed: 3, accepted: 2, rejected: 1 },
      { week: 'This week', total: 5, analyzed: 4, accepted: 0, rejected: 1 },
    ]);
    expect(hasActivity(points)).toBe(true);
    expect(weeklySummary(points)).toContain('This week: 5 total, 4 analyzed, 0 accepted, 1 rejected');
  });

  it('knows when there is nothing to chart', () => {
    const empty = weeklyPoints({
      weeks: ['2026-03-02'],
      total: [0],
      analyzed: [0],
      accepted: [0],
      rejected: [0],
    });
    expect(hasActivity(empty)).toBe(false);
    expect(weeklySummary([])).toBe('No weekly activity yet.');
  });
});
