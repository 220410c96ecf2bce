import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { creditBalance, userActivity } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase, testDatabaseUrl } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';
import { twoServersOnPostgres } from '../test/two-servers.js';

function activityOf(uid: string, analyzed: number) {
  return {
    uid,
    review_id: `review-${Math.random().toString(36).slice(2)}`,
    action: 'basic_review_completed',
    analysis_type: 'basic',
    total_to_analyze: analyzed,
    analyzed_requirements: analyzed,
    accepted_requirements: analyzed,
    rejected_requirements: 0,
    credits_used: 0,
    llm_analysis_time: 1,
    user_review_time: 1,
  };
}

async function dashboardOf(app: App, user: SignedInTestUser) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dashboard/?uid=${user.id}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ credits: number; totalAnalyzed: number; name: string }>();
}

describeEachDatabase('the dashboard cache', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers from the cache: activity added behind its back (no announcement) goes unnoticed', async () => {
    const user = await signUpNewUser(app, 'dash-cached');
    expect((await dashboardOf(app, user)).totalAnalyzed).toBe(0);
    const trigger = 'alter table "user_activity_weekly" %s trigger "user_activity_weekly_dashboard_notify"';
    await database().executeSql(trigger.replace('%s', 'disable'));
    try {
      await database().db.insert(userActivity).values({
        userId: user.id,
        reviewId: 'behind-its-back',
        action: 'basic_review_completed',
        analysisType: 'basic',
        totalToAnalyze: 7,
        analyzedRequirements: 7,
        acceptedRequirements: 7,
        rejectedRequirements: 0,
        creditsUsed: 0,
        llmAnalysisTime: 1,
        userReviewTime: 1,
      });
      expect((await dashboardOf(app, user)).totalAnalyzed).toBe(0);
    } finally {
      await database().executeSql(trigger.replace('%s', 'enable'));
    }
  });

  it('shows recorded activity on the next request, though the dashboard was cached', async () => {
    const user = await signUpNewUser(app, 'dash-activity');
    expect((await dashboardOf(app, user)).totalAnalyzed).toBe(0);
    expect((await dashboardOf(app, user)).totalAnalyzed).toBe(0);
    expect((await user.client.post('/api/user-activity/', activityOf(user.id, 5))).statusCode).toBe(200);
    expect((await dashboardOf(app, user)).totalAnalyzed).toBe(5);
    expect((await user.client.post('/api/user-activity/', activityOf(user.id, 3))).statusCode).toBe(200);
    expect((await dashboardOf(app, user)).totalAnalyzed).toBe(8);
  });

  it('shows a balance or name changed in the database once the change is announced', async () => {
    const user = await signUpNewUser(app, 'dash-credits');
    const before = await dashboardOf(app, user);
    await database()
      .db.update(creditBalance)
      .set({ balance: before.credits + 40 })
      .where(eq(creditBalance.userId, user.id));
    await app.sessions.settle();
    expect((await dashboardOf(app, user)).credits).toBe(before.credits + 40);
    const renamed = await user.client.post('/api/auth/update-user', { name: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await dashboardOf(app, user)).name).toBe('Renamed');
  });
});

describe.runIf(testDatabaseUrl)(
  'the answer and API token caches of two servers on one PostgreSQL database',
  () => {
    const servers = twoServersOnPostgres();

    it('records activity on one server and shows it on the other at the next request', async () => {
      const user = await signUpNewUser(servers.first(), 'dash-two-servers');
      expect((await dashboardOf(servers.second(), user)).totalAnalyzed).toBe(0);
      expect((await dashboardOf(servers.second(), user)).totalAnalyzed).toBe(0);
      expect((await user.client.post('/api/user-activity/', activityOf(user.id, 4))).statusCode).toBe(200);
      // The other server learns of it from its own listening connection; settle waits until it has.
      await servers.second().sessions.settle();
      expect((await dashboardOf(servers.second(), user)).totalAnalyzed).toBe(4);
    });

    it('revokes an API token on one server and is refused on the other at the next request', async () => {
      const user = await signUpNewUser(servers.first(), 'token-two-servers');
      await dashboardOf(servers.second(), user);
      await dashboardOf(servers.second(), user);
      const tokens = (await user.client.get('/api/user/api-tokens')).json<{
        tokens: Array<{ id: string }>;
      }>();
      const revoked = await user.client.request('DELETE', `/api/user/api-tokens/${tokens.tokens[0]?.id}`);
      expect(revoked.statusCode).toBe(200);
      await servers.second().sessions.settle();
      const refused = await servers.second().inject({
        method: 'GET',
        url: `/api/dashboard/?uid=${user.id}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(refused.statusCode).toBe(401);
    });

    it('keeps a spec on one server and lists it on the other at the next request', async () => {
      const user = await signUpNewUser(servers.first(), 'specs-two-servers');
      const listedOnSecond = async () =>
        (
          await servers.second().inject({
            method: 'GET',
            url: '/api/specs',
            headers: { authorization: `Bearer ${user.token}` },
          })
        )
          .json<{ specs: Array<{ title: string }> }>()
          .specs.map((spec) => spec.title);
      expect(await listedOnSecond()).toEqual([]);
      expect(await listedOnSecond()).toEqual([]);
      const created = await user.client.post('/api/specs', { title: 'Kept', spec: mcpTestSpec() });
      expect(created.statusCode, created.body).toBe(200);
      await servers.second().sessions.settle();
      expect(await listedOnSecond()).toEqual(['Kept']);
    });
  },
);
