import { DASHBOARD_WEEKS, type Dashboard } from '@specwright/core';
import { type AnyColumn, and, eq, gte, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { session, user, userActivity } from '../db/schema.js';
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

const activitySums = {
  total: sumOf(userActivity.totalToAnalyze),
  analyzed: sumOf(userActivity.analyzedRequirements),
  accepted: sumOf(userActivity.acceptedRequirements),
  rejected: sumOf(userActivity.rejectedRequirements),
};

async function findAccount(db: Database, userId: string) {
  const rows = await db
    .select({ name: user.name, email: user.email, createdAt: user.createdAt, lastLoginAt: user.lastLoginAt })
    .from(user)
    .where(eq(user.id, userId));
  const found = rows[0];
  if (!found) throw new AppError(404, 'No such user.');
  if (found.lastLoginAt) return found;
  const sessions = await db
    .select({ latest: max(session.createdAt) })
    .from(session)
    .where(eq(session.userId, userId));
  return { ...found, lastLoginAt: sessions[0]?.latest ?? null };
}

async function weeklyMetrics(db: Database, userId: string, weeks: string[]) {
  const week = sql<string>`to_char(date_trunc('week', ${userActivity.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const rows = await db
    .select({ week, ...activitySums })
    .from(userActivity)
    .where(
      and(eq(userActivity.userId, userId), gte(userActivity.createdAt, new Date(`${weeks[0]}T00:00:00Z`))),
    )
    .groupBy(week);
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  const series = (key: keyof typeof activitySums) => weeks.map((start) => byWeek.get(start)?.[key] ?? 0);
  return {
    weeks,
    total: series('total'),
    analyzed: series('analyzed'),
    accepted: series('accepted'),
    rejected: series('rejected'),
  };
}

export interface DashboardServiceDependencies {
  db: Database;
  credits: CreditsService;
}

/** The signed-in user's dashboard. */
export function dashboardService({ db, credits }: DashboardServiceDependencies) {
  /** The dashboard of `userId`: account, credits, activity totals and the last weeks' sums. */
  async function dashboardOf(userId: string, now: Date = new Date()): Promise<Dashboard> {
    const account = await findAccount(db, userId);
    const [balance, totals, weekly] = await Promise.all([
      credits.balanceOf(userId),
      db.select(activitySums).from(userActivity).where(eq(userActivity.userId, userId)),
      weeklyMetrics(db, userId, dashboardWeeks(now)),
    ]);
    return {
      name: account.name,
      email: account.email,
      credits: balance,
      created_at: account.createdAt.toISOString(),
      last_login: account.lastLoginAt?.toISOString() ?? null,
      totalAnalyzed: totals[0]?.analyzed ?? 0,
      totalAccepted: totals[0]?.accepted ?? 0,
      totalRejected: totals[0]?.rejected ?? 0,
      weeklyMetrics: weekly,
    };
  }

  return { dashboardOf };
}

export type DashboardService = ReturnType<typeof dashboardService>;
