import { describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { useAppWithMailServer } from '../test/app.js';
import { TEST_PASSWORD, TestClient, uniqueEmail } from '../test/auth-client.js';
import { describeEachDatabase, testDatabaseUrl } from '../test/database.js';
import { twoServersOnPostgres } from '../test/two-servers.js';
import { TOO_MANY_ACCOUNT_GUESSES } from './account-guesses.js';

const testRedisUrl = process.env.TEST_REDIS_URL || undefined;
const resetLinkPattern = /\?reset-token=([\w-]+)/;

/** One sign-in at `email` from a new client address each time; its status. */
async function signInFromNewAddress(app: App, email: string, password: string): Promise<number> {
  return (await new TestClient(app).signIn(email, password)).statusCode;
}

async function guessWrongly(app: App, email: string, times: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let guess = 0; guess < times; guess += 1) {
    statuses.push(await signInFromNewAddress(app, email, `wrong guess ${guess}`));
  }
  return statuses;
}

describeEachDatabase('failed sign-ins per account', (database) => {
  const { app, smtp } = useAppWithMailServer(database, { AUTH_ACCOUNT_GUESSES_PER_HOUR: '3' });

  it('stop guesses from any address at the limit, the owner included, until a password reset', async () => {
    const email = uniqueEmail('guessed');
    expect((await new TestClient(app()).signUp(email)).statusCode).toBe(200);

    expect(await guessWrongly(app(), email, 3)).toEqual([401, 401, 401]);
    const refused = await new TestClient(app()).signIn(email, 'fourth wrong guess');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'Too Many Requests', message: TOO_MANY_ACCOUNT_GUESSES });
    expect(await signInFromNewAddress(app(), email, TEST_PASSWORD)).toBe(429);

    const owner = new TestClient(app());
    expect((await owner.post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    const mail = await smtp().waitFor(
      (received) => received.to.includes(email) && received.subject.startsWith('Reset'),
    );
    const token = resetLinkPattern.exec(mail.text)?.[1];
    const reset = await owner.post('/api/auth/reset-password', { token, newPassword: 'the owner is back' });
    expect(reset.statusCode).toBe(200);
    expect(await signInFromNewAddress(app(), email, 'the owner is back')).toBe(200);
    expect(await guessWrongly(app(), email, 3)).toEqual([401, 401, 401]);
    expect(await signInFromNewAddress(app(), email, 'the owner is back')).toBe(429);
  });

  it('count failures only since the last successful sign-in, and apart per account', async () => {
    const email = uniqueEmail('forgetful');
    const other = uniqueEmail('bystander');
    await new TestClient(app()).signUp(email);
    await new TestClient(app()).signUp(other);
    expect(await guessWrongly(app(), email, 2)).toEqual([401, 401]);
    expect(await signInFromNewAddress(app(), email, TEST_PASSWORD)).toBe(200);
    expect(await guessWrongly(app(), email, 3)).toEqual([401, 401, 401]);
    expect(await signInFromNewAddress(app(), other, TEST_PASSWORD)).toBe(200);
  });
});

function sharedAcrossServers(env: Record<string, string>) {
  const { first, second } = twoServersOnPostgres({ AUTH_ACCOUNT_GUESSES_PER_HOUR: '3', ...env });

  it('holds across servers', async () => {
    const email = uniqueEmail('spread');
    expect((await new TestClient(first()).signUp(email)).statusCode).toBe(200);
    const statuses = [
      await signInFromNewAddress(first(), email, 'guess one'),
      await signInFromNewAddress(second(), email, 'guess two'),
      await signInFromNewAddress(first(), email, 'guess three'),
      await signInFromNewAddress(second(), email, TEST_PASSWORD),
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
}

describe.runIf(testDatabaseUrl)('failed sign-ins per account, counted in PostgreSQL', () => {
  sharedAcrossServers({});
});

describe.runIf(testDatabaseUrl && testRedisUrl)('failed sign-ins per account, counted in Redis', () => {
  sharedAcrossServers({ REDIS_URL: testRedisUrl ?? '' });
});
