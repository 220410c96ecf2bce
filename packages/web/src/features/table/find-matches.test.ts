import type { Row } from '@specwright/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findMatches, stepMatch } from './find-matches';

const row = (id: string, values: Record<string, string | number | null>): Row => ({
  id,
  rowOrder: 1,
  tempChangeStatus: 'unchanged',
  ...values,
});

describe('findMatches', () => {
  const rows = [
    row('a', { description: 'The system shall log in', owner: 'Team Log' }),
    row('b', { description: 'Nothing here', owner: 42 }),
    row('c', { description: 'LOGOUT within 2 s', owner: null }),
  ];

  it('finds cells in reading order, ignoring case, in the shown columns only', () => {
    expect(findMatches(rows, ['description', 'owner'], 'log')).toEqual([
      { rowId: 'a', field: 'description' },
      { rowId: 'a', field: 'owner' },
      { rowId: 'c', field: 'description' },
    ]);
    expect(findMatches(rows, ['owner'], '42')).toEqual([{ rowId: 'b', field: 'owner' }]);
    expect(findMatches(rows, ['description'], '  ')).toEqual([]);
  });
});

describe('stepMatch', () => {
  it('wraps around in both directions', () => {
    expect(stepMatch(-1, 3, 1)).toBe(0);
    expect(stepMatch(-1, 3, -1)).toBe(2);
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(0, 0, 1)).toBe(-1);
  });

  it('always lands on a match', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: -1, max: 49 }),
        fc.boolean(),
        (count, at, forward) => {
          const next = stepMatch(Math.min(at, count - 1), count, forward ? 1 : -1);
          expect(next).toBeGreaterThanOrEqual(0);
          expect(next).toBeLessThan(count);
        },
      ),
    );
  });
});
