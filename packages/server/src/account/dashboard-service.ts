import { DASHBOARD_WEEKS, type Dashboard } from '@specwright/core';
import { type AnyColumn, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { creditBalance, session, user, userActivityWeekly } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { CreditsService } from './credits-service.js';

const dayMs = 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the ISO week holding `date`. */
export function isoWeekStart(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const daysSinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - daysSinceMonday * dayMs);
}

/** The Mondays (YYYY-MM-DD) of the last DASHBOARD_WEEKS ISO weeks, oldest first, the current one last. */
export function dashboardWeeks(now: Date): string[] {
  const current = isoWeekStart(now).getTime();
  return Array.from({ length: DASHBOARD_WEEKS }, (_, index) =>
    new Date(current - (DASHBOARD_WEEKS - 1 - index) * 7 * dayMs).toISOString().slice(0, 10),
  );
}

const sumOf = (column: AnyColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);

const weekly = userActivityWeekly;

/** One week's sums as `[week, total, analyzed, accepted, rejected]`, the weeks from `since` on. */
const recentWeeks = (since: string) =>
  sql<Array<[string, number, number, number, number]>>`coalesce(json_agg(json_build_array(
    to_char(${weekly.weekStart}, 'YYYY-MM-DD'), ${weekly.totalToAnalyze}, ${weekly.analyzedRequirements},
    ${weekly.acceptedRequirements}, ${weekly.rejectedRequirements}
  )) filter (where ${weekly.weekStart} >= ${since}::date), '[]'::json)`;

/**
 * Everything the dashboard shows in one query: the account, its balance (null before the first grant), the
 * activity totals and the recent weeks, from the per-week sums (a few rows per user however long the
 * history is; `user_activity_weekly`, kept by a trigger on user_activity).
 */
async function dashboardRow(db: Database, userId: string, weeks: string[]) {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      createdAt: user.createdAt,
      lastLoginAt: sql<Date | string | null>`coalesce(${user.lastLoginAt},
        (select max(${session.createdAt}) from ${session} where ${session.userId} = ${user.id}))`,
      credits: sql<number | null>`(select ${creditBalance.balance} from ${creditBalance}
        where ${creditBalance.userId} = ${user.id})`,
      analyzed: sumOf(weekly.analyzedRequirements),
      accepted: sumOf(weekly.acceptedRequirements),
      rejected: sumOf(weekly.rejectedRequirements),
      recent: recentWeeks(weeks[0] ?? '1970-01-01'),
    })
    .from(user)
    .leftJoin(weekly, eq(weekly.userId, user.id))
    .where(eq(user.id, userId))
    .groupBy(user.id);
  if (!row) throw new AppError(404, 'No such user.');
  return row;
}

function weeklyMetrics(weeks: string[], recent: Array<[string, number, number, number, number]>) {
  const byWeek = new Map(recent.map((row) => [row[0], row]));
  const series = (index: 1 | 2 | 3 | 4) => weeks.map((start) => Number(byWeek.get(start)?.[index] ?? 0));
  return { weeks, total: series(1), analyzed: series(2), accepted: series(3), rejected: series(4) };
}

const isoDate = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface DashboardServiceDependencies {
  db: Database;
  credits: CreditsService;
}

/** The signed-in user's dashboard. */
export function dashboardService({ db, credits }: DashboardServiceDependencies) {
  /** The dashboard of `userId`: account, credits, activity totals and the last weeks' sums. */
  async function dashboardOf(userId: string, now: Date = new Date()): Promise<Dashboard> {
    const weeks = dashboardWeeks(now);
    const row = await dashboardRow(db, userId, weeks);
    return {
      name: row.name,
      email: row.email,
      credits: row.credits === null ? await credits.balanceOf(userId) : Number(row.credits),
      creditsAwaitEmailVerification: await credits.awaitsEmailVerification(userId),
      created_at: row.createdAt.toISOString(),
      last_login: isoDate(row.lastLoginAt),
      totalAnalyzed: row.analyzed,
      totalAccepted: row.accepted,
      totalRejected: row.rejected,
      weeklyMetrics: weeklyMetrics(weeks, row.recent),
    };
  }

  return { dashboardOf };
}

export type DashboardService = ReturnType<typeof dashboardService>;
