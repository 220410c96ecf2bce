import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';
import { assertNestingWithin, INVALID_JSON_MESSAGE, MAX_JSON_DEPTH } from './json-scan.js';
import { parseJsonInSlices } from './json-slices.js';

/** Bodies up to this size are parsed in one go (a few milliseconds); larger ones in slices. */
export const SLICED_BODY_BYTES = 512 * 1024;

/**
 * Replaces Fastify's JSON body parser for every route: a body never nests arrays and objects deeper than
 * MAX_JSON_DEPTH (so no recursive check of it overflows the stack), and a large body is parsed in slices
 * that hand the event loop back, its lists refused past `maxItems` as soon as they are.
 */
export function registerJsonBodyParser(app: FastifyInstance, limits: { maxItems: number }): void {
  const parseSmall = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text.length <= SLICED_BODY_BYTES) {
      try {
        assertNestingWithin(text, MAX_JSON_DEPTH);
      } catch (error) {
        return done(error instanceof AppError ? error : new AppError(400, String(error)), undefined);
      }
      return parseSmall(request, text, (error, value) => {
        const invalidJson = error && 'code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY';
        if (invalidJson) done(new AppError(400, INVALID_JSON_MESSAGE));
        else done(error, value);
      });
    }
    parseJsonInSlices(text, { maxDepth: MAX_JSON_DEPTH, maxItems: limits.maxItems }).then(
      (value) => done(null, value),
      (error: Error) => done(error, undefined),
    );
  });
}
