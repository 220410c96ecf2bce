import { EMAIL_VERIFIED_CALLBACK } from '@specwright/core';
import type { BetterAuthOptions } from 'better-auth';
import type { AppConfig } from '../config/app-config.js';
import type { Mailer, MailMessage } from '../providers/mail.js';

/** How long a verification link works. */
const VERIFICATION_LINK_SECONDS = 3 * 24 * 60 * 60;

export function verificationMail(to: string, link: string, initialCredits: number): MailMessage {
  return {
    to,
    subject: 'Confirm your Specwright email address',
    text: [
      `Welcome to Specwright! Confirm that ${to} is your email address by opening this link (it works for three days):`,
      link,
      '',
      `Your account receives its ${initialCredits} starting credits once the address is confirmed.`,
      '',
      'If you did not sign up, ignore this email: the account stays unconfirmed.',
    ].join('\n'),
  };
}

/**
 * better-auth's link with the app as its callback, whatever the sign-up or resend asked for: the browser
 * lands on the app, which says that the address is confirmed (or why not), never on a bare JSON answer.
 */
export function verificationLink(betterAuthUrl: string): string {
  const link = new URL(betterAuthUrl);
  link.searchParams.set('callbackURL', EMAIL_VERIFIED_CALLBACK);
  return link.href;
}

/** Whether sign-ups verify their email address (only with SMTP: without, no mail could reach them). */
export function verifiesEmail(config: Pick<AppConfig, 'mail'>): boolean {
  return config.mail.smtpUrl !== null;
}

/** better-auth's email verification: a link mailed on sign-up when SMTP is configured, else none. */
export function emailVerificationOptions(
  config: AppConfig,
  mailer: Mailer,
): BetterAuthOptions['emailVerification'] {
  if (!verifiesEmail(config)) return undefined;
  return {
    sendOnSignUp: true,
    expiresIn: VERIFICATION_LINK_SECONDS,
    // better-auth's link verifies the address, then sends the browser to the app.
    sendVerificationEmail: async ({ user: recipient, url }) => {
      mailer.sendInBackground(
        verificationMail(recipient.email, verificationLink(url), config.limits.initialCredits),
      );
    },
  };
}
