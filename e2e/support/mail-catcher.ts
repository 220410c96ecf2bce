import { expect, type Page } from '@playwright/test';
import { e2eMailApiPort } from './mail-ports';

/** Recipients and the raw message (headers and body) as received. */
export interface CaughtMail {
  to: string[];
  raw: string;
}

/**
 * The first mail to `address` whose subject starts with `subject` (already caught or still to come), from
 * the suite's mail catcher (mail-catcher-server.ts, started by playwright.config.ts for every worker).
 */
export async function waitForMailTo(address: string, subject = '', timeoutMs = 15_000): Promise<CaughtMail> {
  const query = new URLSearchParams({ to: address, subject, timeoutMs: String(timeoutMs) });
  const response = await fetch(`http://127.0.0.1:${e2eMailApiPort}/mail?${query}`);
  if (!response.ok) throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
  return (await response.json()) as CaughtMail;
}

/** The mail's body with quoted-printable soft line breaks and `=3D` undone. */
function bodyOf(mail: CaughtMail): string {
  return mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/** The password-reset link in a mail. */
export function resetLinkIn(mail: CaughtMail): string {
  const body = bodyOf(mail);
  const match = /https?:\/\/\S+reset-token=[\w%-]+/.exec(body);
  if (!match) throw new Error(`No reset link in the mail:\n${body}`);
  return match[0];
}

export const VERIFICATION_SUBJECT = 'Confirm your Specwright email address';

/** The email-verification link in a mail. */
export function verificationLinkIn(mail: CaughtMail): string {
  const body = bodyOf(mail);
  const match = /https?:\/\/\S+\/verify-email\?\S+/.exec(body);
  if (!match) throw new Error(`No verification link in the mail:\n${body}`);
  return match[0];
}

/** The verification link mailed to `email` on sign-up. */
export async function verificationLinkFor(email: string): Promise<string> {
  return verificationLinkIn(await waitForMailTo(email, VERIFICATION_SUBJECT));
}

/**
 * After an API sign-up in the page's browser context: when the page's server verifies email addresses
 * (SMTP configured; the private servers with a model are not), opens the mailed link in the same context,
 * as the user's click would, so the account gets its starting credits. The page itself stays where it is.
 */
export async function verifyEmailInContext(page: Page, email: string): Promise<void> {
  const origin = new URL(page.url()).origin;
  const config = (await (await page.request.get(`${origin}/api/config`)).json()) as {
    signIn: { emailVerification: boolean };
  };
  if (!config.signIn.emailVerification) return;
  const opened = await page.request.get(await verificationLinkFor(email));
  expect(opened.ok(), `the verification link answered ${opened.status()}`).toBe(true);
}

/** The invitation link (`<origin>/invite/<token>`) in a mail inviting someone to a workspace. */
export function invitationLinkIn(mail: CaughtMail): string {
  const body = bodyOf(mail);
  const match = /https?:\/\/[^\s"<>]+\/invite\/[\w%-]+/.exec(body);
  if (!match) throw new Error(`No invitation link in the mail:\n${body}`);
  return match[0];
}

/** The link to a spec (`<origin>/?spec=<id>&row=<row id>`) in a mail, such as a mention's. */
export function specUrlIn(mail: CaughtMail): string {
  const body = bodyOf(mail);
  const match = /https?:\/\/[^\s"<>]+\/\?spec=[^\s"<>]+/.exec(body);
  if (!match) throw new Error(`No link to a spec in the mail:\n${body}`);
  return match[0];
}
