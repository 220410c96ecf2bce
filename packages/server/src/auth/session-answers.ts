import { AUTH_BASE_PATH } from './auth.js';

/**
 * better-auth endpoints whose answers carry the token of a session cookie: the sessions' (get-session,
 * list-sessions) or the new session's (sign-in and sign-up with email and password).
 */
const sessionAnswerPaths: ReadonlySet<string> = new Set([
  '/get-session',
  '/list-sessions',
  '/sign-in/email',
  '/sign-up/email',
]);

/** Whether the answer to a request to better-auth carries session tokens (see sessionAnswerPaths). */
export function answersWithSessionTokens(url: string): boolean {
  const path = (url.split('?', 1)[0] ?? '').slice(AUTH_BASE_PATH.length).replace(/\/+$/, '');
  return sessionAnswerPaths.has(path);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutToken(session: unknown): unknown {
  if (!isRecord(session)) return session;
  const { token: _token, ...rest } = session;
  return rest;
}

/**
 * get-session's `{ session, user }`, list-sessions' array of sessions, or sign-in's and sign-up's
 * `{ token, user }`, without the tokens.
 */
export function withoutSessionTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutToken);
  if (isRecord(body) && 'session' in body) return { ...body, session: withoutToken(body.session) };
  if (isRecord(body) && 'user' in body) return withoutToken(body);
  return body;
}

/**
 * A session answer whose session tokens are removed: a page script (or anything injected into the page)
 * must not be able to read the token of the httpOnly session cookie.
 */
export async function hideSessionTokens(response: Response): Promise<Response> {
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body: unknown = JSON.parse(await response.text());
  return new Response(JSON.stringify(withoutSessionTokens(body)), {
    status: response.status,
    headers: response.headers,
  });
}
