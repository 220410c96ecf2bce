import type { WeeklyMetrics } from './dashboard-api';

export interface WeekPoint {
  week: string;
  total: number;
  analyzed: number;
  accepted: number;
  rejected: number;
}

/** The chart's series in the spec's palette order. */
export const WEEKLY_SERIES = [
  { key: 'total', label: 'Total', color: '#4E79A7' },
  { key: 'analyzed', label: 'Analyzed', color: '#F28E2B' },
  { key: 'accepted', label: 'Accepted', color: '#E15759' },
  { key: 'rejected', label: 'Rejected', color: '#76B7B2' },
] as const;

const SHORT_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A week by its Monday ('2026-03-02' → 'Mar 2'); the newest week is 'This week'. */
export function weekLabel(monday: string | undefined, isNewest: boolean): string {
  if (isNewest) return 'This week';
  const match = monday ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(monday) : null;
  if (!match) return monday ?? '';
  return SHORT_DAY.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))));
}

/** One point per week, oldest first (the server's order); a missing value counts as 0. */
export function weeklyPoints(metrics: WeeklyMetrics): WeekPoint[] {
  const weeks = Math.max(
    metrics.weeks.length,
    metrics.total.length,
    metrics.analyzed.length,
    metrics.accepted.length,
    metrics.rejected.length,
  );
  return Array.from({ length: weeks }, (_, index) => ({
    week: weekLabel(metrics.weeks[index], index === weeks - 1),
    total: metrics.total[index] ?? 0,
    analyzed: metrics.analyzed[index] ?? 0,
    accepted: metrics.accepted[index] ?? 0,
    rejected: metrics.rejected[index] ?? 0,
  }));
}

/** A sentence for screen readers: what the chart shows, week by week. */
export function weeklySummary(points: readonly WeekPoint[]): string {
  if (points.length === 0) return 'No weekly activity yet.';
  const weeks = points
    .map(
      (point) =>
        `${point.week}: ${point.total} total, ${point.analyzed} analyzed, ${point.accepted} accepted, ${point.rejected} rejected`,
    )
    .join('; ');
  return `Requirements per week. ${weeks}.`;
}

export function hasActivity(points: readonly WeekPoint[]): boolean {
  return points.some((point) => point.total + point.analyzed + point.accepted + point.rejected > 0);
}
