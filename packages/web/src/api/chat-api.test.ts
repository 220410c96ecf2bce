import type { ChatRequest } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-request';
import { createChatApi } from './chat-api';

const REQUEST: ChatRequest = { conversationId: null, messages: [{ role: 'user', content: 'Hi' }] };

function sse(events: readonly (readonly [string, unknown])[]): string {
  return events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}

/** A fetch answering once: a streamed body (sent in small pieces), JSON, or a network failure. */
function fetchAnswering(answer: { status?: number; stream?: string; json?: unknown } | 'network') {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    if (answer === 'network') throw new TypeError('Failed to fetch');
    if (answer.stream !== undefined) {
      const bytes = new TextEncoder().encode(answer.stream);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
          controller.close();
        },
      });
      return new Response(body, {
        status: answer.status ?? 200,
        headers: { 'content-type': 'text/event-stream' },
      });
    }
    return new Response(JSON.stringify(answer.json ?? null), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetchImpl, calls };
}

async function send(answer: Parameters<typeof fetchAnswering>[0]) {
  const { fetchImpl, calls } = fetchAnswering(answer);
  const deltas: string[] = [];
  const conversations: string[] = [];
  const result = createChatApi({ fetch: fetchImpl })
    .sendMessage(REQUEST, {
      onDelta: (text) => deltas.push(text),
      onConversation: (id) => conversations.push(id),
    })
    .then(
      (value) => ({ ok: true as const, value }),
      (error: Error) => ({ ok: false as const, message: error.message }),
    );
  return { result: await result, deltas, conversations, calls };
}

describe('chat send-message', () => {
  it('asks for a stream and passes each piece on as it arrives', async () => {
    const { result, deltas, conversations, calls } = await send({
      stream: sse([
        ['start', { conversationId: 'c1' }],
        ['delta', { text: '**Bold** ' }],
        ['delta', { text: 'answer' }],
        ['done', { reply: '**Bold** answer', conversationId: 'c1' }],
      ]),
    });
    expect(result).toEqual({ ok: true, value: { reply: '**Bold** answer', conversationId: 'c1' } });
    expect(deltas).toEqual(['**Bold** ', 'answer']);
    expect(conversations).toEqual(['c1']);
    expect(calls[0]?.url).toBe('/api/chat/send-message');
    expect(new Headers(calls[0]?.init?.headers).get('accept')).toContain('text/event-stream');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual(REQUEST);
  });

  it('turns an error event into the error message', async () => {
    const { result, deltas } = await send({
      stream: sse([
        ['start', { conversationId: 'c1' }],
        ['delta', { text: 'Half' }],
        ['error', { message: 'The model timed out.' }],
      ]),
    });
    expect(result).toEqual({ ok: false, message: 'The model timed out.' });
    expect(deltas).toEqual(['Half']);
  });

  it('a stream that ends with nothing is an empty response', async () => {
    const { result } = await send({ stream: sse([['start', { conversationId: 'c1' }]]) });
    expect(result).toEqual({ ok: false, message: 'Sorry, I received an unexpected or empty response.' });
  });

  it('accepts a plain JSON answer too', async () => {
    const { result, deltas } = await send({ json: { reply: 'Plain', conversationId: 'c2' } });
    expect(result).toEqual({ ok: true, value: { reply: 'Plain', conversationId: 'c2' } });
    expect(deltas).toEqual(['Plain']);
  });

  it('reports other JSON as an unexpected structure and an empty reply as empty', async () => {
    expect((await send({ json: { answer: 'x' } })).result).toEqual({
      ok: false,
      message: 'Unexpected response structure.',
    });
    expect((await send({ json: { reply: ' ', conversationId: 'c' } })).result).toEqual({
      ok: false,
      message: 'Sorry, I received an unexpected or empty response.',
    });
  });

  it('uses the server message of an error status, else the status', async () => {
    const noModel = await send({
      status: 503,
      json: { error: 'no_model', message: 'No language model is configured.' },
    });
    expect(noModel.result).toEqual({ ok: false, message: 'No language model is configured.' });
    expect((await send({ status: 500, json: null })).result).toEqual({
      ok: false,
      message: 'Server error: 500',
    });
    expect((await send('network')).result).toEqual({
      ok: false,
      message: 'No response from server. Please check your network connection.',
    });
  });
});

describe('conversations', () => {
  it('lists, opens and deletes with the documentId and the id in the path', async () => {
    const seen: string[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      const url = String(input);
      seen.push(`${init?.method ?? 'GET'} ${url}`);
      const summary = {
        id: 'c 1',
        documentId: 'f1',
        title: 'Q',
        messageCount: 2,
        updatedAt: '2026-01-01T00:00:00Z',
      };
      const body = url.includes('?')
        ? { conversations: [summary] }
        : init?.method === 'DELETE'
          ? null
          : { ...summary, messages: [{ role: 'user', content: 'Q', createdAt: '2026-01-01T00:00:00Z' }] };
      return new Response(body === null ? null : JSON.stringify(body), { status: body === null ? 204 : 200 });
    };
    const api = createChatApi({ fetch: fetchImpl, request: createApiClient({ fetch: fetchImpl }) });
    expect((await api.listConversations('f/1'))[0]?.title).toBe('Q');
    expect((await api.getConversation('c 1')).messages).toHaveLength(1);
    await api.deleteConversation('c 1');
    expect(seen).toEqual([
      'GET /api/chat/conversations?documentId=f%2F1',
      'GET /api/chat/conversations/c%201',
      'DELETE /api/chat/conversations/c%201',
    ]);
  });
});
