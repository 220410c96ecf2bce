import { ACCOUNT_MESSAGES } from '@specwright/core';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import type { AccountGuesses } from './account-guesses.js';

function bodyEmail(body: unknown): string | null {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email !== '' ? email : null;
}

/**
 * better-auth's before and after hooks: the reset form's message for an unknown address, and the
 * per-account limit of password sign-ins (counted before the password is checked, forgotten once one
 * succeeds).
 */
export function authHooks(guesses: AccountGuesses) {
  return {
    before: createAuthMiddleware(async (context) => {
      const email = bodyEmail(context.body);
      if (context.path === '/sign-in/email' && email) await guesses.admit(email);
      // The spec's reset form says 'No user found with this email address.' for an unknown address.
      if (context.path !== '/request-password-reset') return;
      // Not an email address: better-auth's own validation answers 400, before anything looks it up.
      if (email === null || !z.email().safeParse(email).success) return;
      const found = await context.context.internalAdapter.findUserByEmail(email.toLowerCase());
      if (!found)
        throw new APIError('NOT_FOUND', { code: 'USER_NOT_FOUND', message: ACCOUNT_MESSAGES.noUser });
    }),
    after: createAuthMiddleware(async (context) => {
      const email = bodyEmail(context.body);
      if (context.path === '/sign-in/email' && email && context.context.newSession)
        await guesses.forget(email);
    }),
  };
}
