import { NUL_CHARACTER_MESSAGE, unstorableTextIn } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { assertNestingWithin, MAX_JSON_DEPTH } from '../http/json-scan.js';

const encodedNul = /%00/i;

/** Why the body's text cannot be stored (NUL, a lone surrogate), or null; nesting past MAX_JSON_DEPTH throws. */
function unstorableTextInBody(body: Buffer, contentType: string): string | null {
  if (contentType.includes('application/json')) {
    const text = body.toString('utf8');
    assertNestingWithin(text, MAX_JSON_DEPTH);
    try {
      return unstorableTextIn(JSON.parse(text));
    } catch {
      return null; // better-auth answers an unreadable body itself
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded') && encodedNul.test(body.toString('latin1'))) {
    return NUL_CHARACTER_MESSAGE;
  }
  return body.includes(0) ? NUL_CHARACTER_MESSAGE : null;
}

/**
 * Refuses (400) a sign-in request whose URL or body holds text PostgreSQL cannot store or look up (a NUL
 * character, a lone surrogate) in any field (name, email, password, token …), or JSON nested deeper than the
 * server's other routes accept. better-auth's requests come as raw bytes (at most 64 KB), so they are read
 * here once more.
 */
export async function refuseUnstorableAuthText(request: FastifyRequest): Promise<void> {
  if (encodedNul.test(request.url)) throw new AppError(400, NUL_CHARACTER_MESSAGE);
  const body = Buffer.isBuffer(request.body) ? request.body : null;
  const problem = body && unstorableTextInBody(body, request.headers['content-type'] ?? '');
  if (problem) throw new AppError(400, problem);
}
