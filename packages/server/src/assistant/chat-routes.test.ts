import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ASSISTANT_MESSAGES,
  chatResponseSchema,
  conversationListSchema,
  conversationSchema,
} from '@specwright/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { analyticsEvents, userActivity } from '../db/schema.js';
import { buildAssistantTestApp, parseServerSentEvents, specText } from '../test/assistant.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { httpError, scriptedModel } from '../test/scripted-model.js';

const SEND = '/api/chat/send-message';
const question = (content: string, conversationId: string | null = null) => ({
  conversationId,
  messages: [{ role: 'user', content }],
  activeDocumentContext: {
    documentId: 'spec-42',
    format: 'json',
    content: specText(3),
    focusedRequirementId: 'R2',
  },
  review_id: 'chat-review',
});
const streamed = { accept: 'text/event-stream' };

describeEachDatabase('chat', (database) => {
  const { model, script, calls } = scriptedModel();
  let app: App;
  let user: SignedInTestUser;
  beforeAll(async () => {
    app = await buildAssistantTestApp(database(), { assistantModel: model });
    user = await signUpNewUser(app, 'chatter');
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers JSON, stores the conversation with its title and logs the message', async () => {
    script.push({ text: 'R2 is **vague**: say how fast.' });
    const response = await user.client.post(SEND, question('Is  the selected\nrequirement testable?'));
    expect(response.statusCode, response.body).toBe(200);
    const { reply, conversationId } = chatResponseSchema.parse(response.json());
    expect(reply).toBe('R2 is **vague**: say how fast.');

    const prompt = JSON.stringify(calls.at(-1)?.prompt);
    expect(prompt).toContain("Specwright's requirements assistant");
    expect(prompt).toContain('has 3 requirements (columns: id, description, priority)');
    expect(prompt).toContain('The user has requirement \\"R2\\" selected');
    expect(prompt).not.toContain('tempChangeStatus');

    const stored = conversationSchema.parse(
      (await user.client.get(`/api/chat/conversations/${conversationId}`)).json(),
    );
    expect(stored).toMatchObject({
      title: 'Is the selected requirement testable?',
      documentId: 'spec-42',
      messageCount: 2,
    });
    expect(stored.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    const activity = await database()
      .db.select()
      .from(userActivity)
      .where(and(eq(userActivity.userId, user.id), eq(userActivity.action, 'chat_message')));
    expect(activity).toEqual([
      expect.objectContaining({ analysisType: 'chat', totalToAnalyze: 0, analyzedRequirements: 0 }),
    ]);
    const events = await database()
      .db.select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, user.id));
    expect(events).toEqual([
      expect.objectContaining({
        name: 'feature_used',
        properties: expect.objectContaining({ feature: 'chat', requirements: 3, changed_requirements: 0 }),
      }),
    ]);
  });

  it('streams start, deltas and done, and appends to the conversation', async () => {
    script.push({ text: 'First answer.' }, { text: 'A longer second answer in pieces.' });
    const first = chatResponseSchema.parse((await user.client.post(SEND, question('First?'))).json());
    const followUp = {
      ...question('And then?', first.conversationId),
      messages: [
        { role: 'user', content: 'First?' },
        { role: 'assistant', content: first.reply },
        { role: 'user', content: 'And then?' },
      ],
    };
    const response = await user.client.post(SEND, followUp, streamed);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const events = parseServerSentEvents(response.body);
    expect(events[0]).toEqual({ type: 'start', conversationId: first.conversationId });
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((event) => event.text).join('')).toBe('A longer second answer in pieces.');
    expect(events.at(-1)).toEqual({
      type: 'done',
      reply: 'A longer second answer in pieces.',
      conversationId: first.conversationId,
    });
    expect(calls.at(-1)?.prompt.filter((message) => message.role !== 'system')).toHaveLength(3);
    const stored = conversationSchema.parse(
      (await user.client.get(`/api/chat/conversations/${first.conversationId}`)).json(),
    );
    expect(stored.messages.map((message) => message.content)).toEqual([
      'First?',
      'First answer.',
      'And then?',
      'A longer second answer in pieces.',
    ]);
  });

  it('retries a 429, then answers; a timeout or refused key is a readable 502 (JSON) or error event (stream)', async () => {
    script.push({ error: httpError(429) }, { text: 'After the retry.' });
    expect((await user.client.post(SEND, question('Retry?'))).json()).toMatchObject({
      reply: 'After the retry.',
    });

    script.push('hang');
    const timedOut = await user.client.post(SEND, question('Slow?'));
    expect(timedOut.statusCode).toBe(502);
    expect(timedOut.json()).toEqual({
      error: 'Bad Gateway',
      message: 'The language model did not answer within 500 ms.',
    });

    script.push({ error: httpError(401, 'Incorrect API key provided: sk-secret') });
    const refused = parseServerSentEvents((await user.client.post(SEND, question('Key?'), streamed)).body);
    expect(refused.at(-1)).toEqual({
      type: 'error',
      message: 'The language model provider refused the API key (HTTP 401). Check LLM_API_KEY.',
    });

    script.push({ text: '   ' });
    const empty = await user.client.post(SEND, question('Empty?'));
    expect([empty.statusCode, empty.json().message]).toEqual([502, ASSISTANT_MESSAGES.emptyResponse]);
  });

  it('asks for a sign-in and validates the messages', async () => {
    const anonymous = await app.inject({ method: 'POST', url: SEND, payload: question('Hi') });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { error: 'Unauthorized', message: 'User not authenticated.' },
    ]);
    const blank = await user.client.post(SEND, { messages: [{ role: 'user', content: '  ' }] });
    expect([blank.statusCode, blank.json().message]).toEqual([
      400,
      expect.stringContaining('Please type a message.'),
    ]);
  });

  it('keeps conversations to their owner: anonymous 401, another user 404, the owner 200', async () => {
    script.push({ text: 'Mine.' });
    const { conversationId } = (await user.client.post(SEND, question('Whose?'))).json();
    const other = await signUpNewUser(app, 'other');
    const url = `/api/chat/conversations/${conversationId}`;
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      expect((await other.client.request(method, url)).statusCode).toBe(404);
    }
    const callsBefore = calls.length;
    const hijack = await other.client.post(SEND, question('Mine now?', conversationId));
    expect([hijack.statusCode, hijack.json().message]).toEqual([404, 'Conversation not found.']);
    expect(calls.length).toBe(callsBefore);
    expect(
      conversationListSchema.parse((await other.client.get('/api/chat/conversations')).json()).conversations,
    ).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/chat/conversations' })).statusCode).toBe(401);

    const listed = conversationListSchema.parse(
      (await user.client.get('/api/chat/conversations?documentId=spec-42')).json(),
    ).conversations;
    expect(listed[0]).toMatchObject({ id: conversationId, title: 'Whose?', messageCount: 2 });
    expect(listed.map((item) => item.updatedAt)).toEqual(
      listed
        .map((item) => item.updatedAt)
        .sort()
        .reverse(),
    );
    expect((await user.client.get('/api/chat/conversations?documentId=another-spec')).json()).toEqual({
      conversations: [],
    });

    expect((await user.client.request('DELETE', url)).json()).toEqual({ ok: true });
    expect((await user.client.get(url)).statusCode).toBe(404);
    expect((await user.client.get('/api/chat/conversations/not-a-uuid')).statusCode).toBe(404);
  });

  it('stops the model call when the client goes away mid-answer, storing only the question', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    script.push('hang');
    // node:http on its own socket (no pooled connections left open when the test closes the app).
    const body = JSON.stringify(question('Going away'));
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: SEND,
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', ...streamed },
    });
    request.end(body);
    const [response] = (await once(request, 'response')) as [http.IncomingMessage];
    const [firstChunk] = (await once(response, 'data')) as [Buffer];
    const start = parseServerSentEvents(firstChunk.toString('utf8'))[0];
    expect(start?.type).toBe('start');
    request.destroy();
    // Well before the 500 ms model timeout, which would abort it too.
    await expect.poll(() => calls.at(-1)?.abortSignal?.aborted, { timeout: 250 }).toBe(true);
    const conversationId = start?.type === 'start' ? start.conversationId : '';
    const stored = conversationSchema.parse(
      (await user.client.get(`/api/chat/conversations/${conversationId}`)).json(),
    );
    expect(stored.messages.map((message) => message.content)).toEqual(['Going away']);
  });
});
