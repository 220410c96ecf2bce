import { dashboardSchema } from '@specwright/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { userActivity } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser, TestClient } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { creditsService } from './credits-service.js';
import { dashboardService } from './dashboard-service.js';

function activity(
  uid: string,
  counts: { total: number; analyzed: number; accepted: number; rejected: number },
) {
  return {
    uid,
    review_id: `review-${Math.random().toString(36).slice(2)}`,
    action: 'basic_review_completed',
    analysis_type: 'basic',
    total_to_analyze: counts.total,
    analyzed_requirements: counts.analyzed,
    accepted_requirements: counts.accepted,
    rejected_requirements: counts.rejected,
    credits_used: counts.total,
    llm_analysis_time: 12.5,
    user_review_time: 40,
  };
}

describeEachDatabase('activity and dashboard', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  let other: SignedInTestUser;
  beforeAll(async () => {
    app = await buildTestApp(database());
    owner = await signUpNewUser(app, 'owner');
    other = await signUpNewUser(app, 'other');
  });
  afterAll(async () => {
    await app.close();
  });

  describe('POST /api/user-activity/', () => {
    it('stores the activity of the signed-in user and answers { ok: true }', async () => {
      const body = activity(owner.id, { total: 5, analyzed: 5, accepted: 3, rejected: 2 });
      const response = await owner.client.post('/api/user-activity/', body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const rows = await database()
        .db.select()
        .from(userActivity)
        .where(eq(userActivity.reviewId, body.review_id));
      expect(rows).toEqual([
        expect.objectContaining({
          userId: owner.id,
          analysisType: 'basic',
          acceptedRequirements: 3,
          llmAnalysisTime: 12.5,
        }),
      ]);
    });

    it('answers 401 signed out, 403 for another uid, 400 for an invalid body', async () => {
      const body = activity(owner.id, { total: 1, analyzed: 1, accepted: 1, rejected: 0 });
      const anonymous = await new TestClient(app).post('/api/user-activity/', body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({
        error: 'Unauthorized',
        message: 'You must be signed in to use this feature.',
      });
      const foreign = await other.client.post('/api/user-activity/', body);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({
        error: 'Forbidden',
        message: 'You can only record your own activity.',
      });
      const invalid = await owner.client.post('/api/user-activity/', { ...body, accepted_requirements: -1 });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({
        error: 'Bad Request',
        message: expect.stringContaining('accepted_requirements'),
      });
      const missing = await owner.client.post('/api/user-activity', { uid: owner.id });
      expect(missing.statusCode).toBe(400);
    });
  });

  describe('GET /api/dashboard/', () => {
    it('answers the owner (bearer token) with credits, totals and weekly metrics', async () => {
      const user = await signUpNewUser(app, 'metrics');
      await user.client.post(
        '/api/user-activity/',
        activity(user.id, { total: 10, analyzed: 8, accepted: 5, rejected: 3 }),
      );
      await user.client.post(
        '/api/user-activity/',
        activity(user.id, { total: 4, analyzed: 4, accepted: 1, rejected: 2 }),
      );
      const response = await app.inject({
        url: `/api/dashboard/?uid=${user.id}`,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect(response.statusCode).toBe(200);
      const dashboard = dashboardSchema.parse(response.json());
      expect(dashboard).toMatchObject({
        email: user.email,
        name: user.email.split('@')[0],
        credits: 100,
        totalAnalyzed: 12,
        totalAccepted: 6,
        totalRejected: 5,
      });
      expect(Date.parse(dashboard.created_at)).not.toBeNaN();
      expect(Date.parse(dashboard.last_login ?? '')).not.toBeNaN();
      expect(dashboard.weeklyMetrics.total).toEqual([0, 0, 0, 0, 0, 0, 0, 14]);
      expect(dashboard.weeklyMetrics.analyzed).toEqual([0, 0, 0, 0, 0, 0, 0, 12]);
      expect(dashboard.weeklyMetrics.accepted).toEqual([0, 0, 0, 0, 0, 0, 0, 6]);
      expect(dashboard.weeklyMetrics.rejected).toEqual([0, 0, 0, 0, 0, 0, 0, 5]);
      expect(new Date(`${dashboard.weeklyMetrics.weeks.at(-1)}T00:00:00Z`).getUTCDay()).toBe(1);
    });

    it('answers the owner by session cookie; 403 for another uid; 401 signed out or with a bad token', async () => {
      expect((await owner.client.get(`/api/dashboard?uid=${owner.id}`)).statusCode).toBe(200);
      const foreign = await other.client.get(`/api/dashboard/?uid=${owner.id}`);
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ error: 'Forbidden', message: 'You can only see your own dashboard.' });
      const anonymous = await app.inject({ url: `/api/dashboard/?uid=${owner.id}` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().message).toBe('You must be signed in to use this feature.');
      const badToken = await app.inject({
        url: `/api/dashboard/?uid=${owner.id}`,
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect(badToken.statusCode).toBe(401);
      expect((await owner.client.get('/api/dashboard/')).statusCode).toBe(400);
    });

    it('sums activity per ISO week, oldest week first', async () => {
      const user = await signUpNewUser(app, 'weeks');
      const now = new Date('2026-03-18T12:00:00Z'); // a Wednesday
      const at = (iso: string, total: number) =>
        database()
          .db.insert(userActivity)
          .values({
            ...{ userId: user.id, reviewId: iso, action: 'a', analysisType: 'basic' },
            ...{ totalToAnalyze: total, analyzedRequirements: total, acceptedRequirements: 0 },
            ...{ rejectedRequirements: 0, creditsUsed: 0, llmAnalysisTime: 0, userReviewTime: 0 },
            createdAt: new Date(iso),
          });
      await at('2026-03-16T00:00:00Z', 1); // Monday of this week
      await at('2026-03-15T23:59:59Z', 2); // Sunday: the week before
      await at('2026-01-26T10:00:00Z', 4); // 7 weeks back: the oldest shown
      await at('2026-01-25T10:00:00Z', 8); // 8 weeks back: not shown, but in the totals
      const dashboard = await dashboardService({
        db: database().db,
        credits: creditsService({ db: database().db, initialCredits: 100 }),
      }).dashboardOf(user.id, now);
      expect(dashboard.weeklyMetrics.weeks).toEqual([
        '2026-01-26',
        '2026-02-02',
        '2026-02-09',
        '2026-02-16',
        '2026-02-23',
        '2026-03-02',
        '2026-03-09',
        '2026-03-16',
      ]);
      expect(dashboard.weeklyMetrics.total).toEqual([4, 0, 0, 0, 0, 0, 2, 1]);
      expect(dashboard.totalAnalyzed).toBe(15);
    });
  });
});
