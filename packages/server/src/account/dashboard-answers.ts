import { createSessionCache } from '../auth/session-cache.js';
import type { DatabaseConnection } from '../db/database.js';
import type { DashboardService } from './dashboard-service.js';
import { isoWeekStart } from './dashboard-service.js';

const weekMs = 7 * 24 * 60 * 60 * 1000;

/**
 * The dashboard's JSON answer per user, kept by each server until the database announces a change of what it
 * shows (`d:<user id>`: activity sums, credits, last sign-in; `u:<user id>`: name, email, deletion) or its
 * week ends, so a signed-in user's dashboard needs no database round trip on most requests, however long the
 * history. The cache is the session cache's kind (session-cache.ts): nothing is kept while the listening
 * connection is down, and a look-up that overlapped an announcement is not kept.
 */
export async function createDashboardAnswers(
  dashboard: DashboardService,
  database: Pick<DatabaseConnection, 'listen' | 'executeSql'>,
) {
  const cache = createSessionCache<string>(database);
  const stop = await cache.start();

  /** The JSON of `userId`'s dashboard now. */
  async function answerOf(userId: string, now: Date = new Date()): Promise<string> {
    const weekStart = isoWeekStart(now).getTime();
    const key = `${userId}|${weekStart}`;
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const lookedUpAt = cache.generation();
    const answer = JSON.stringify(await dashboard.dashboardOf(userId, now));
    cache.set(key, answer, [`d:${userId}`, `u:${userId}`], weekStart + weekMs, lookedUpAt);
    return answer;
  }

  return {
    answerOf,
    /** Whether an answer of `userId`'s is kept (a change the user makes here then waits for settle). */
    holds: (userId: string) => cache.holds(`d:${userId}`),
    settle: cache.settle,
    stop,
  };
}

export type DashboardAnswers = Awaited<ReturnType<typeof createDashboardAnswers>>;
