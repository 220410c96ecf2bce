import type { AddressInfo } from 'node:net';
import { agentResponseSchema, type ChatStreamEvent, conversationSchema } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { testConfig } from '../test/app.js';
import { parseServerSentEvents, specText } from '../test/assistant.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from '../test/openai-compatible-server.js';

const MARKDOWN_REPLY =
  '## Review of R2\n\n- **Vague**: "fast" has no number.\n- Suggest: *within 2 s*.\n\n<script>alert(1)</script>';

/** The real openai-compatible provider code against a local OpenAI-compatible server, over real HTTP. */
describeEachDatabase('chat and agent through the openai-compatible provider', (database) => {
  let llm: OpenAiCompatibleServer;
  let app: App;
  let baseUrl: string;
  let user: SignedInTestUser;
  beforeAll(async () => {
    llm = await startOpenAiCompatibleServer();
    const config = testConfig({
      LLM_PROVIDER: 'openai-compatible',
      LLM_MODEL: 'local-model',
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: 'local-key',
    });
    app = await buildApp(config, { database: database(), logger: false, qualityModel: null });
    await app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    user = await signUpNewUser(app, 'provider');
  });
  afterAll(async () => {
    await app.close();
    await llm.close();
  });
  const post = (path: string, body: unknown, accept = 'application/json') =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', accept },
      body: JSON.stringify(body),
    });

  it('streams the answer as server-sent events (deltas, then done with the full reply) and stores the conversation', async () => {
    llm.replies.push({ content: MARKDOWN_REPLY });
    const response = await post(
      '/api/chat/send-message',
      {
        conversationId: null,
        messages: [{ role: 'user', content: 'Review the selected requirement' }],
        activeDocumentContext: {
          documentId: 'spec-7',
          format: 'json',
          content: specText(2),
          focusedRequirementId: 'R2',
        },
      },
      'text/event-stream',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const chunks: string[] = [];
    const decoder = new TextDecoder();
    for await (const chunk of response.body as ReadableStream<Uint8Array>)
      chunks.push(decoder.decode(chunk, { stream: true }));
    const events: ChatStreamEvent[] = parseServerSentEvents(chunks.join(''));

    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.map((event) => event.text).join('')).toBe(MARKDOWN_REPLY);
    const done = events.at(-1);
    expect(done).toMatchObject({ type: 'done', reply: MARKDOWN_REPLY });
    const request = llm.requests.at(-1);
    expect(request?.body.stream).toBe(true);
    expect(request?.headers.authorization).toBe('Bearer local-key');
    expect(JSON.stringify(request?.body.messages)).toContain('The user has requirement \\"R2\\" selected');

    const conversationId = events[0]?.type === 'start' ? events[0].conversationId : '';
    const stored = await fetch(`${baseUrl}/api/chat/conversations/${conversationId}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(conversationSchema.parse(await stored.json()).messages.at(-1)?.content).toBe(MARKDOWN_REPLY);
  });

  it('streams an error event when the provider fails, without the key', async () => {
    llm.replies.push({ status: 401, body: '{"error":{"message":"bad key local-key"}}' });
    const response = await post(
      '/api/chat/send-message',
      { messages: [{ role: 'user', content: 'Hi' }] },
      'text/event-stream',
    );
    const events = parseServerSentEvents(await response.text());
    expect(events.at(-1)).toEqual({
      type: 'error',
      message: 'The language model provider refused the API key (HTTP 401). Check LLM_API_KEY.',
    });
  });

  it('runs an agent instruction through structured output', async () => {
    llm.replies.push({
      content: JSON.stringify({
        explanation: 'Made R1 measurable.',
        changes: [
          {
            action: 'update',
            id: 'R1',
            afterId: null,
            values: [{ field: 'description', value: 'The system shall answer within 2 s.' }],
          },
        ],
      }),
    });
    const response = await post('/api/agent/greq_single_file', {
      req_data: {
        columns: [{ field: 'description' }],
        rows: [{ id: 'R1', description: 'The system shall be fast.' }],
      },
      user_instruction: 'Make R1 measurable',
    });
    expect(response.status).toBe(200);
    expect(agentResponseSchema.parse(await response.json())).toEqual({
      explanation_message: 'Made R1 measurable.',
      modified_data: [{ id: 'R1', description: 'The system shall answer within 2 s.' }],
    });
    expect(llm.requests.at(-1)?.body.response_format).toMatchObject({ type: 'json_schema' });
  });
});
