import { ASSISTANT_MESSAGES, generateTestsResponseSchema } from '@specwright/core';
import { generateTestCases } from '@specwright/quality/generate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildAssistantTestApp } from '../test/assistant.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { scriptedModel } from '../test/scripted-model.js';
import { CASES_PER_REQUEST } from './tests-prompt.js';

const TESTS = '/api/generate/tests';
const cases = generateTestCases([
  { id: 'REQ-1', text: 'When an order is placed, the shop shall send a receipt.' },
  { id: 'REQ-2', text: 'The search shall answer within 2 seconds.' },
]);

describeEachDatabase('generate tests with a model', (database) => {
  const { model, script, calls } = scriptedModel();
  let app: App;
  let user: SignedInTestUser;
  beforeAll(async () => {
    app = await buildAssistantTestApp(database(), { assistantModel: model });
    user = await signUpNewUser(app, 'generate');
  });
  afterAll(async () => {
    await app.close();
  });

  it('rewords the scenarios and keeps ids, kinds and the requirement ids they verify', async () => {
    script.push({
      text: JSON.stringify({
        cases: [
          {
            id: 'TC-001',
            given: 'Given a signed-in shopper with one item in the basket',
            when: 'they place the order',
            outcome: 'a receipt email arrives',
            verifies: ['REQ-9'],
          },
          { id: 'TC-002', given: '', when: 'a search runs', outcome: 'results appear within 2 seconds' },
        ],
      }),
    });
    const response = await user.client.post(TESTS, { type: 'unit', cases });
    expect(response.statusCode, response.body).toBe(200);
    const refined = generateTestsResponseSchema.parse(response.json()).cases;
    expect(refined[0]).toEqual({
      ...cases[0],
      given: 'a signed-in shopper with one item in the basket',
      when: 'they place the order',
      outcome: 'a receipt email arrives',
    });
    // An empty part keeps the deterministic text; a case the model left out stays as it was.
    expect(refined[1]?.given).toBe(cases[1]?.given);
    expect(refined[1]?.verifies).toEqual(['REQ-2']);
    expect(refined[2]).toEqual(cases[2]);
    expect(JSON.stringify(calls.at(-1)?.prompt)).toContain('Boundary 2 seconds');
  });

  it('asks in parts for a long list of cases', async () => {
    const many = Array.from({ length: CASES_PER_REQUEST + 1 }, (_, index) => ({
      ...cases[0],
      id: `TC-${index + 1}`,
    }));
    script.push({ text: JSON.stringify({ cases: [] }) }, { text: JSON.stringify({ cases: [] }) });
    const before = calls.length;
    const response = await user.client.post(TESTS, { type: 'e2e', cases: many });
    expect(response.statusCode, response.body).toBe(200);
    expect(calls.length - before).toBe(2);
  });

  it('answers 401 signed out, 400 for a case without the ids it verifies, 502 for an answer of the wrong shape', async () => {
    const signedOut = await app.inject({ method: 'POST', url: TESTS, payload: { type: 'unit', cases } });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ message: ASSISTANT_MESSAGES.chatNotSignedIn });
    const invalid = await user.client.post(TESTS, { type: 'unit', cases: [{ ...cases[0], verifies: [] }] });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json()).sort()).toEqual(['error', 'message']);
    script.push({ text: 'not json' });
    const broken = await user.client.post(TESTS, { type: 'unit', cases });
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).not.toContain('at ');
  });
});

describeEachDatabase('generate tests without a model', (database) => {
  let app: App;
  let user: SignedInTestUser;
  beforeAll(async () => {
    app = await buildAssistantTestApp(database(), { assistantModel: null });
    user = await signUpNewUser(app, 'generate-none');
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers 503 with the message that a model must be configured', async () => {
    const response = await user.client.post(TESTS, { type: 'unit', cases });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ message: ASSISTANT_MESSAGES.noModel });
  });
});
