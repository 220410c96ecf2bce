import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildAssistantTestApp } from '../test/assistant.js';
import { type SignedInTestUser, signUpNewUser, TestClient } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { scriptedModel } from '../test/scripted-model.js';
import { ASSISTANT_REQUESTS_PER_MINUTE } from './assistant-rate-limit.js';

const CHAT = '/api/chat/send-message';
const AGENT = '/api/agent/greq_single_file';
// Invalid bodies answer 400 without calling the model, yet count against the limit like any request.
const emptyChat = { messages: [] };
const emptyInstruction = { req_data: { columns: [], rows: [] }, user_instruction: '' };

/** Another client address with the same session cookie. */
function sameUserElsewhere(app: App, user: SignedInTestUser): TestClient {
  const client = new TestClient(app);
  for (const [name, value] of user.client.cookies) client.cookies.set(name, value);
  return client;
}

describeEachDatabase('assistant rate limit', (database) => {
  const { model } = scriptedModel();
  let app: App;
  beforeAll(async () => {
    app = await buildAssistantTestApp(database(), { assistantModel: model });
  });
  afterAll(async () => {
    await app.close();
  });

  for (const [url, body] of [
    [CHAT, emptyChat],
    [AGENT, emptyInstruction],
  ] as const) {
    it(`limits ${url} to ${ASSISTANT_REQUESTS_PER_MINUTE} a minute per user, from any address (429)`, async () => {
      const user = await signUpNewUser(app, 'limited');
      for (let i = 0; i < ASSISTANT_REQUESTS_PER_MINUTE; i++) {
        expect((await user.client.post(url, body)).statusCode).toBe(400);
      }
      const limited = await user.client.post(url, body);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: 'Too Many Requests',
        message: expect.stringMatching(
          /^Too many assistant requests: the limit is 30 a minute\. Please try again in (1 minute|\d+ seconds)\.$/,
        ),
      });
      expect((await sameUserElsewhere(app, user).post(url, body)).statusCode).toBe(429);

      const neighbour = await signUpNewUser(app, 'neighbour');
      const atTheSameAddress = new TestClient(app, undefined, user.client.remoteAddress);
      for (const [name, value] of neighbour.client.cookies) atTheSameAddress.cookies.set(name, value);
      expect((await atTheSameAddress.post(url, body)).statusCode).toBe(400);
    });
  }

  it('limits signed-out callers per address', async () => {
    const anonymous = new TestClient(app);
    for (let i = 0; i < ASSISTANT_REQUESTS_PER_MINUTE; i++) {
      expect((await anonymous.post(CHAT, emptyChat)).statusCode).toBe(400);
    }
    expect((await anonymous.post(CHAT, emptyChat)).statusCode).toBe(429);
    expect((await new TestClient(app).post(CHAT, emptyChat)).statusCode).toBe(400);
  });
});
