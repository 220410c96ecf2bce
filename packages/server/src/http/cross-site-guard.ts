import type { FastifyRequest } from 'fastify';
import { AUTH_BASE_PATH, trustedOrigins } from '../auth/auth.js';
import { AppError } from './errors.js';
import type { App } from './fastify-app.js';

export const CROSS_SITE_REFUSED = 'This request came from another site and was refused.';

const stateChangingMethods: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `origin` is `pattern`, or `pattern` ends in `:*` and `origin` is its host with any port. */
function matchesOrigin(origin: string, pattern: string): boolean {
  if (!pattern.endsWith(':*')) return origin === pattern;
  const base = pattern.slice(0, -1);
  return origin.startsWith(base) && /^\d+$/.test(origin.slice(base.length));
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** What the check looks at: the request's Origin and Sec-Fetch-Site headers and the host it was sent to. */
export interface RequestSource {
  origin: string | undefined;
  fetchSite: string | undefined;
  host: string;
}

/**
 * Whether a state-changing request may be served: not when the browser says it is cross-site, and not when
 * its Origin is neither a trusted origin (PUBLIC_URL; local dev servers while that is a localhost address)
 * nor the server's own host. Without both headers (the CLI, servers, tests) it may.
 */
export function isSameSiteRequest({ origin, fetchSite, host }: RequestSource, publicUrl: string): boolean {
  if (fetchSite === 'cross-site') return false;
  if (origin === undefined) return true;
  return (
    trustedOrigins(publicUrl).some((pattern) => matchesOrigin(origin, pattern)) || hostOf(origin) === host
  );
}

function needsCheck(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  return (
    stateChangingMethods.has(request.method) &&
    path.startsWith('/api/') &&
    !path.startsWith(`${AUTH_BASE_PATH}/`) // better-auth checks the Origin of its own endpoints
  );
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Defence in depth against cross-site request forgery (the session cookie is SameSite=Lax already): every
 * state-changing `/api` request but sign-in's is refused with a 403 when it comes from another site.
 */
export function registerCrossSiteGuard(app: App, publicUrl: string): void {
  // A callback hook, not an async one: it runs on every request and most of them are GETs.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!needsCheck(request)) return done();
    const source = {
      origin: header(request, 'origin'),
      fetchSite: header(request, 'sec-fetch-site'),
      host: request.host,
    };
    done(isSameSiteRequest(source, publicUrl) ? undefined : new AppError(403, CROSS_SITE_REFUSED));
  });
}
