import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { TEST_PASSWORD, TestClient, uniqueEmail } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

describeEachDatabase('email and password accounts', (database) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(database());
  });
  afterAll(async () => {
    await app.close();
  });

  it('signs up, keeps the session in an httpOnly SameSite=Lax cookie, and signs out', async () => {
    const client = new TestClient(app);
    const email = uniqueEmail('alice');
    const signUp = await client.signUp(email, TEST_PASSWORD, 'Alice');
    expect(signUp.statusCode).toBe(200);
    expect(signUp.json()).toMatchObject({ user: { email, name: 'Alice' } });
    expect(signUp.json()).not.toHaveProperty('token');
    const sessionCookie = signUp.cookies.find((cookie) => cookie.name === 'specwright.session_token');
    expect(sessionCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(sessionCookie?.secure).toBeFalsy();

    const session = await client.get('/api/auth/get-session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email, name: 'Alice', lastLoginAt: expect.any(String) } });

    const signOut = await client.request('POST', '/api/auth/sign-out');
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json()).toEqual({ success: true });
    expect((await client.get('/api/auth/get-session')).json()).toBeNull();
  });

  it('names an account after its email when the sign-up form leaves the name blank', async () => {
    const client = new TestClient(app);
    const email = uniqueEmail('bob');
    const signUp = await client.signUp(email);
    expect(signUp.json().user.name).toBe(email.split('@')[0]);
  });

  it('logs in, and refuses a wrong password with the provider message', async () => {
    const email = uniqueEmail('carol');
    await new TestClient(app).signUp(email);
    const client = new TestClient(app);
    const wrong = await client.signIn(email, 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Unauthorized',
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
    });
    const right = await client.signIn(email.toUpperCase());
    expect(right.statusCode).toBe(200);
    expect((await client.get('/api/auth/get-session')).json().user.email).toBe(email);
  });

  it('refuses a short password and a second account with the same email', async () => {
    const client = new TestClient(app);
    const email = uniqueEmail('dave');
    const short = await client.signUp(email, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: 'Bad Request', message: 'Password too short' });
    expect((await client.signUp(email)).statusCode).toBe(200);
    const again = await new TestClient(app).signUp(email);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/already exists/i);
  });

  it('refuses a POST from a foreign origin', async () => {
    const client = new TestClient(app, 'https://evil.example.com');
    const email = uniqueEmail('eve');
    await new TestClient(app).signUp(email);
    client.cookies.set('specwright.session_token', 'x');
    const response = await client.signIn(email);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/origin/i);
  });
});
