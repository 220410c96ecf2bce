import { describe, expect, it } from 'vitest';
import { formatReleaseDate } from './format-release-date';

describe('formatReleaseDate', () => {
  it('writes an ISO date as a long English date', () => {
    expect(formatReleaseDate('2026-11-21')).toBe('November 21, 2026');
    expect(formatReleaseDate('2025-07-18')).toBe('July 18, 2025');
  });

  it('keeps the calendar date of a timestamp whatever the time zone', () => {
    expect(formatReleaseDate('2026-01-01T23:30:00-08:00')).toBe('January 1, 2026');
  });

  it('returns text it cannot read unchanged', () => {
    expect(formatReleaseDate('soon')).toBe('soon');
    expect(formatReleaseDate('2026-13-40')).toBe('2026-13-40');
  });
});
