export type ScoreBand = 'high' | 'medium' | 'low';

/** Display bands: 80 or more high, 50 to under 80 medium, under 50 low. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'high';
  if (score >= 50) return 'medium';
  return 'low';
}

export const BAND_LABELS: Readonly<Record<ScoreBand, string>> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** A cell value as a score, or null when it is not one (blank cells, text). */
export function parseScore(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const score = Number(value);
  return Number.isFinite(score) ? score : null;
}
