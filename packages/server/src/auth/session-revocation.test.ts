import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { session } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser, TestClient } from '../test/auth-client.js';
import { describeEachDatabase, testDatabaseUrl } from '../test/database.js';
import { twoServersOnPostgres } from '../test/two-servers.js';

/** A client of `app` holding a copy of `client`'s cookies (the same browser, or a stolen cookie). */
function sameBrowserOn(app: App, client: TestClient): TestClient {
  const copy = new TestClient(app, client.origin, client.remoteAddress);
  for (const [name, value] of client.cookies) copy.cookies.set(name, value);
  return copy;
}

/** Signed in as `user.id`: the dashboard answers 200 and get-session names the user. */
async function expectSignedIn(client: TestClient, userId: string): Promise<void> {
  expect((await client.get(`/api/dashboard/?uid=${userId}`)).statusCode).toBe(200);
  const answer = await client.get('/api/auth/get-session');
  expect(answer.json()).toMatchObject({ user: { id: userId } });
  expect(answer.body).not.toContain('"token"');
}

/** Signed out: the dashboard answers 401 and get-session null. */
async function expectSignedOut(client: TestClient, userId: string): Promise<void> {
  expect((await client.get(`/api/dashboard/?uid=${userId}`)).statusCode).toBe(401);
  expect((await client.get('/api/auth/get-session')).json()).toBeNull();
}

describeEachDatabase('the session cache', (database) => {
  let app: App;
  let user: SignedInTestUser;
  beforeAll(async () => {
    app = await buildTestApp(database());
    user = await signUpNewUser(app, 'cached');
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a known session without the database: a row deleted behind its back goes unnoticed', async () => {
    const client = sameBrowserOn(app, user.client);
    await expectSignedIn(client, user.id);
    // Without the trigger, nothing announces the deletion: only the cache can still say signed in.
    await database().executeSql('alter table "session" disable trigger "session_change_notify"');
    try {
      await database().db.delete(session).where(eq(session.userId, user.id));
      await expectSignedIn(client, user.id);
    } finally {
      await database().executeSql('alter table "session" enable trigger "session_change_notify"');
    }
  });

  it('refuses a signed-out session on the next request, though it was cached', async () => {
    const signedIn = await signUpNewUser(app, 'signs-out');
    const kept = sameBrowserOn(app, signedIn.client);
    await expectSignedIn(kept, signedIn.id);
    expect((await signedIn.client.post('/api/auth/sign-out')).statusCode).toBe(200);
    await expectSignedOut(kept, signedIn.id);
  });

  it('refuses a revoked session on the next request, though it was cached', async () => {
    const first = await signUpNewUser(app, 'revokes');
    const second = new TestClient(app);
    expect((await second.signIn(first.email)).statusCode).toBe(200);
    await expectSignedIn(second, first.id);
    const revoked = await first.client.post('/api/auth/revoke-other-sessions');
    expect(revoked.statusCode, revoked.body).toBe(200);
    await expectSignedOut(second, first.id);
    await expectSignedIn(first.client, first.id);
  });

  it('refuses a session deleted in the database once the change is announced', async () => {
    const deleted = await signUpNewUser(app, 'deleted');
    await expectSignedIn(deleted.client, deleted.id);
    await database().db.delete(session).where(eq(session.userId, deleted.id));
    await app.sessions.settle();
    await expectSignedOut(deleted.client, deleted.id);
  });
});

describe.runIf(testDatabaseUrl)('the session cache of two servers on one PostgreSQL database', () => {
  const servers = twoServersOnPostgres();

  it('signs out on one server and is refused on the other at the next request', async () => {
    const user = await signUpNewUser(servers.first(), 'two-servers');
    const onSecond = sameBrowserOn(servers.second(), user.client);
    await expectSignedIn(onSecond, user.id);
    await expectSignedIn(onSecond, user.id);
    expect((await user.client.post('/api/auth/sign-out')).statusCode).toBe(200);
    // The other server learns of it from its own listening connection, which PostgreSQL feeds as it commits;
    // settle waits until everything committed so far has reached that server (no sleeping, no polling).
    await servers.second().sessions.settle();
    await expectSignedOut(onSecond, user.id);
  });

  it('revokes on one server and is refused on the other at the next request', async () => {
    const user = await signUpNewUser(servers.first(), 'two-servers-revoke');
    const other = new TestClient(servers.second());
    expect((await other.signIn(user.email)).statusCode).toBe(200);
    await expectSignedIn(other, user.id);
    expect((await user.client.post('/api/auth/revoke-other-sessions')).statusCode).toBe(200);
    await servers.second().sessions.settle();
    await expectSignedOut(other, user.id);
  });
});
