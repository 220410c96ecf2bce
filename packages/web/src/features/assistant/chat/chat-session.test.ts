import type { ChatRequest, Conversation } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../../api/api-request-error';
import type { SendChatOptions } from '../../../api/chat-api';
import { createChatSession } from './chat-session';

const USER = { uid: 'u1', email: 'ada@example.com' };
const CONTEXT = {
  documentId: 'f1',
  format: 'json',
  content: '{"columns":[],"rows":[]}',
  focusedRequirementId: 'r2',
};

type Script = (
  body: ChatRequest,
  options: SendChatOptions,
) => Promise<{ reply: string; conversationId: string }>;

function setup(script: Script, user: typeof USER | null = USER) {
  const requests: ChatRequest[] = [];
  const historyChanges: string[] = [];
  const deleted: string[] = [];
  const conversation: Conversation = {
    id: 'c-old',
    documentId: 'f1',
    title: 'Earlier',
    messageCount: 2,
    updatedAt: '2026-01-01T00:00:00Z',
    messages: [
      { role: 'user', content: 'Old question', createdAt: '2026-01-01T00:00:00Z' },
      { role: 'assistant', content: 'Old answer', createdAt: '2026-01-01T00:00:01Z' },
    ],
  };
  const session = createChatSession({
    api: {
      sendMessage: (body, options) => {
        requests.push(body);
        return script(body, options);
      },
      getConversation: async (id) => {
        if (id !== 'c-old') throw new ApiRequestError('http', 'Conversation not found.', 404);
        return conversation;
      },
      deleteConversation: async (id) => {
        deleted.push(id);
      },
    },
    documentContext: () => CONTEXT,
    user: () => user,
    onHistoryChanged: (fileId) => historyChanges.push(fileId),
  });
  const entries = () =>
    session.threads
      .get('f1')
      .entries.map((e) => `${e.sender}/${e.kind}${e.stopped ? '/stopped' : ''}: ${e.text}`);
  return { session, requests, historyChanges, deleted, entries };
}

const streaming: Script = async (_body, options) => {
  options.onConversation?.('c1');
  options.onDelta('# Plan\n');
  options.onDelta('- one');
  return { reply: '# Plan\n- one', conversationId: 'c1' };
};

describe('chat session', () => {
  it('sends the conversation with the spec as context and shows the streamed answer', async () => {
    const seen: string[] = [];
    const { session, requests, entries, historyChanges } = setup(async (body, options) => {
      options.onDelta('Hel');
      seen.push(session.threads.get('f1').entries.at(-1)?.text ?? '');
      return streaming(body, options);
    });
    await session.send('f1', 'What is missing?');
    expect(seen).toEqual(['Hel']);
    expect(requests[0]).toEqual({
      conversationId: null,
      messages: [{ role: 'user', content: 'What is missing?' }],
      activeDocumentContext: CONTEXT,
      uid: 'u1',
      user_email: 'ada@example.com',
    });
    expect(entries()).toEqual(['user/message: What is missing?', 'ai/message: # Plan\n- one']);
    expect(session.threads.get('f1')).toMatchObject({ conversationId: 'c1', streaming: false });
    expect(historyChanges).toEqual(['f1']);

    await session.send('f1', 'And then?');
    expect(requests[1]?.conversationId).toBe('c1');
    expect(requests[1]?.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
  });

  it('ignores blank input and a second message while one streams', async () => {
    let release: () => void = () => {};
    const { session, requests } = setup(
      (_body, options) =>
        new Promise((resolve) => {
          release = () => resolve({ reply: 'ok', conversationId: 'c1' });
          options.onDelta('o');
        }),
    );
    await session.send('f1', ' \n ');
    const first = session.send('f1', 'One');
    await session.send('f1', 'Two');
    release();
    await first;
    expect(requests.map((r) => r.messages.at(-1)?.content)).toEqual(['One']);
  });

  it('shows errors as Error: …, the sign-in message when signed out or on 401, and leaves errors out of the next request', async () => {
    const signedOut = setup(streaming, null);
    await signedOut.session.send('f1', 'Hi');
    expect(signedOut.entries()).toEqual(['ai/error: User not authenticated.']);
    expect(signedOut.requests).toHaveLength(0);

    let fail: Error | null = new ApiRequestError('http', 'No language model is configured.', 503);
    const failing = setup(async (body, options) => {
      if (fail) throw fail;
      return streaming(body, options);
    });
    await failing.session.send('f1', 'Hi');
    expect(failing.entries()).toEqual([
      'user/message: Hi',
      'ai/error: Error: No language model is configured.',
    ]);
    fail = new ApiRequestError('http', 'Unauthorized', 401);
    await failing.session.send('f1', 'Again');
    expect(failing.entries().at(-1)).toBe('ai/error: User not authenticated.');
    fail = null;
    await failing.session.send('f1', 'Third');
    expect(failing.requests[2]?.messages).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'user', content: 'Again' },
      { role: 'user', content: 'Third' },
    ]);
  });

  it('stop keeps what already arrived, marked as stopped', async () => {
    const { session, entries } = setup(
      (_body, options) =>
        new Promise((_resolve, reject) => {
          options.onDelta('Partial');
          options.signal?.addEventListener('abort', () =>
            reject(new ApiRequestError('aborted', 'cancelled')),
          );
        }),
    );
    const sending = session.send('f1', 'Long question');
    session.stop('f1');
    await sending;
    expect(entries()).toEqual(['user/message: Long question', 'ai/message/stopped: Partial']);
    expect(session.threads.get('f1').streaming).toBe(false);
  });

  it('reopens a stored conversation, starts a new one and deletes', async () => {
    const { session, entries, deleted } = setup(streaming);
    await session.open('f1', 'c-old');
    expect(entries()).toEqual(['user/message: Old question', 'ai/message: Old answer']);
    expect(session.threads.get('f1').conversationId).toBe('c-old');
    await session.remove('f1', 'c-old');
    expect(deleted).toEqual(['c-old']);
    expect(entries()).toEqual([]);
    expect(session.threads.get('f1').conversationId).toBeNull();
    await session.open('f1', 'gone');
    expect(entries()).toEqual(['ai/error: Error: Conversation not found.']);
  });
});
