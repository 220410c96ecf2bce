import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { creditsService, INITIAL_GRANT_REASON } from '../account/credits-service.js';
import type { App } from '../app.js';
import { creditLedger } from '../db/schema.js';
import { buildTestApp, testConfig, useAppWithMailServer } from '../test/app.js';
import { TestClient, uniqueEmail } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

const verifyLinkPattern = /http:\/\/localhost:3000(\/api\/auth\/verify-email\?\S+)/;

async function dashboardOf(client: TestClient, userId: string) {
  const answer = await client.get(`/api/dashboard/?uid=${userId}`);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ credits: number; creditsAwaitEmailVerification: boolean }>();
}

describeEachDatabase('initial credits with SMTP', (database) => {
  const { app, smtp } = useAppWithMailServer(database, { INITIAL_CREDITS: '25' });

  function initialGrants(userId: string) {
    return database()
      .db.select({ delta: creditLedger.delta })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, INITIAL_GRANT_REASON)));
  }

  it('wait for the emailed verification link, and are granted once however often it is opened', async () => {
    const client = new TestClient(app());
    const email = uniqueEmail('farmer');
    const signUp = await client.signUp(email);
    expect(signUp.statusCode).toBe(200);
    const userId = signUp.json<{ user: { id: string } }>().user.id;
    const mail = await smtp().waitFor((received) => received.to.includes(email));
    expect(mail.subject).toBe('Confirm your Specwright email address');
    expect(await dashboardOf(client, userId)).toMatchObject({
      credits: 0,
      creditsAwaitEmailVerification: true,
    });

    const link = verifyLinkPattern.exec(mail.text)?.[1] ?? '';
    expect(link, mail.text).not.toBe('');
    const opened = await Promise.all([client.get(link), new TestClient(app()).get(link)]);
    expect(opened.map((answer) => answer.statusCode)).toEqual([302, 302]);
    // The browser lands on the app, which says that the address is confirmed.
    expect(opened.map((answer) => answer.headers.location)).toEqual([
      '/?email-verified=1',
      '/?email-verified=1',
    ]);
    expect((await client.get(link)).statusCode).toBe(302);
    expect(await dashboardOf(client, userId)).toMatchObject({
      credits: 25,
      creditsAwaitEmailVerification: false,
    });
    expect(await initialGrants(userId)).toEqual([{ delta: 25 }]);
  });

  it('a link that is not valid lands on the app with the error, whatever callback the sign-up asked for', async () => {
    const client = new TestClient(app());
    const email = uniqueEmail('tamperer');
    await client.signUp(email);
    const link = verifyLinkPattern.exec((await smtp().waitFor((mail) => mail.to.includes(email))).text)?.[1];
    const tampered = (link ?? '').replace(/token=[^&]+/, 'token=not-a-token');
    const opened = await client.get(tampered);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/?email-verified=1&error=INVALID_TOKEN');
  });

  it('are granted once when the grant runs concurrently for a verified address', async () => {
    const client = new TestClient(app());
    const email = uniqueEmail('racer');
    const userId = (await client.signUp(email)).json<{ user: { id: string } }>().user.id;
    const link = verifyLinkPattern.exec((await smtp().waitFor((mail) => mail.to.includes(email))).text)?.[1];
    const credits = creditsService({ db: database().db, initialCredits: 25, afterEmailVerification: true });
    await Promise.all(Array.from({ length: 5 }, () => credits.grantInitialCredits(userId)));
    expect(await initialGrants(userId)).toEqual([]);
    await client.get(link ?? '');
    await Promise.all(Array.from({ length: 8 }, () => credits.grantInitialCredits(userId)));
    expect(await initialGrants(userId)).toEqual([{ delta: 25 }]);
    expect(await credits.balanceOf(userId)).toBe(25);
  });
});

describeEachDatabase('initial credits without SMTP', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database(), testConfig({ INITIAL_CREDITS: '25' }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('are granted at sign-up, no verification asked', async () => {
    const client = new TestClient(app);
    const signUp = await client.signUp(uniqueEmail('offline'));
    const userId = signUp.json<{ user: { id: string } }>().user.id;
    expect(await dashboardOf(client, userId)).toMatchObject({
      credits: 25,
      creditsAwaitEmailVerification: false,
    });
  });
});
