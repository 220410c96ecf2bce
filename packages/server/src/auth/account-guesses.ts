import { createHash } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { SharedCounters } from '../http/shared-counters.js';

export const TOO_MANY_ACCOUNT_GUESSES =
  'Too many failed sign-ins for this account. Try again later, or reset your password.';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Failed password sign-ins per account and hour, whatever addresses they come from (the per-address limit
 * of auth-routes.ts does not stop many addresses guessing at one account).
 */
export interface AccountGuesses {
  /**
   * Counts a sign-in attempt at `email` before its password is checked (so concurrent guesses cannot slip
   * past the limit); a 429 APIError once the account's count this hour is over the limit.
   */
  admit(email: string): Promise<void>;
  /** Forgets the account's count: its sign-in succeeded or its password was reset. */
  forget(email: string): Promise<void>;
}

/** The counter's key: a hash, so the store never holds the email address. */
function accountKey(email: string): string {
  const digest = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `account-guesses:${digest}`;
}

export function accountGuesses(counters: SharedCounters, perHour: number): AccountGuesses {
  return {
    async admit(email) {
      const attempts = await counters.increment(accountKey(email), HOUR_MS);
      if (attempts > perHour) {
        throw new APIError('TOO_MANY_REQUESTS', {
          code: 'TOO_MANY_FAILED_SIGN_INS',
          message: TOO_MANY_ACCOUNT_GUESSES,
        });
      }
    },
    forget: (email) => counters.clear(accountKey(email)),
  };
}
