import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { TestClient } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

describeEachDatabase('the 413 answer to a body over its route’s limit', (database) => {
  let app: App;
  let client: TestClient;
  beforeAll(async () => {
    app = await buildTestApp(database());
    client = new TestClient(app);
  });
  afterAll(async () => {
    await app.close();
  });

  const tooLarge = (limit: string) => ({
    error: 'Payload Too Large',
    message: `The request is too large: the limit is ${limit}. Send fewer or shorter requirements.`,
  });

  it.each([
    ['/api/analytics/events', 8 * 1024, '8 KB'],
    ['/api/feedback/submit', 16 * 1024, '16 KB'],
    ['/api/auth/sign-in/email', 64 * 1024, '64 KB'],
    ['/api/specs', 50 * 1024 * 1024, '50 MB'],
  ])('POST %s states its limit of %i bytes as %s', async (url, limit, shown) => {
    const response = await client.post(url, { text: 'x'.repeat(limit) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual(tooLarge(shown));
  });
});
