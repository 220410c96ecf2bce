import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { Database } from '../db/database.js';
import { creditLedger, user } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { creditsService } from './credits-service.js';

function ledgerOf(db: Database, userId: string) {
  return db
    .select({
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      balanceAfter: creditLedger.balanceAfter,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
}

describeEachDatabase('credits', (database) => {
  let app: App;
  const credits = () => creditsService({ db: database().db, initialCredits: 10 });
  beforeAll(async () => {
    app = await buildTestApp(database(), testConfig({ INITIAL_CREDITS: '10' }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives a new account INITIAL_CREDITS, recorded in the ledger', async () => {
    const { id } = await signUpNewUser(app);
    expect(await credits().balanceOf(id)).toBe(10);
    expect(await ledgerOf(database().db, id)).toEqual([
      { delta: 10, reason: 'initial grant', balanceAfter: 10 },
    ]);
    await credits().grantInitialCredits(id);
    expect(await ledgerOf(database().db, id)).toHaveLength(1);
  });

  it('lets exactly 10 of 50 concurrent spends of 1 through a balance of 10', async () => {
    const { id } = await signUpNewUser(app);
    const service = credits();
    const results = await Promise.all(Array.from({ length: 50 }, () => service.spend(id, 1, 'basic review')));
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(results.filter((result) => !result.ok).every((result) => result.balance === 0)).toBe(true);
    expect(await service.balanceOf(id)).toBe(0);
    const ledger = await ledgerOf(database().db, id);
    expect(ledger).toHaveLength(11);
    expect(
      ledger
        .slice(1)
        .map((row) => row.balanceAfter)
        .sort((a, b) => b - a),
    ).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
  });

  it('refuses a spend larger than the balance without changing anything', async () => {
    const { id } = await signUpNewUser(app);
    expect(await credits().spend(id, 11, 'advanced review')).toEqual({ ok: false, balance: 10 });
    expect(await credits().spend(id, 4, 'advanced review')).toEqual({ ok: true, balance: 6 });
    expect(await ledgerOf(database().db, id)).toHaveLength(2);
    await expect(credits().spend(id, 0, 'nothing')).rejects.toThrow(RangeError);
    await expect(credits().spend(id, 1.5, 'half')).rejects.toThrow(RangeError);
  });

  it('grants credits by email, case-insensitively', async () => {
    const { id, email } = await signUpNewUser(app);
    expect(await credits().grantByEmail(email.toUpperCase(), 25, 'top-up by email')).toBe(35);
    expect((await ledgerOf(database().db, id)).at(-1)).toEqual({
      delta: 25,
      reason: 'top-up by email',
      balanceAfter: 35,
    });
    const unknown = credits().grantByEmail('nobody@example.com', 5, 'x');
    await expect(unknown).rejects.toThrow(
      new AppError(404, 'No user found with the email address nobody@example.com.'),
    );
  });

  it('gives the initial credits late to an account that missed them', async () => {
    const [created] = await database()
      .db.insert(user)
      .values({ id: `late-${Date.now()}`, name: 'Late', email: `late-${Date.now()}@example.com` })
      .returning();
    if (!created) throw new Error('no user');
    expect(await credits().spend(created.id, 3, 'first use')).toEqual({ ok: true, balance: 7 });
    expect((await ledgerOf(database().db, created.id)).map((row) => row.reason)).toEqual([
      'initial grant',
      'first use',
    ]);
  });
});
