import { ACCOUNT_MESSAGES } from '@specwright/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import type { Auth } from './auth.js';
import { toFetchHeaders } from './fetch-bridge.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance (decorated by buildApp). */
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in user once findUser has looked (null: signed out); undefined before. */
    signedInUser: SignedInUser | null | undefined;
  }
}

/** Who is calling, as the guards and policies see it. */
export interface SignedInUser {
  id: string;
  email: string;
  name: string;
}

/** The user of the request's session cookie or `Authorization: Bearer` token, or null. Looked up once. */
export async function findUser(request: FastifyRequest): Promise<SignedInUser | null> {
  if (request.signedInUser !== undefined) return request.signedInUser;
  const session = await request.server.auth.api.getSession({ headers: toFetchHeaders(request) });
  const found = session ? { id: session.user.id, email: session.user.email, name: session.user.name } : null;
  request.signedInUser = found;
  return found;
}

/** The signed-in user; a 401 AppError ('You must be signed in to use this feature.') when there is none. */
export async function requireUser(request: FastifyRequest): Promise<SignedInUser> {
  const found = await findUser(request);
  if (!found) throw new AppError(401, ACCOUNT_MESSAGES.signInRequired);
  return found;
}
