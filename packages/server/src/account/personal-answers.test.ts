import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

describeEachDatabase('personal answers', (database) => {
  let app: App;
  let user: SignedInTestUser;
  beforeAll(async () => {
    app = await buildTestApp(database());
    user = await signUpNewUser(app, 'private');
  });
  afterAll(async () => {
    await app.close();
  });

  it('carry Cache-Control: no-store, by session cookie or API token', async () => {
    const activity = {
      uid: user.id,
      review_id: 'review-1',
      action: 'score_analysis_completed',
      analysis_type: 'score',
      total_to_analyze: 1,
      analyzed_requirements: 1,
      accepted_requirements: 0,
      rejected_requirements: 0,
      credits_used: 0,
      llm_analysis_time: 1,
      user_review_time: 0,
    };
    const bearer = { authorization: `Bearer ${user.token}` };
    const answers = [
      await user.client.get(`/api/dashboard/?uid=${user.id}`),
      await app.inject({ url: `/api/dashboard/?uid=${user.id}`, headers: bearer }),
      await user.client.get('/api/chat/conversations'),
      await app.inject({ url: '/api/chat/conversations', headers: bearer }),
      await user.client.get('/api/user/api-tokens'),
      await user.client.post('/api/user-activity/', activity),
      await user.client.get('/api/auth/get-session'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('are the signed-in ones only: public answers may be cached as before', async () => {
    const config = await app.inject({ url: '/api/config' });
    expect(config.statusCode).toBe(200);
    expect(config.headers['cache-control']).not.toBe('no-store');
  });
});
