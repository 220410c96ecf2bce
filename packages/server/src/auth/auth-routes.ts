import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';
import { AUTH_BASE_PATH } from './auth.js';
import { refuseUnstorableAuthText } from './auth-request-text.js';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.js';
import { hideSessionTokens } from './session-answers.js';

export interface AuthRoutesOptions {
  publicUrl: string;
  /** Sign-in and sign-up requests per minute and client address (AUTH_RATE_LIMIT). */
  signInLimit: number;
}

type AuthLimitGroup = 'sign-in' | 'password-reset' | 'verification-email' | 'other';

/** Requests per minute and client address for each group of better-auth endpoints. */
export function authRateLimits(signInLimit: number): Record<AuthLimitGroup, number> {
  const mails = Math.ceil(signInLimit / 2);
  return { 'sign-in': signInLimit, 'password-reset': mails, 'verification-email': mails, other: 300 };
}

const limitMessages: Record<AuthLimitGroup, string> = {
  'sign-in': 'Too many sign-in attempts. Please wait a minute and try again.',
  'password-reset': 'Too many password reset requests. Please wait a minute and try again.',
  'verification-email': 'Too many verification emails requested. Please wait a minute and try again.',
  other: 'Too many requests. Please wait a minute and try again.',
};

export function authLimitGroup(url: string): AuthLimitGroup {
  const path = (url.split('?', 1)[0] ?? '').slice(AUTH_BASE_PATH.length);
  if (path.startsWith('/sign-in/') || path.startsWith('/sign-up/')) return 'sign-in';
  if (path === '/request-password-reset' || path.startsWith('/reset-password')) return 'password-reset';
  if (path === '/send-verification-email') return 'verification-email';
  return 'other';
}

const authBodyLimit = 64 * 1024;

/**
 * better-auth's endpoints at `/api/auth/*`. Requests pass through as fetch Requests with their raw bodies;
 * responses come back as they are, with `error` added to JSON error bodies, `Cache-Control: no-store`, and
 * no session token in any answer body (the httpOnly cookie carries it). Rate limited per client address and group
 * (authRateLimits). POSTs need an Origin header of a trusted origin (PUBLIC_URL). The web app uses:
 *
 *   POST /api/auth/sign-up/email          { email, password, name }        → { user } + session cookie
 *   POST /api/auth/sign-in/email          { email, password }              → { user, redirect } + cookie
 *   POST /api/auth/sign-out               {}                               → { success: true }
 *   GET  /api/auth/get-session                                              → { session, user } or null
 *                                                                            (sessions never with their token)
 *   POST /api/auth/request-password-reset { email }                        → { status: true, message } | 404
 *   POST /api/auth/reset-password         { token, newPassword }           → { status: true }
 *   POST /api/auth/send-verification-email { email }                       → { status: true } (a new link)
 *   GET  /api/auth/verify-email?token=…   (the mailed link)               → 302 to /?email-verified=1
 *   POST /api/auth/sign-in/social         { provider, callbackURL }        → { url, redirect: true }
 *   GET  /api/auth/callback/:provider     (Google, GitHub, oidc redirect here)
 */
export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { publicUrl, signInLimit }) => {
  const limits = authRateLimits(signInLimit);
  // better-auth parses bodies itself (JSON, and form posts from OAuth providers): hand it the bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: authBodyLimit }, (_request, body, done) => {
    done(null, body);
  });

  /** better-auth's answer to `request`, as the web app gets it (no cache, no session tokens in bodies). */
  async function passOn(request: FastifyRequest, reply: FastifyReply) {
    const response = await app.auth.handler(toFetchRequest(request, publicUrl));
    // Answers about accounts and sessions are personal: no cache keeps them (unless better-auth says).
    reply.header('cache-control', 'no-store');
    return hideSessionTokens(response);
  }

  // Asked on every page load and often after: answered from the session cache without a database round
  // trip, and not rate limited (it changes nothing and a signed cookie is needed to learn anything).
  app.get(`${AUTH_BASE_PATH}/get-session`, { schema: { hide: true } }, async (request, reply) => {
    const cached = app.sessions.cached(request);
    if (cached) return reply.header('cache-control', 'no-store').type('application/json').send(cached.answer);
    const remember = app.sessions.startLookup(request);
    const response = await passOn(request, reply);
    if (response.ok && !response.headers.has('set-cookie')) remember(await response.clone().json());
    return sendFetchResponse(reply, response);
  });

  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    schema: { hide: true },
    // On the route, not only on the parser, so the 413 answer states it.
    bodyLimit: authBodyLimit,
    preHandler: refuseUnstorableAuthText,
    config: {
      rateLimit: {
        timeWindow: 60_000,
        max: (request: FastifyRequest) => limits[authLimitGroup(request.url)],
        keyGenerator: (request: FastifyRequest) => `${request.ip}|${authLimitGroup(request.url)}`,
        errorResponseBuilder: (request: FastifyRequest) =>
          new AppError(429, limitMessages[authLimitGroup(request.url)]),
      },
    },
    handler: async (request, reply) => {
      const response = await passOn(request, reply);
      // A sign-out, revocation or password change is announced to every server before it is answered.
      if (request.method === 'POST') await app.sessions.settle();
      return sendFetchResponse(reply, response);
    },
  });
};
