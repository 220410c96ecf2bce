import type { QualityModel } from '@specwright/quality';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { creditsService } from '../account/credits-service.js';
import type { App } from '../app.js';
import { creditLedger, userActivity } from '../db/schema.js';
import { basicRequest, buildAnalysisTestApp } from '../test/analysis.js';
import { signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

/** A model answering every batch with no proposals, or failing the batches `fails` says. */
function modelFailing(fails: (call: number) => boolean): QualityModel {
  let calls = 0;
  return {
    generate: async (request) => {
      calls += 1;
      if (fails(calls)) throw new Error('503 Service Unavailable');
      return request.schema.parse({ proposals: [] });
    },
  };
}

describeEachDatabase('advanced review credits', (database) => {
  const apps: App[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  /** Signs a user up on an app with `model` and runs an advanced review of `rows` rows (or of `request`). */
  async function review(model: QualityModel | null, rows: number, request = basicRequest(rows)) {
    const app = await buildAnalysisTestApp(database(), { qualityModel: model });
    apps.push(app);
    const user = await signUpNewUser(app, 'credits');
    const reviewId = `credits-${user.id}`;
    const response = await user.client.post('/api/reqif_propose/advanced', {
      ...request,
      review_id: reviewId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const db = database().db;
    return {
      balance: await creditsService({ db, initialCredits: 100 }).balanceOf(user.id),
      ledger: (await db.select().from(creditLedger).where(eq(creditLedger.userId, user.id)))
        .map((row) => [row.delta, row.reason])
        .slice(1),
      creditsUsed: (await db.select().from(userActivity).where(eq(userActivity.reviewId, reviewId)))[0]
        ?.creditsUsed,
    };
  }

  it('spends one credit per row when the language model reviewed every row', async () => {
    const { balance, ledger, creditsUsed } = await review(
      modelFailing(() => false),
      8,
    );
    expect(balance).toBe(92);
    expect(creditsUsed).toBe(8);
    expect(ledger).toHaveLength(1);
  });

  it('charges nothing for chapter, context and comment rows', async () => {
    const request = basicRequest(8);
    const kinds = ['chapter', 'context', 'comment'];
    const requirements = request.requirements.map((row, i) => ({ ...row, this_is_a: kinds[i] ?? '' }));
    const { balance, creditsUsed } = await review(
      modelFailing(() => false),
      8,
      { ...request, requirements },
    );
    expect(balance).toBe(95);
    expect(creditsUsed).toBe(5);
  });

  it('gives every credit back when no language model is configured (deterministic layers only)', async () => {
    const { balance, ledger, creditsUsed } = await review(null, 8);
    expect(balance).toBe(100);
    expect(creditsUsed).toBe(0);
    expect(ledger.map(([delta]) => delta)).toEqual([-8, 8]);
    expect(ledger[1]?.[1]).toMatch(/^refund: advanced review credits-.+ ran without the language model$/);
  });

  it('gives every credit back when every model call failed', async () => {
    const { balance, creditsUsed } = await review(
      modelFailing(() => true),
      8,
    );
    expect(balance).toBe(100);
    expect(creditsUsed).toBe(0);
  });

  it('gives back the share of the rows whose model call failed', async () => {
    // 60 rows are two model batches (50 + 10); the second fails: half the review ran without the model.
    const { balance, ledger, creditsUsed } = await review(
      modelFailing((call) => call === 2),
      60,
    );
    expect(creditsUsed).toBe(30);
    expect(balance).toBe(70);
    expect(ledger.map(([delta]) => delta)).toEqual([-60, 30]);
  });
});
