import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createServerEventParser, readChatStream, toChatStreamEvent } from './chat-stream';

const STREAM = [
  ': keep-alive',
  'event: start',
  'data: {"conversationId":"c1"}',
  '',
  'event: delta',
  'data: {"text":"# Title\\n"}',
  '',
  'event: delta',
  'data: {"text":"Hé — ✓"}',
  '',
  'event: done',
  'data: {"reply":"# Title\\nHé — ✓","conversationId":"c1"}',
  '',
  '',
].join('\n');

function bodyOf(chunks: readonly string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events = [];
  for await (const event of readChatStream(body)) events.push(event);
  return events;
}

const EXPECTED = [
  { type: 'start', conversationId: 'c1' },
  { type: 'delta', text: '# Title\n' },
  { type: 'delta', text: 'Hé — ✓' },
  { type: 'done', reply: '# Title\nHé — ✓', conversationId: 'c1' },
];

describe('server-sent event parser', () => {
  it('reads the chat events of a whole stream', async () => {
    expect(await collect(bodyOf([STREAM]))).toEqual(EXPECTED);
  });

  it('gives the same events however the bytes are cut (inside lines and inside characters)', async () => {
    const bytes = new TextEncoder().encode(STREAM);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 12 }),
        async (cuts) => {
          const bounds = [0, ...cuts.sort((a, b) => a - b), bytes.length];
          const body = new ReadableStream<Uint8Array>({
            start(controller) {
              for (let i = 1; i < bounds.length; i++)
                controller.enqueue(bytes.slice(bounds[i - 1], bounds[i]));
              controller.close();
            },
          });
          expect(await collect(body)).toEqual(EXPECTED);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('accepts CRLF and CR line ends, joins several data lines and keeps a last event without a blank line', () => {
    const parser = createServerEventParser();
    const first = parser.push('event: a\r\ndata: one\r\ndata: two\r\n\r\nevent: b\rdata: x\r');
    expect(first).toEqual([{ event: 'a', data: 'one\ntwo' }]);
    expect(parser.push('\r\n')).toEqual([{ event: 'b', data: 'x' }]);
    parser.push('data: tail');
    expect(parser.end()).toEqual([{ event: 'message', data: 'tail' }]);
  });

  it('takes the type from the data or else from the event name, and ignores what is not a chat event', () => {
    expect(toChatStreamEvent({ event: 'message', data: '{"type":"delta","text":"a"}' })).toEqual({
      type: 'delta',
      text: 'a',
    });
    expect(toChatStreamEvent({ event: 'error', data: '{"message":"Rate limited"}' })).toEqual({
      type: 'error',
      message: 'Rate limited',
    });
    expect(toChatStreamEvent({ event: 'delta', data: 'not json' })).toBeNull();
    expect(toChatStreamEvent({ event: 'ping', data: '{}' })).toBeNull();
    expect(toChatStreamEvent({ event: 'delta', data: '{"text":5}' })).toBeNull();
    expect(toChatStreamEvent({ event: 'delta', data: '["a"]' })).toBeNull();
  });
});
