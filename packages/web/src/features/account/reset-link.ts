/** What the password-reset link brought: the token to set a new password with, or an expired link. */
export type ResetLink = { kind: 'token'; token: string } | { kind: 'invalid' };

/** Our own link uses `reset-token`; better-auth's redirect uses `token` (or `error=INVALID_TOKEN`). */
const TOKEN_PARAMS = ['reset-token', 'token'] as const;
const ERROR_PARAM = 'error';

export const INVALID_RESET_LINK_MESSAGE =
  'This password reset link is invalid or has expired. Enter your email and choose “Forgot password?” to get a new one.';

export function readResetLink(url: URL): ResetLink | null {
  for (const name of TOKEN_PARAMS) {
    const token = url.searchParams.get(name);
    if (token) return { kind: 'token', token };
  }
  return url.searchParams.get(ERROR_PARAM) === 'INVALID_TOKEN' ? { kind: 'invalid' } : null;
}

/** The same address without the reset parameters, so a reload does not reopen the form. */
export function withoutResetParams(url: URL): string {
  const clean = new URL(url.href);
  for (const name of [...TOKEN_PARAMS, ERROR_PARAM]) clean.searchParams.delete(name);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}
