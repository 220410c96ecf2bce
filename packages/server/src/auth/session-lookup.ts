import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DatabaseConnection } from '../db/database.js';
import type { Auth } from './auth.js';
import { toFetchHeaders } from './fetch-bridge.js';
import { withoutSessionTokens } from './session-answers.js';
import { createSessionCache, type SessionCacheOptions } from './session-cache.js';

/** A checked session: its user as guards see them, and get-session's answer (without the token). */
export interface CheckedSession {
  user: { id: string; email: string; name: string };
  /** get-session's JSON body. */
  answer: string;
}

const sessionAnswerSchema = z.object({
  session: z.object({ id: z.string(), expiresAt: z.coerce.date() }),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
});

/** The value of cookie `name` in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return null;
}

/**
 * Session checks that cost no database round trip while the signed session cookie is in the session cache
 * (see session-cache.ts for how sign-out and revocation end entries on every server at once). The key is the
 * cookie's whole signed value, so a hit is a value better-auth itself accepted.
 */
export async function createSessionLookup(
  auth: Auth,
  database: Pick<DatabaseConnection, 'listen' | 'executeSql'>,
  options: SessionCacheOptions = {},
) {
  const cookieName = (await auth.$context).authCookies.sessionToken.name;
  const cache = createSessionCache<CheckedSession>(database, options);
  const stop = await cache.start();

  /** Remembers the session of get-session's `body` (as better-auth answered it) for the request's cookie. */
  function remember(key: string, body: unknown, lookedUpAt: number): CheckedSession | null {
    const parsed = sessionAnswerSchema.safeParse(body);
    if (!parsed.success) return null;
    const { session, user } = parsed.data;
    const checked = {
      user: { id: user.id, email: user.email, name: user.name },
      answer: JSON.stringify(withoutSessionTokens(body)),
    };
    cache.set(key, checked, [`s:${session.id}`, `u:${user.id}`], session.expiresAt.getTime(), lookedUpAt);
    return checked;
  }

  const keyOf = (request: FastifyRequest) => cookieValue(request.headers.cookie, cookieName);

  return {
    /** The cached session of the request's cookie, if any. */
    cached(request: FastifyRequest): CheckedSession | undefined {
      const key = keyOf(request);
      return key === null ? undefined : cache.get(key);
    },

    /** The request's session: from the cache, else from better-auth (and then cached); null when signed out. */
    async find(request: FastifyRequest): Promise<CheckedSession | null> {
      const key = keyOf(request);
      if (key === null) return null;
      const hit = cache.get(key);
      if (hit) return hit;
      const lookedUpAt = cache.generation();
      const session = await auth.api.getSession({ headers: toFetchHeaders(request) });
      if (!session) return null;
      const body: unknown = JSON.parse(JSON.stringify(session));
      return (
        remember(key, body, lookedUpAt) ?? {
          user: { id: session.user.id, email: session.user.email, name: session.user.name },
          answer: JSON.stringify(withoutSessionTokens(body)),
        }
      );
    },

    /**
     * Call before handing the request to better-auth's get-session; `remember` then caches its answer (an
     * answer that also sets a cookie, e.g. a refreshed session, is not cached: the next one is).
     */
    startLookup(request: FastifyRequest) {
      const key = keyOf(request);
      const lookedUpAt = cache.generation();
      return (body: unknown) => {
        if (key !== null) remember(key, body, lookedUpAt);
      };
    },

    settle: cache.settle,
    size: cache.size,
    stop,
  };
}

export type SessionLookup = Awaited<ReturnType<typeof createSessionLookup>>;
