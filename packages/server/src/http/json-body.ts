import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpointBodySchemas, routeKey } from './body-validation/body-schemas.js';
import { type BodyValidationPool, createBodyValidationPool } from './body-validation/body-validation-pool.js';
import { markValidatedBody } from './body-validation/validated-bodies.js';
import { AppError } from './errors.js';
import { assertNestingWithin, INVALID_JSON_MESSAGE, MAX_JSON_DEPTH } from './json-scan.js';
import { parseJsonInSlices } from './json-slices.js';

/** Bodies up to this size are parsed in one go (a few milliseconds); larger ones in slices. */
export const SLICED_BODY_BYTES = 512 * 1024;

/** Decoding this many bytes of UTF-8 takes about a millisecond. */
const DECODED_BYTES_PER_SLICE = 1024 * 1024;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Where to cut UTF-8 bytes at or before `at` so that no character is split (not inside one's bytes). */
function characterBoundary(bytes: Uint8Array, at: number): number {
  let cut = at;
  while (cut > 0 && ((bytes[cut] ?? 0) & 0xc0) === 0x80) cut--;
  return cut;
}

/** UTF-8 bytes as text, a slice at a time with the event loop running in between. */
async function decodeInSlices(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const pieces: string[] = [];
  let start = 0;
  while (start < buffer.length) {
    const end =
      start + DECODED_BYTES_PER_SLICE >= buffer.length
        ? buffer.length
        : characterBoundary(buffer, start + DECODED_BYTES_PER_SLICE);
    pieces.push(buffer.toString('utf8', start, end));
    start = end;
    await yieldToEventLoop();
  }
  return pieces.join('');
}

/** The route's key when the validation worker knows its body schema (the same object the route has). */
function workerRoute(request: FastifyRequest, schemas: ReadonlyMap<string, unknown>): string | null {
  const { method, url, schema } = request.routeOptions;
  if (typeof method !== 'string' || !url || !schema?.body) return null;
  const key = routeKey(method, url);
  return schemas.get(key) === schema.body ? key : null;
}

/**
 * Replaces Fastify's JSON body parser for every route: a body never nests arrays and objects deeper than
 * MAX_JSON_DEPTH (so no recursive check of it overflows the stack), and a large body never holds the event
 * loop. A large body of a route declared in @specwright/core is read and validated with the route's schema
 * in a worker thread, and its validated value parsed back here in slices (not validated again); other large
 * bodies are parsed in slices, their lists refused past `maxItems` as soon as they are.
 */
export function registerJsonBodyParser(app: FastifyInstance, limits: { maxItems: number }): void {
  const parseSmall = app.getDefaultJsonParser('error', 'error');
  const schemas = endpointBodySchemas();
  let pool: BodyValidationPool | null = null;
  const startPool = (keepThread: boolean) =>
    createBodyValidationPool({ maxRequirements: limits.maxItems }, { keepThread });
  // A server that listens starts the thread now; tests through `inject` only when a large body comes.
  app.addHook('onListen', async () => {
    pool ??= startPool(true);
  });
  app.addHook('onClose', async () => {
    await pool?.close();
  });
  const jsonLimits = { maxDepth: MAX_JSON_DEPTH, maxItems: limits.maxItems };

  async function parseLarge(request: FastifyRequest, body: Buffer): Promise<unknown> {
    const route = workerRoute(request, schemas);
    if (!route) return parseJsonInSlices(await decodeInSlices(body), jsonLimits);
    pool ??= startPool(false);
    const validated = await pool.validate(route, body);
    if (validated instanceof Error) throw validated;
    // Validated: its lists are as long as the schema allows.
    const value = await parseJsonInSlices(await decodeInSlices(validated), {
      maxDepth: MAX_JSON_DEPTH,
      maxItems: Number.POSITIVE_INFINITY,
    });
    markValidatedBody(value);
    return value;
  }

  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    const bytes = body as Buffer;
    if (bytes.length > SLICED_BODY_BYTES) {
      parseLarge(request, bytes).then(
        (value) => done(null, value),
        (error: Error) => done(error, undefined),
      );
      return;
    }
    const text = bytes.toString('utf8');
    try {
      assertNestingWithin(text, MAX_JSON_DEPTH);
    } catch (error) {
      return done(error instanceof AppError ? error : new AppError(400, String(error)), undefined);
    }
    parseSmall(request, text, (error, value) => {
      const invalidJson = error && 'code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
      if (invalidJson) done(new AppError(400, INVALID_JSON_MESSAGE));
      else done(error, value);
    });
  });
}
