import { ACCOUNT_MESSAGES } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { readVerificationLink, verificationOutcome, withoutVerificationParams } from './verification-link';

const at = (path: string) => new URL(path, 'http://localhost');

describe('verification link', () => {
  it("reads better-auth's redirect: confirmed, expired, or not valid", () => {
    expect(readVerificationLink(at('/?email-verified=1'))).toEqual({ kind: 'confirmed' });
    expect(readVerificationLink(at('/?email-verified=1&error=TOKEN_EXPIRED'))).toEqual({ kind: 'expired' });
    expect(readVerificationLink(at('/?email-verified=1&error=INVALID_TOKEN'))).toEqual({ kind: 'invalid' });
    expect(readVerificationLink(at('/?email-verified=1&error=USER_NOT_FOUND'))).toEqual({ kind: 'invalid' });
    expect(readVerificationLink(at('/?error=INVALID_TOKEN'))).toBeNull();
  });

  it('leaves the address without its parameters', () => {
    expect(withoutVerificationParams(at('/?email-verified=1&error=INVALID_TOKEN&x=1#top'))).toBe('/?x=1#top');
  });

  it('says the address is confirmed with the credits, or why the link did not work', () => {
    expect(verificationOutcome({ kind: 'confirmed' }, 100, true)).toEqual({
      title: ACCOUNT_MESSAGES.emailConfirmed,
      message: 'Your email address is confirmed and your 100 starting credits are in your account.',
    });
    expect(verificationOutcome({ kind: 'confirmed' }, 100, false).message).toMatch(/Log in to use them\.$/);
    expect(verificationOutcome({ kind: 'expired' }, 100, true)).toEqual({
      title: ACCOUNT_MESSAGES.emailNotConfirmed,
      message: ACCOUNT_MESSAGES.verificationLinkExpired,
    });
    expect(verificationOutcome({ kind: 'invalid' }, 100, false).message).toBe(
      ACCOUNT_MESSAGES.verificationLinkInvalid,
    );
  });
});
