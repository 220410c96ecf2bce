import { REVIEW_MESSAGES } from '@specwright/core';
import { APIError } from 'better-auth/api';
import { and, eq } from 'drizzle-orm';
import type { AccountGuesses } from '../auth/account-guesses.js';
import { TOO_MANY_ACCOUNT_GUESSES } from '../auth/account-guesses.js';
import { verifyPassword } from '../auth/password.js';
import type { Database } from '../db/database.js';
import { account, user } from '../db/schema.js';
import { AppError } from '../http/errors.js';

/** The signer as the user table names them: their name, or their email address when they gave none. */
export interface Signer {
  id: string;
  name: string;
}

/**
 * Checks the caller's password again before a signature, counting a wrong one as a failed sign-in of the
 * account (429 past the limit): 400 when the account has no password, 403 when it is not right.
 */
export async function assertSignerPassword(
  db: Database,
  guesses: AccountGuesses,
  userId: string,
  password: string,
): Promise<Signer> {
  const [found] = await db
    .select({ name: user.name, email: user.email, hash: account.password })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.id, userId));
  if (!found?.hash) throw new AppError(400, REVIEW_MESSAGES.noPassword);
  try {
    await guesses.admit(found.email);
  } catch (error) {
    if (error instanceof APIError) throw new AppError(429, TOO_MANY_ACCOUNT_GUESSES);
    throw error;
  }
  if (!(await verifyPassword({ hash: found.hash, password }))) {
    throw new AppError(403, REVIEW_MESSAGES.wrongPassword);
  }
  await guesses.forget(found.email);
  return { id: userId, name: found.name.trim() || found.email };
}
