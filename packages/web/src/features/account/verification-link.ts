import { ACCOUNT_MESSAGES, EMAIL_VERIFIED_PARAM, emailConfirmedMessage } from '@specwright/core';

/** Where a verification link brought the browser: the address confirmed, or a link expired or not valid. */
export type VerificationLink = { kind: 'confirmed' } | { kind: 'expired' } | { kind: 'invalid' };

const ERROR_PARAM = 'error';

/** better-auth's verify-email redirect to `/?email-verified=1`, with `error=<code>` when it refused the link. */
export function readVerificationLink(url: URL): VerificationLink | null {
  if (!url.searchParams.has(EMAIL_VERIFIED_PARAM)) return null;
  const error = url.searchParams.get(ERROR_PARAM);
  if (error === null) return { kind: 'confirmed' };
  return error === 'TOKEN_EXPIRED' ? { kind: 'expired' } : { kind: 'invalid' };
}

/** The same address without the verification parameters, so a reload does not say it again. */
export function withoutVerificationParams(url: URL): string {
  const clean = new URL(url.href);
  for (const name of [EMAIL_VERIFIED_PARAM, ERROR_PARAM]) clean.searchParams.delete(name);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}

/** The title and message the app shows for a verification link. */
export function verificationOutcome(
  link: VerificationLink,
  initialCredits: number,
  signedIn: boolean,
): { title: string; message: string } {
  if (link.kind === 'confirmed')
    return {
      title: ACCOUNT_MESSAGES.emailConfirmed,
      message: emailConfirmedMessage(initialCredits, signedIn),
    };
  return {
    title: ACCOUNT_MESSAGES.emailNotConfirmed,
    message:
      link.kind === 'expired'
        ? ACCOUNT_MESSAGES.verificationLinkExpired
        : ACCOUNT_MESSAGES.verificationLinkInvalid,
  };
}
