import type { CellValue, Row } from '../spec/model.js';
import { isRequirementRow } from './document.js';

export const SCORE_BANDS = ['high', 'medium', 'low'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];
/** A band, or 'unscored' for a requirement whose score cell holds no score. */
export type ScoreBandOrUnscored = ScoreBand | 'unscored';

/** Display bands: 80 or more high, 50 to under 80 medium, under 50 low. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'high';
  if (score >= 50) return 'medium';
  return 'low';
}

export const BAND_LABELS: Readonly<Record<ScoreBandOrUnscored, string>> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
  unscored: 'Not scored',
};

export const BAND_RANGES: Readonly<Record<ScoreBandOrUnscored, string>> = {
  high: '80–100',
  medium: '50–79',
  low: 'under 50',
  unscored: 'no score',
};

/** A cell value as a score, or null when it is not one (blank cells, text). */
export function parseScore(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const score = Number(value);
  return Number.isFinite(score) ? score : null;
}

/** The band of a score cell, or 'unscored' when it holds no score. */
export function cellBand(value: CellValue | undefined): ScoreBandOrUnscored {
  const score = parseScore(value);
  return score === null ? 'unscored' : scoreBand(score);
}

/** How many requirements fall in each band (chapters, context and comments are not counted). */
export function scoreBandCounts(rows: readonly Row[]): Record<ScoreBandOrUnscored, number> {
  const counts: Record<ScoreBandOrUnscored, number> = { high: 0, medium: 0, low: 0, unscored: 0 };
  for (const row of rows) if (isRequirementRow(row)) counts[cellBand(row.score)]++;
  return counts;
}
