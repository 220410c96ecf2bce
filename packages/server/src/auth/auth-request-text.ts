import { containsNulCharacter, NUL_CHARACTER_MESSAGE } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';

const encodedNul = /%00/i;

function bodyHasNulCharacter(body: Buffer, contentType: string): boolean {
  if (contentType.includes('application/json')) {
    try {
      return containsNulCharacter(JSON.parse(body.toString('utf8')));
    } catch {
      return false; // better-auth answers an unreadable body itself
    }
  }
  if (contentType.includes('application/x-www-form-urlencoded') && encodedNul.test(body.toString('latin1'))) {
    return true;
  }
  return body.includes(0);
}

/**
 * Refuses (400) a sign-in request with a NUL character in its URL or in any field of its body (name,
 * email, password, token …): PostgreSQL cannot store or look up text with one. better-auth's requests
 * come as raw bytes (at most 64 KB), so they are read here once more.
 */
export async function refuseNulCharacters(request: FastifyRequest): Promise<void> {
  const body = Buffer.isBuffer(request.body) ? request.body : null;
  if (
    encodedNul.test(request.url) ||
    (body && bodyHasNulCharacter(body, request.headers['content-type'] ?? ''))
  ) {
    throw new AppError(400, NUL_CHARACTER_MESSAGE);
  }
}
