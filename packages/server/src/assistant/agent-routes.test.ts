import { ASSISTANT_MESSAGES, agentResponseSchema } from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { analyticsEvents, userActivity } from '../db/schema.js';
import { buildAssistantTestApp } from '../test/assistant.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { httpError, scriptedModel } from '../test/scripted-model.js';
import { UNEXPECTED_STRUCTURE_MESSAGE } from './agent-service.js';

const AGENT = '/api/agent/greq_single_file';
const columns = [
  { field: 'description', headerName: 'Description', editorType: 'textarea' },
  { field: 'priority', headerName: 'Priority', editorType: 'select' },
];
const specRows = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `R${i + 1}`,
    rowOrder: i + 1,
    description: `The system shall handle case ${i + 1}.`,
    priority: 'low',
  }));
const instruction = (rows = specRows(4), user_instruction = 'Tighten R1 and R2, add logout, drop R3') => ({
  req_data: { columns, rows },
  user_instruction,
  review_id: 'agent-review',
  file_id: 'spec-42',
});
const answer = (changes: unknown[], explanation = 'Done as asked.') => ({
  text: JSON.stringify({ explanation, changes }),
});
const update = (id: string | null, description: string) => ({
  action: 'update',
  id,
  afterId: null,
  values: [{ field: 'description', value: description }],
});

describeEachDatabase('agent', (database) => {
  const { model, script, calls } = scriptedModel();
  let app: App;
  let user: SignedInTestUser;
  beforeAll(async () => {
    app = await buildAssistantTestApp(database(), {
      assistantModel: model,
      assistantLimits: { agentCharactersPerRequest: 400, agentMaxRequests: 3 },
    });
    user = await signUpNewUser(app, 'agent');
  });
  afterAll(async () => {
    await app.close();
  });

  it('changes two rows, adds one and deletes one: modified_data is the full row list', async () => {
    script.push(
      answer([
        update('R1', 'The system shall answer within 2 s.'),
        update('R2', 'The system shall lock an account after 5 failed sign-ins.'),
        {
          action: 'add',
          id: null,
          afterId: 'R2',
          values: [{ field: 'description', value: 'The system shall sign users out.' }],
        },
        { action: 'delete', id: 'R3', afterId: null, values: [] },
      ]),
    );
    const response = await user.client.post(AGENT, instruction());
    expect(response.statusCode, response.body).toBe(200);
    const { explanation_message, modified_data } = agentResponseSchema.parse(response.json());
    expect(explanation_message).toBe('Done as asked.');
    const [r1, r2, , r4] = specRows(4);
    expect(modified_data).toEqual([
      { ...r1, description: 'The system shall answer within 2 s.' },
      { ...r2, description: 'The system shall lock an account after 5 failed sign-ins.' },
      { id: 'R5', description: 'The system shall sign users out.', priority: '' },
      r4,
    ]);
    const prompt = JSON.stringify(calls.at(-1)?.prompt);
    expect(prompt).toContain('Instruction: Tighten R1 and R2, add logout, drop R3');
    expect(prompt).toContain(
      '{\\"id\\":\\"R4\\",\\"description\\":\\"The system shall handle case 4.\\",\\"priority\\":\\"low\\"}',
    );
    expect(prompt).not.toContain('rowOrder');
    expect(calls.at(-1)?.responseFormat).toMatchObject({ type: 'json' });

    const activity = await database()
      .db.select()
      .from(userActivity)
      .where(and(eq(userActivity.userId, user.id), eq(userActivity.action, 'agent_instruction')));
    expect(activity).toEqual([
      expect.objectContaining({ analysisType: 'agent', totalToAnalyze: 0, analyzedRequirements: 0 }),
    ]);
    const events = await database()
      .db.select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, user.id));
    expect(events).toEqual([
      expect.objectContaining({
        name: 'feature_used',
        properties: expect.objectContaining({ feature: 'agent', requirements: 4, changed_requirements: 4 }),
      }),
    ]);
  });

  it('ignores changes without ids or with unknown ones, and says so', async () => {
    script.push(
      answer(
        [update(null, 'Lost.'), update('R99', 'Unknown.'), update('R1', 'Kept.')],
        'Rewrote three rows.',
      ),
    );
    const response = agentResponseSchema.parse((await user.client.post(AGENT, instruction())).json());
    expect(response.modified_data.map((row) => row.description)).toEqual([
      'Kept.',
      ...specRows(4)
        .slice(1)
        .map((row) => row.description),
    ]);
    expect(response.explanation_message).toBe(
      'Rewrote three rows.\n\nIgnored 2 proposed changes: an update without a row id; an update of row R99, which is not in the spec.',
    );
  });

  it('answers readable 502s: malformed JSON, a timeout; and retries a 429', async () => {
    script.push({ text: '{"explanation": "cut off", "changes": [' });
    const malformed = await user.client.post(AGENT, instruction());
    expect([malformed.statusCode, malformed.json().message]).toEqual([502, UNEXPECTED_STRUCTURE_MESSAGE]);
    expect(UNEXPECTED_STRUCTURE_MESSAGE).toMatch(/^Unexpected response structure\./);

    script.push('hang');
    const timedOut = await user.client.post(AGENT, instruction());
    expect([timedOut.statusCode, timedOut.json().message]).toEqual([
      502,
      'The language model did not answer within 500 ms.',
    ]);

    script.push({ error: httpError(429) }, answer([]));
    const retried = await user.client.post(AGENT, instruction());
    expect(retried.json()).toEqual({ explanation_message: 'Done as asked.', modified_data: specRows(4) });
  });

  it('sends a larger spec in parts and answers 413 when it needs too many', async () => {
    const callsBefore = calls.length;
    script.push(
      answer([update('R1', 'First part.')], 'Part one.'),
      answer([update('R8', 'Second part.')], 'Part two.'),
    );
    const parted = agentResponseSchema.parse(
      (await user.client.post(AGENT, instruction(specRows(8)))).json(),
    );
    expect(calls.length - callsBefore).toBe(2);
    expect(JSON.stringify(calls.at(-1)?.prompt)).toContain('Part 2 of 2 of the spec');
    expect(parted.explanation_message).toBe('Part one.\n\nPart two.');
    expect(parted.modified_data.map((row) => row.description)).toEqual(
      expect.arrayContaining(['First part.', 'Second part.']),
    );

    const tooLarge = await user.client.post(AGENT, instruction(specRows(40)));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/^The spec is too large for the agent: its 40 requirements hold/);
  });

  it('asks for a sign-in and an instruction', async () => {
    const anonymous = await app.inject({ method: 'POST', url: AGENT, payload: instruction() });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { error: 'Unauthorized', message: ASSISTANT_MESSAGES.chatNotSignedIn },
    ]);
    const blank = await user.client.post(AGENT, instruction(specRows(1), '   '));
    expect([blank.statusCode, blank.json().message]).toEqual([
      400,
      expect.stringContaining('Please type an instruction.'),
    ]);
  });
});

describeEachDatabase('chat and agent without a model', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildAssistantTestApp(database(), { assistantModel: null });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('both answer 503 saying how to configure one', () => {
    it.each([
      [AGENT, instruction()],
      ['/api/chat/send-message', { messages: [{ role: 'user', content: 'Hi' }] }],
    ])('%s', async (url, body) => {
      const { client } = await signUpNewUser(app, 'no-model');
      const response = await client.post(url, body, { accept: 'text/event-stream' });
      expect([response.statusCode, response.json()]).toEqual([
        503,
        { error: 'Service Unavailable', message: ASSISTANT_MESSAGES.noModel },
      ]);
    });
  });
});
