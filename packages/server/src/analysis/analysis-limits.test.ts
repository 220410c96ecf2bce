import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { basicRequest, buildAnalysisTestApp, scoreRequest } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser, TestClient } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

describe('row limit settings', () => {
  it('default to 2,000 rows without signing in, 5,000 per synchronous call and one worker per core', () => {
    const config = testConfig();
    expect(config.limits).toMatchObject({ maxAnonymousRequirements: 2_000, maxSyncRequirements: 5_000 });
    expect(config.analysisWorkers).toBeGreaterThanOrEqual(1);
    const set = testConfig({
      MAX_ANONYMOUS_REQUIREMENTS: '10',
      MAX_SYNC_REQUIREMENTS: '20',
      ANALYSIS_WORKERS: '3',
    });
    expect(set.limits).toMatchObject({ maxAnonymousRequirements: 10, maxSyncRequirements: 20 });
    expect(set.analysisWorkers).toBe(3);
  });
});

describeEachDatabase('row limits by caller', (database) => {
  let app: App;
  let user: SignedInTestUser;
  let anonymous: TestClient;
  beforeAll(async () => {
    const config = testConfig({
      MAX_REQUIREMENTS: '50',
      MAX_ANONYMOUS_REQUIREMENTS: '10',
      MAX_SYNC_REQUIREMENTS: '20',
    });
    app = await buildAnalysisTestApp(database(), {}, config);
    user = await signUpNewUser(app, 'limits');
    anonymous = new TestClient(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const anonymousLimit =
    'This specification has 11 requirements; the limit without signing in is 10. Sign in to analyze up to 50.';

  it('anonymous callers get MAX_ANONYMOUS_REQUIREMENTS, sync and async alike', async () => {
    expect((await anonymous.post('/api/analyze/score', scoreRequest(10))).statusCode).toBe(200);
    for (const url of ['/api/analyze/score', '/api/analyze/score/async']) {
      const response = await anonymous.post(url, scoreRequest(11));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ error: 'Payload Too Large', message: anonymousLimit });
    }
    const basic = await anonymous.post('/api/reqif_analyze/basic/async', basicRequest(11));
    expect(basic.statusCode).toBe(413);
    expect(basic.json().message).toBe(anonymousLimit);
  });

  it('signed-in callers get MAX_REQUIREMENTS', async () => {
    const started = await user.client.post('/api/analyze/score/async', scoreRequest(50));
    expect(started.statusCode, started.body).toBe(200);
    const tooMany = await user.client.post('/api/analyze/score/async', scoreRequest(51));
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('This specification has 51 requirements; the limit is 50.');
  });

  it('steers synchronous calls above MAX_SYNC_REQUIREMENTS to their background task', async () => {
    expect((await user.client.post('/api/analyze/score', scoreRequest(20))).statusCode).toBe(200);
    const score = await user.client.post('/api/analyze/score', scoreRequest(21));
    expect(score.statusCode).toBe(413);
    expect(score.json().message).toBe(
      'This specification has 21 requirements; analyses of more than 20 requirements run as a background task: choose "Run in the background" or call POST /api/analyze/score/async.',
    );
    const basic = await user.client.post('/api/reqif_analyze/basic', basicRequest(21));
    expect(basic.statusCode).toBe(413);
    expect(basic.json().message).toMatch(/call POST \/api\/reqif_analyze\/basic\/async\.$/);
    const background = await user.client.post('/api/reqif_analyze/basic/async', basicRequest(21));
    expect(background.statusCode, background.body).toBe(200);
  });

  it('runs the advanced review (signed in, no background twin) up to MAX_REQUIREMENTS', async () => {
    const request = { ...basicRequest(30), review_id: 'limits-advanced' };
    const response = await user.client.post('/api/reqif_propose/advanced', request);
    expect(response.statusCode, response.body).toBe(200);
  });
});
