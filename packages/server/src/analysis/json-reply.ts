import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Stringifying this many rows takes a millisecond or two. */
const ITEMS_PER_PIECE = 500;
/** Characters of a JSON text made elsewhere sent per piece. */
const CHARACTERS_PER_PIECE = 256 * 1024;

/**
 * JSON text made elsewhere (by the database), in pieces that join to one JSON value, put into an answer as
 * it is: the server never holds it as objects, nor a second copy of it.
 */
export class RawJson {
  readonly pieces: readonly string[];
  constructor(pieces: string | readonly string[]) {
    this.pieces = typeof pieces === 'string' ? [pieces] : pieces;
  }
}

/**
 * Where the piece of `text` from `start` ends: CHARACTERS_PER_PIECE on, but never between the two halves of
 * a character outside the BMP (each half alone would be sent as U+FFFD).
 */
function pieceEnd(text: string, start: number): number {
  const end = start + CHARACTERS_PER_PIECE;
  if (end >= text.length) return text.length;
  const last = text.charCodeAt(end - 1);
  return last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value));

/** JSON.stringify(value) in pieces: its lists ITEMS_PER_PIECE items at a time, the event loop running in between. */
export async function* jsonPieces(value: unknown): AsyncGenerator<string> {
  let pending = '';
  async function* flush(): AsyncGenerator<string> {
    yield pending;
    pending = '';
    await yieldToEventLoop();
  }
  async function* write(value: unknown): AsyncGenerator<string> {
    if (value instanceof RawJson) {
      for (const text of value.pieces)
        for (let start = 0; start < text.length; ) {
          const end = pieceEnd(text, start);
          pending += text.slice(start, end);
          start = end;
          if (pending.length >= CHARACTERS_PER_PIECE) yield* flush();
        }
    } else if (Array.isArray(value)) {
      pending += '[';
      for (let start = 0; start < value.length; start += ITEMS_PER_PIECE) {
        const items = value
          .slice(start, start + ITEMS_PER_PIECE)
          .map((item) => JSON.stringify(item) ?? 'null');
        pending += `${start === 0 ? '' : ','}${items.join(',')}`;
        yield* flush();
      }
      pending += ']';
    } else if (isPlainObject(value)) {
      const fields = Object.entries(value).filter(([, field]) => field !== undefined);
      pending += '{';
      for (const [index, [name, field]] of fields.entries()) {
        pending += `${index === 0 ? '' : ','}${JSON.stringify(name)}:`;
        yield* write(field);
      }
      pending += '}';
    } else {
      pending += JSON.stringify(value) ?? 'null';
    }
  }
  yield* write(value);
  yield pending;
}

/**
 * Sends an analysis answer (up to MAX_REQUIREMENTS rows, megabytes of JSON) as a stream of pieces, so that
 * stringifying it does not hold the event loop. The answer is typed by the engine, so the response schema
 * is not checked again here.
 */
export function sendJsonInPieces(reply: FastifyReply, value: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(Readable.from(jsonPieces(value)));
}

/**
 * Route hooks that let the event loop run between the costly steps of a large request: parsing its JSON,
 * checking it against the schema, and the handler.
 */
export const yieldBetweenSteps = { preValidation: yieldToEventLoop, preHandler: yieldToEventLoop };
