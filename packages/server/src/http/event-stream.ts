import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether the caller asked for server-sent events (`Accept: text/event-stream`). */
export function wantsEventStream(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/event-stream');
}

/** Aborted when the client goes away before the answer is complete. */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

async function* serverSentEvents(events: AsyncIterable<{ type: string }>): AsyncGenerator<string> {
  for await (const event of events) yield `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}

/**
 * Answers with the events as server-sent events (`event: <type>`, `data: <json>`), written by hand: the
 * route's response schema is its JSON answer's. `events` gets a signal aborted when the client goes away;
 * the pipeline then ends early, logged at info level.
 */
export async function sendEventStream<Event extends { type: string }>(
  request: FastifyRequest,
  reply: FastifyReply,
  events: (signal: AbortSignal) => AsyncIterable<Event>,
): Promise<void> {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
  });
  await pipeline(Readable.from(serverSentEvents(events(clientGone(reply)))), reply.raw).catch(
    (error: unknown) => {
      request.log.info({ err: error }, 'An event stream ended early');
    },
  );
}
