import { apiRequest, type ResponseSchema } from '../../api/api-request';
import type { SessionUser } from '../../state/session';

/** better-auth's endpoints, mounted by the server at /api/auth. */
export const AUTH_BASE = '/api/auth';
const AUTH_TIMEOUT_MS = 15_000;

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** better-auth's `{ session, user }` (or null when signed out) as our signed-in user. */
export function sessionUserFrom(data: unknown): SessionUser | null {
  if (!isRecord(data) || !isRecord(data.user)) return null;
  const { user } = data;
  const uid = text(user.id);
  const email = text(user.email);
  if (!uid || !email) throw new Error('The session has no user id or email');
  const session = isRecord(data.session) ? data.session : {};
  return {
    uid,
    email,
    displayName: text(user.name),
    photoURL: text(user.image),
    createdAt: text(user.createdAt),
    lastSignInAt: text(session.createdAt) ?? text(session.updatedAt),
  };
}

const sessionSchema: ResponseSchema<SessionUser | null> = { parse: sessionUserFrom };
const anything: ResponseSchema<unknown> = { parse: (data) => data };
const redirectUrl: ResponseSchema<string> = {
  parse: (data) => {
    const url = isRecord(data) ? text(data.url) : null;
    if (!url) throw new Error('No sign-in URL');
    return url;
  },
};

const post = (path: string, body: Json) =>
  apiRequest(`${AUTH_BASE}${path}`, { method: 'POST', body, schema: anything, timeoutMs: AUTH_TIMEOUT_MS });

/** The current session's user, or null when signed out. */
export function fetchSession(): Promise<SessionUser | null> {
  return apiRequest(`${AUTH_BASE}/get-session`, { schema: sessionSchema, timeoutMs: AUTH_TIMEOUT_MS });
}

export function signInWithEmail(email: string, password: string): Promise<unknown> {
  return post('/sign-in/email', { email: email.trim(), password, rememberMe: true });
}

export function signUpWithEmail(name: string, email: string, password: string): Promise<unknown> {
  return post('/sign-up/email', { name, email: email.trim(), password });
}

export function signOutSession(): Promise<unknown> {
  return post('/sign-out', {});
}

/** Mails a reset link; following it lands on `redirectTo?token=…`. */
export function requestPasswordReset(email: string, redirectTo: string): Promise<unknown> {
  return post('/request-password-reset', { email: email.trim(), redirectTo });
}

/** Mails the signed-in user a new link to confirm their email address (rate limited by the server). */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return post('/send-verification-email', { email });
}

export function resetPassword(token: string, newPassword: string): Promise<unknown> {
  return post('/reset-password', { token, newPassword });
}

export type SocialProvider = 'google' | 'github' | 'oidc';

/** The provider's sign-in page; the browser comes back to `callbackURL` (or `errorCallbackURL`). */
export function socialSignInUrl(
  provider: SocialProvider,
  callbackURL: string,
  errorCallbackURL: string,
): Promise<string> {
  // The server registers single sign-on (generic OpenID Connect) under the provider id 'oidc'.
  return apiRequest(`${AUTH_BASE}/sign-in/social`, {
    method: 'POST',
    body: { provider, callbackURL, errorCallbackURL, disableRedirect: true },
    schema: redirectUrl,
    timeoutMs: AUTH_TIMEOUT_MS,
  });
}
