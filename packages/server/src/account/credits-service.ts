import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { creditBalance, creditLedger, user } from '../db/schema.js';
import { AppError } from '../http/errors.js';

export const INITIAL_GRANT_REASON = 'initial grant';

/** Largest single grant or spend. */
export const MAX_CREDIT_CHANGE = 1_000_000_000;

export type SpendResult = { ok: true; balance: number } | { ok: false; balance: number };

export interface CreditsService {
  /**
   * Gives an account its initial credits (ledger reason 'initial grant') once, however often or concurrently
   * it is called; with `afterEmailVerification`, only once the email address is verified (before, the
   * account has a balance of 0).
   */
  grantInitialCredits(userId: string): Promise<void>;
  /** Whether the account's initial credits wait for its email address to be verified. */
  awaitsEmailVerification(userId: string): Promise<boolean>;
  /** The user's balance (granting the initial credits first if the account never got them). */
  balanceOf(userId: string): Promise<number>;
  /**
   * Takes `amount` credits if the balance has them, in one transaction with its ledger row; concurrent spends
   * never take a balance below 0. `{ ok: false }` (and no change) when there are too few.
   */
  spend(userId: string, amount: number, reason: string): Promise<SpendResult>;
  /** Gives back credits a failed operation had spent. Returns the new balance. */
  refund(userId: string, amount: number, reason: string): Promise<number>;
  /** Adds credits to the account with this email; a 404 AppError when there is none. Returns the new balance. */
  grantByEmail(email: string, amount: number, reason: string): Promise<number>;
}

function assertAmount(amount: number): void {
  if (!Number.isInteger(amount) || amount < 1 || amount > MAX_CREDIT_CHANGE) {
    throw new RangeError(
      `A credit amount must be a whole number from 1 to ${MAX_CREDIT_CHANGE}, not ${amount}`,
    );
  }
}

export interface CreditsServiceDependencies {
  db: Database;
  /** What a new account starts with (INITIAL_CREDITS). */
  initialCredits: number;
  /** The initial credits are granted only once the email address is verified (SMTP_URL is set). */
  afterEmailVerification?: boolean;
}

/** Credits of each user: a balance row plus a ledger row for every change, so the balance is auditable. */
export function creditsService({
  db,
  initialCredits,
  afterEmailVerification = false,
}: CreditsServiceDependencies): CreditsService {
  type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

  async function initiallyGranted(tx: Transaction | Database, userId: string): Promise<boolean> {
    const granted = await tx
      .select({ id: creditLedger.id })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, INITIAL_GRANT_REASON)))
      .limit(1);
    return granted.length > 0;
  }

  async function emailVerified(tx: Transaction, userId: string): Promise<boolean> {
    const found = await tx.select({ verified: user.emailVerified }).from(user).where(eq(user.id, userId));
    return found[0]?.verified === true;
  }

  async function grantInitialCredits(userId: string): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.insert(creditBalance).values({ userId, balance: 0 }).onConflictDoNothing();
      // The balance row is locked: a concurrent grant waits here, then sees this one's ledger row.
      await tx
        .select({ userId: creditBalance.userId })
        .from(creditBalance)
        .where(eq(creditBalance.userId, userId))
        .for('update');
      if (await initiallyGranted(tx, userId)) return;
      if (afterEmailVerification && !(await emailVerified(tx, userId))) return;
      const [granted] = await tx
        .update(creditBalance)
        .set({ balance: sql`${creditBalance.balance} + ${initialCredits}` })
        .where(eq(creditBalance.userId, userId))
        .returning({ balance: creditBalance.balance });
      await tx.insert(creditLedger).values({
        userId,
        delta: initialCredits,
        reason: INITIAL_GRANT_REASON,
        balanceAfter: granted?.balance ?? initialCredits,
      });
    });
  }

  async function awaitsEmailVerification(userId: string): Promise<boolean> {
    return afterEmailVerification && !(await initiallyGranted(db, userId));
  }

  async function storedBalance(userId: string): Promise<number | null> {
    const rows = await db
      .select({ balance: creditBalance.balance })
      .from(creditBalance)
      .where(eq(creditBalance.userId, userId));
    return rows[0]?.balance ?? null;
  }

  async function balanceOf(userId: string): Promise<number> {
    const balance = await storedBalance(userId);
    if (balance !== null) return balance;
    await grantInitialCredits(userId);
    return (await storedBalance(userId)) ?? 0;
  }

  async function change(userId: string, delta: number, reason: string): Promise<number | null> {
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(creditBalance)
        .set({ balance: sql`${creditBalance.balance} + ${delta}` })
        .where(
          delta < 0
            ? and(eq(creditBalance.userId, userId), gte(creditBalance.balance, -delta))
            : eq(creditBalance.userId, userId),
        )
        .returning({ balance: creditBalance.balance });
      const balance = updated[0]?.balance;
      if (balance === undefined) return null;
      await tx.insert(creditLedger).values({ userId, delta, reason, balanceAfter: balance });
      return balance;
    });
  }

  async function spend(userId: string, amount: number, reason: string): Promise<SpendResult> {
    assertAmount(amount);
    const balance = await change(userId, -amount, reason);
    if (balance !== null) return { ok: true, balance };
    const current = await storedBalance(userId);
    if (current !== null) return { ok: false, balance: current };
    await grantInitialCredits(userId);
    return spend(userId, amount, reason);
  }

  /** Adds to a balance that exists; returns the new balance. */
  async function add(userId: string, amount: number, reason: string): Promise<number> {
    const balance = await change(userId, amount, reason);
    if (balance === null) throw new Error(`The credit balance of user ${userId} disappeared`);
    return balance;
  }

  async function grantByEmail(email: string, amount: number, reason: string): Promise<number> {
    assertAmount(amount);
    const found = await db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()));
    const userId = found[0]?.id;
    if (userId === undefined) throw new AppError(404, `No user found with the email address ${email}.`);
    await balanceOf(userId);
    return add(userId, amount, reason);
  }

  async function refund(userId: string, amount: number, reason: string): Promise<number> {
    assertAmount(amount);
    return add(userId, amount, reason);
  }

  return { grantInitialCredits, awaitsEmailVerification, balanceOf, spend, refund, grantByEmail };
}
