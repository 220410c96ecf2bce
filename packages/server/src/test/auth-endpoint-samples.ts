import { TEST_PASSWORD } from './auth-client.js';

/** A valid call of one of better-auth's routes (which the OpenAPI document leaves out). */
export interface AuthEndpointSample {
  method: 'GET' | 'POST';
  /** The path as the OpenAPI document would write it: `/api/auth/reset-password/{token}`. */
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Signs the caller out: a signed-in client signs in again after it. */
  endsSession?: boolean;
  /**
   * Where most calls hash a password (or end the session, which a sign-in with a hash restores): the only
   * caller that sends its many hostile calls, the one whose calls get past the session check.
   */
  hostileOnlyAs?: 'signed out' | 'signed in';
}

/**
 * better-auth's routes the server offers, each with a valid call by the signed-in user `email` (whose
 * password is TEST_PASSWORD). A call that would change the password or the email names a wrong one.
 */
export function authEndpointSamples(email: string): AuthEndpointSample[] {
  const newPassword = 'another horse battery';
  return [
    {
      method: 'POST',
      path: '/api/auth/sign-up/email',
      body: { email: `new-${email}`, password: TEST_PASSWORD, name: 'Ann' },
      hostileOnlyAs: 'signed out',
    },
    {
      method: 'POST',
      path: '/api/auth/sign-in/email',
      body: { email, password: TEST_PASSWORD, rememberMe: true },
      hostileOnlyAs: 'signed out',
    },
    { method: 'POST', path: '/api/auth/sign-in/social', body: { provider: 'github', callbackURL: '/' } },
    { method: 'GET', path: '/api/auth/get-session' },
    { method: 'POST', path: '/api/auth/sign-out', body: {}, endsSession: true, hostileOnlyAs: 'signed out' },
    {
      method: 'POST',
      path: '/api/auth/request-password-reset',
      body: { email, redirectTo: '/reset-password' },
    },
    { method: 'POST', path: '/api/auth/reset-password', body: { token: 'no-such-token', newPassword } },
    {
      method: 'GET',
      path: '/api/auth/reset-password/{token}',
      params: { token: 'no-such-token' },
      query: { callbackURL: '/' },
    },
    { method: 'POST', path: '/api/auth/update-user', body: { name: 'Ann', image: null } },
    {
      method: 'POST',
      path: '/api/auth/change-password',
      body: { currentPassword: 'not the password', newPassword, revokeOtherSessions: false },
      hostileOnlyAs: 'signed in',
    },
    {
      method: 'POST',
      path: '/api/auth/change-email',
      body: { newEmail: `other-${email}`, callbackURL: '/' },
    },
    { method: 'GET', path: '/api/auth/list-sessions' },
    { method: 'POST', path: '/api/auth/revoke-session', body: { token: 'no-such-token' } },
    { method: 'POST', path: '/api/auth/revoke-other-sessions', body: {} },
    {
      method: 'POST',
      path: '/api/auth/revoke-sessions',
      body: {},
      endsSession: true,
      hostileOnlyAs: 'signed out',
    },
    { method: 'GET', path: '/api/auth/list-accounts' },
    { method: 'POST', path: '/api/auth/unlink-account', body: { providerId: 'github' } },
    {
      method: 'POST',
      path: '/api/auth/delete-user',
      body: { password: 'not the password' },
      endsSession: true,
      hostileOnlyAs: 'signed in',
    },
    { method: 'GET', path: '/api/auth/verify-email', query: { token: 'no-such-token' } },
    {
      method: 'GET',
      path: '/api/auth/callback/{provider}',
      params: { provider: 'github' },
      query: { code: 'no-such-code', state: 'no-such-state' },
    },
    { method: 'GET', path: '/api/auth/ok' },
    { method: 'GET', path: '/api/auth/error', query: { error: 'access_denied' } },
  ];
}
