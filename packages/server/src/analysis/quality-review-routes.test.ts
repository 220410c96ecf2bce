import { basicReviewResponseSchema } from '@specwright/core';
import type { QualityModel } from '@specwright/quality';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsService } from '../account/credits-service.js';
import type { App } from '../app.js';
import { analyticsEvents, creditLedger, userActivity } from '../db/schema.js';
import { basicRequest, buildAnalysisTestApp, deferred, pollTask } from '../test/analysis.js';
import { type SignedInTestUser, signUpNewUser, TestClient } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

const unusedModel: QualityModel = {
  generate: async () => {
    throw new Error('not called: the engine is replaced');
  },
};
const proposal = { id: 'R1', action: 'delete', reason: 'Duplicate of R2', description: 'x', proposition: '' };

describeEachDatabase('reviews', (database) => {
  let app: App;
  let user: SignedInTestUser;
  let failAdvanced = false;
  beforeAll(async () => {
    app = await buildAnalysisTestApp(database(), {
      // A model is configured (the replaced engine never calls it), so the review's credits are spent.
      qualityModel: unusedModel,
      qualityEngine: {
        advancedReview: async () => {
          if (failAdvanced) throw new Error('engine broke');
          return [proposal];
        },
      },
    });
    user = await signUpNewUser(app, 'reviewer');
  });
  afterAll(async () => {
    await app.close();
  });
  const credits = () => creditsService({ db: database().db, initialCredits: 100 });
  const activityOf = (reviewId: string) =>
    database().db.select().from(userActivity).where(eq(userActivity.reviewId, reviewId));

  describe('basic review', () => {
    it('answers one row per requirement and logs activity with credits used = row count', async () => {
      const response = await user.client.post('/api/reqif_analyze/basic', basicRequest(3));
      expect(response.statusCode, response.body).toBe(200);
      const rows = basicReviewResponseSchema.parse(response.json()).rows;
      expect(rows.map((row) => row.id)).toEqual(['R1', 'R2', 'R3']);
      expect(await activityOf('review-3')).toEqual([
        expect.objectContaining({
          userId: user.id,
          analysisType: 'basic',
          creditsUsed: 3,
          totalToAnalyze: 3,
        }),
      ]);
      const events = await database()
        .db.select()
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.name, 'review_completed'), eq(analyticsEvents.sessionId, 'review-3')));
      expect(events).toEqual([expect.objectContaining({ userId: user.id })]);
      expect(await credits().balanceOf(user.id)).toBe(100);
    });

    it('runs async for an anonymous caller, readable by the task id, and logs only the event', async () => {
      const anonymous = new TestClient(app);
      const request = { ...basicRequest(2), review_id: 'anonymous-basic' };
      const started = await anonymous.post('/api/reqif_analyze/basic/async', request);
      expect(started.statusCode, started.body).toBe(200);
      const done = await pollTask(
        (url) => anonymous.get(url),
        `/api/reqif_analyze/basic/status/${started.json().task_id}`,
      );
      expect(done.status).toBe('completed');
      expect(basicReviewResponseSchema.parse(done.results).rows).toHaveLength(2);
      expect(await activityOf('anonymous-basic')).toEqual([]);
      await expect
        .poll(async () =>
          database()
            .db.select()
            .from(analyticsEvents)
            .where(eq(analyticsEvents.sessionId, 'anonymous-basic')),
        )
        .toHaveLength(1);
    });

    it("keeps a signed-in user's task from everyone else (404)", async () => {
      const started = await user.client.post('/api/reqif_analyze/basic/async', basicRequest(1));
      const taskId = started.json().task_id;
      const other = await signUpNewUser(app, 'other');
      for (const client of [other.client, new TestClient(app)]) {
        expect((await client.get(`/api/reqif_analyze/basic/status/${taskId}`)).statusCode).toBe(404);
        expect((await client.request('DELETE', `/api/reqif_analyze/basic/cancel/${taskId}`)).statusCode).toBe(
          404,
        );
      }
      const done = await pollTask((url) => user.client.get(url), `/api/reqif_analyze/basic/status/${taskId}`);
      expect(done.status).toBe('completed');
    });

    it('answers 400 for no requirements and for a missing column', async () => {
      const empty = await user.client.post('/api/reqif_analyze/basic/async', basicRequest(0));
      expect(empty.json()).toEqual({
        error: 'Bad Request',
        message: 'No requirements found in the active file.',
      });
      const noColumn = await user.client.post('/api/reqif_analyze/basic', {
        requirements: [{ id: 'R1', description: 'x' }],
      });
      expect(noColumn.statusCode).toBe(400);
    });
  });

  describe('advanced review', () => {
    const request = (count: number, reviewId: string) => ({ ...basicRequest(count), review_id: reviewId });

    it('needs sign-in (401)', async () => {
      const response = await new TestClient(app).post('/api/reqif_propose/advanced', request(2, 'anon'));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('You must be signed in to use this feature.');
    });

    it('spends one credit per row and answers the proposals', async () => {
      const reviewer = await signUpNewUser(app, 'advanced');
      const response = await reviewer.client.post('/api/reqif_propose/advanced', request(7, 'adv-1'));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ rows: [proposal] });
      expect(await credits().balanceOf(reviewer.id)).toBe(93);
      expect(await activityOf('adv-1')).toEqual([
        expect.objectContaining({ analysisType: 'advanced', creditsUsed: 7 }),
      ]);
    });

    it('answers 402 without enough credits and spends nothing', async () => {
      const reviewer = await signUpNewUser(app, 'poor');
      const response = await reviewer.client.post('/api/reqif_propose/advanced', request(101, 'adv-poor'));
      expect(response.statusCode).toBe(402);
      expect(response.json().message).toBe('You do not have enough credits to perform this analysis.');
      expect(await credits().balanceOf(reviewer.id)).toBe(100);
    });

    it('spends credits exactly once per quality review under concurrency', async () => {
      const reviewer = await signUpNewUser(app, 'concurrent');
      const responses = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          reviewer.client.post('/api/reqif_propose/advanced', request(30, `c-${i}`)),
        ),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([200, 200, 200, 402, 402]);
      expect(await credits().balanceOf(reviewer.id)).toBe(10);
      const spends = await database()
        .db.select()
        .from(creditLedger)
        .where(eq(creditLedger.userId, reviewer.id));
      expect(spends.filter((row) => row.delta === -30)).toHaveLength(3);
    });

    it('gives the credits back when the quality review fails', async () => {
      const reviewer = await signUpNewUser(app, 'refund');
      failAdvanced = true;
      try {
        const response = await reviewer.client.post('/api/reqif_propose/advanced', request(5, 'adv-fail'));
        expect(response.statusCode).toBe(500);
      } finally {
        failAdvanced = false;
      }
      expect(await credits().balanceOf(reviewer.id)).toBe(100);
    });
  });
});

describeEachDatabase('basic review cancel', (database) => {
  it('cancels a running basic review', async () => {
    const entered = deferred();
    const release = deferred();
    const app = await buildAnalysisTestApp(database(), {
      qualityEngine: {
        basicReview: async (rows, options) => {
          await options.onProgress?.({ percentage: 20, step: 'static', message: 'Checking spelling' });
          entered.resolve();
          await release.promise;
          await options.onProgress?.({ percentage: 50, step: 'nlp', message: 'Checking grammar' });
          return rows.map((row) => ({ ...row, status: 'ok' as const, proposition: '', reason: '' }));
        },
      },
    });
    try {
      const client = new TestClient(app);
      const started = await client.post('/api/reqif_analyze/basic/async', basicRequest(2));
      const taskId = started.json().task_id;
      await entered.promise;
      const cancel = await client.request('DELETE', `/api/reqif_analyze/basic/cancel/${taskId}`);
      expect(cancel.statusCode).toBe(200);
      expect(cancel.json()).toEqual({ message: 'Analysis cancelled.' });
      release.resolve();
      const done = await pollTask((url) => client.get(url), `/api/reqif_analyze/basic/status/${taskId}`);
      expect(done).toMatchObject({ status: 'cancelled', results: null });
    } finally {
      release.resolve();
      await app.close();
    }
  });
});
