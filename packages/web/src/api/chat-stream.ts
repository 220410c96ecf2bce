import { type ChatStreamEvent, chatStreamEventSchema } from '@specwright/core';

/** One server-sent event as it came over the wire: its `event:` name and its joined `data:` lines. */
export interface RawServerEvent {
  event: string;
  data: string;
}

/**
 * An incremental text/event-stream parser: feed it text as it arrives (lines may be cut anywhere) and it
 * returns the events completed so far. Follows the SSE rules that matter here: LF, CR or CRLF line ends,
 * comment lines starting with ':', several `data:` lines joined with a newline, a blank line ends an event.
 */
export function createServerEventParser() {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function takeLine(line: string, completed: RawServerEvent[]): void {
    if (line === '') {
      if (data.length > 0) completed.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const name = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'event') event = value;
    else if (name === 'data') data.push(value);
  }

  return {
    push(text: string): RawServerEvent[] {
      buffer += text;
      const completed: RawServerEvent[] = [];
      for (let end = buffer.search(/\r\n|\r|\n/); end !== -1; end = buffer.search(/\r\n|\r|\n/)) {
        // A lone CR at the very end may be the first half of a CRLF still in transit.
        if (buffer[end] === '\r' && end === buffer.length - 1) break;
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        takeLine(buffer.slice(0, end), completed);
        buffer = buffer.slice(end + breakLength);
      }
      return completed;
    },
    /** The stream ended: a last event without its blank line still counts. */
    end(): RawServerEvent[] {
      const completed: RawServerEvent[] = [];
      if (buffer !== '') takeLine(buffer.replace(/\r$/, ''), completed);
      buffer = '';
      takeLine('', completed);
      return completed;
    },
  };
}

/** The schema of one stream's events: what `safeParse` of a zod schema gives. */
export interface StreamEventSchema<Event> {
  safeParse(value: unknown): { success: true; data: Event } | { success: false };
}

/**
 * A stream event from a raw one: the data is JSON; its `type` comes from the data or else from the event
 * name. Null when it is not one of the schema's events (ignored, so the server may add others).
 */
export function toStreamEvent<Event>(raw: RawServerEvent, schema: StreamEventSchema<Event>): Event | null {
  let data: unknown;
  try {
    data = JSON.parse(raw.data);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const parsed = schema.safeParse({ type: raw.event, ...data });
  return parsed.success ? parsed.data : null;
}

export const toChatStreamEvent = (raw: RawServerEvent): ChatStreamEvent | null =>
  toStreamEvent(raw, chatStreamEventSchema);

/** The events of a response body that the schema knows, in order, as they arrive. */
export async function* readEventStream<Event>(
  body: ReadableStream<Uint8Array>,
  schema: StreamEventSchema<Event>,
): AsyncGenerator<Event> {
  const decoder = new TextDecoder();
  const parser = createServerEventParser();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const raws = done
        ? [...parser.push(decoder.decode()), ...parser.end()]
        : parser.push(decoder.decode(value, { stream: true }));
      for (const raw of raws) {
        const event = toStreamEvent(raw, schema);
        if (event) yield event;
      }
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/** The chat events of a response body, in order, as they arrive. */
export function readChatStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ChatStreamEvent> {
  return readEventStream(body, chatStreamEventSchema);
}
