import { verifiesEmail } from '../auth/email-verification.js';
import type { AppConfig } from '../config/app-config.js';
import { openDatabase } from '../db/client.js';
import { creditsService } from './credits-service.js';

export { MAX_CREDIT_CHANGE } from './credits-service.js';

/**
 * Adds `amount` credits to the account with `email` in the configured database (for the operator's
 * `specwright credits grant`); returns the new balance. Throws an AppError (404) for an unknown email and
 * a StartupError when the database cannot be opened (e.g. a running server holds the embedded one).
 */
export async function grantCredits(
  config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'limits' | 'mail'>,
  email: string,
  amount: number,
  reason: string,
): Promise<number> {
  const connection = await openDatabase(config, { recordStart: false });
  try {
    const credits = creditsService({
      db: connection.db,
      initialCredits: config.limits.initialCredits,
      afterEmailVerification: verifiesEmail(config),
    });
    return await credits.grantByEmail(email, amount, reason);
  } finally {
    await connection.close();
  }
}
