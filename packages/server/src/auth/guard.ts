import { ACCOUNT_MESSAGES } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';

/** Who is calling, as the guards and policies see it. */
export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

/** Finds the user of a personal API token; null for an unknown or revoked one. */
export type ApiTokenUserLookup = (token: string) => Promise<SignedInUser | null>;

/** The token of an `Authorization: Bearer <token>` header, or null without one. */
function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Whether the request authenticates with a personal API token (`Authorization: Bearer`) instead of a session. */
export function usesApiToken(request: FastifyRequest): boolean {
  return bearerToken(request) !== null;
}

/** The user of the request's session cookie: from the session cache on most requests (session-lookup.ts). */
async function sessionUser(request: FastifyRequest): Promise<SignedInUser | null> {
  return (await request.server.sessions.find(request))?.user ?? null;
}

/**
 * The user of the request's personal API token (`Authorization: Bearer spw_…`) or, without that header, of
 * its session cookie; null when there is none (an unknown token does not fall back to the cookie). Looked
 * up once per request.
 */
export async function findUser(request: FastifyRequest): Promise<SignedInUser | null> {
  if (request.signedInUser !== undefined) return request.signedInUser;
  const token = bearerToken(request);
  const found = token === null ? await sessionUser(request) : await request.server.findApiTokenUser(token);
  request.signedInUser = found;
  return found;
}

/** The signed-in user; a 401 AppError ('You must be signed in to use this feature.') when there is none. */
export async function requireUser(request: FastifyRequest): Promise<SignedInUser> {
  const found = await findUser(request);
  if (!found) throw new AppError(401, ACCOUNT_MESSAGES.signInRequired);
  return found;
}
