import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../auth/auth.js';
import type { ApiTokenUserLookup, SignedInUser } from '../auth/guard.js';
import type { SessionLookup } from '../auth/session-lookup.js';
import type { AnswerCache } from './answer-cache.js';
import type { SharedCounters } from './shared-counters.js';

/** The Specwright HTTP server as routes and set-up functions see it: Fastify with zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

// What buildApp adds to every Fastify instance and request.
declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance. */
    auth: Auth;
    /** Session checks through the session cache (auth/session-lookup.ts). */
    sessions: SessionLookup;
    /** The user of a personal API token (`Authorization: Bearer spw_…`). */
    findApiTokenUser: ApiTokenUserLookup;
    /** Signed-in reads' JSON answers, kept until the database announces a change (http/answer-cache.ts). */
    answers: AnswerCache;
    /** Counts in the rate limits' store (http/rate-limit.ts), shared by the servers that share it. */
    sharedCounters: SharedCounters;
  }
  interface FastifyRequest {
    /** The signed-in user once findUser has looked (null: signed out); undefined before. */
    signedInUser: SignedInUser | null | undefined;
  }
}
