import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

/** `count` activity rows of `userId` in one statement, spread over the last `days` days. */
const insertActivity = (userId: string, count: number, days: number) =>
  [
    `insert into user_activity (user_id, review_id, action, analysis_type, total_to_analyze,
    analyzed_requirements, accepted_requirements, rejected_requirements, credits_used, llm_analysis_time,
    user_review_time, created_at)
    select $1, 'r' || n, 'basic_review_completed', 'basic', n % 7, n % 5, n % 3, n % 2, 1, 1, 1,
      now() - (n % $3::int) * interval '1 day' - (n % 24) * interval '1 hour'
    from generate_series(1, $2::int) as n`,
    [userId, count, days],
  ] as const;

const weeklyFromRows = `select user_id, date_trunc('week', created_at at time zone 'UTC')::date::text as week,
    count(*)::int as activities, sum(total_to_analyze)::int as total, sum(analyzed_requirements)::int as analyzed,
    sum(accepted_requirements)::int as accepted, sum(rejected_requirements)::int as rejected
  from user_activity where user_id = $1 group by 1, 2 order by 2`;

const weeklyKept = `select user_id, week_start::text as week, activities, total_to_analyze::int as total,
    analyzed_requirements::int as analyzed, accepted_requirements::int as accepted,
    rejected_requirements::int as rejected
  from user_activity_weekly where user_id = $1 order by 2`;

describeEachDatabase('the weekly activity sums', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => {
    await app.close();
  });

  it('stay equal to the sums of the rows, inserted one by one or many at once', async () => {
    const user = await signUpNewUser(app, 'weekly');
    const [text, values] = insertActivity(user.id, 3_000, 400);
    await database().executeSql(text, [...values]);
    const [one, oneValues] = insertActivity(user.id, 1, 1);
    await database().executeSql(one, [...oneValues]);
    const kept = await database().executeSql(weeklyKept, [user.id]);
    expect(kept.rows.length).toBeGreaterThan(50);
    expect(kept.rows).toEqual((await database().executeSql(weeklyFromRows, [user.id])).rows);
  });

  it('give the dashboard the totals of the whole history', async () => {
    const user = await signUpNewUser(app, 'history');
    const [text, values] = insertActivity(user.id, 2_000, 900);
    await database().executeSql(text, [...values]);
    const sums = await database().executeSql(
      'select sum(analyzed_requirements)::int as analyzed, sum(accepted_requirements)::int as accepted, sum(rejected_requirements)::int as rejected from user_activity where user_id = $1',
      [user.id],
    );
    const dashboard = await user.client.get(`/api/dashboard/?uid=${user.id}`);
    expect(dashboard.statusCode).toBe(200);
    const expected = sums.rows[0] as { analyzed: number; accepted: number; rejected: number };
    expect(dashboard.json()).toMatchObject({
      totalAnalyzed: expected.analyzed,
      totalAccepted: expected.accepted,
      totalRejected: expected.rejected,
    });
  });
});
