import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { testConfig, useAppWithMailServer } from '../test/app.js';
import { TEST_PASSWORD, TestClient, uniqueEmail } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';

const resetLinkPattern = /http:\/\/localhost:3000\/\?reset-token=([\w-]+)/;

describeEachDatabase('password reset by email', (database) => {
  const { app: mailApp, smtp: mailServer } = useAppWithMailServer(database, {
    MAIL_FROM: 'Specwright <no-reply@specs.example.com>',
  });

  it('emails a reset link whose token sets a new password', async () => {
    const email = uniqueEmail('forgetful');
    const oldSession = new TestClient(mailApp());
    await oldSession.signUp(email);

    const client = new TestClient(mailApp());
    const request = await client.post('/api/auth/request-password-reset', { email });
    expect(request.statusCode).toBe(200);
    expect(request.json()).toMatchObject({ status: true });

    const mail = await mailServer().waitFor(
      (received) => received.to.includes(email) && received.subject.startsWith('Reset'),
    );
    expect(mail.from).toBe('no-reply@specs.example.com');
    expect(mail.subject).toBe('Reset your Specwright password');
    const token = resetLinkPattern.exec(mail.text)?.[1];
    expect(token, mail.text).toBeDefined();

    const reset = await client.post('/api/auth/reset-password', { token, newPassword: 'a brand new secret' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ status: true });

    expect((await client.signIn(email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await client.signIn(email, 'a brand new secret')).statusCode).toBe(200);
    expect((await oldSession.get('/api/auth/get-session')).json()).toBeNull();

    const reused = await client.post('/api/auth/reset-password', { token, newPassword: 'yet another one' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: 'Bad Request', code: 'INVALID_TOKEN' });
  });

  it('says when no account has the email address', async () => {
    const response = await new TestClient(mailApp()).post('/api/auth/request-password-reset', {
      email: uniqueEmail('nobody'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'Not Found',
      code: 'USER_NOT_FOUND',
      message: 'No user found with this email address.',
    });
  });
});

describeEachDatabase('password reset without SMTP', (database) => {
  async function requestResetWithoutSmtp(env: Record<string, string> = {}) {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(testConfig(env), { database: database(), logger: { level: 'info', stream } });
    const client = new TestClient(app);
    const email = uniqueEmail('offline');
    await client.signUp(email);
    await client.signIn(email);
    await client.post('/api/auth/request-password-reset', { email });
    await app.close();
    return { email, lines };
  }

  it('logs that the email was not sent and to whom, never its link or token', async () => {
    const { email, lines } = await requestResetWithoutSmtp();
    const mailLine = lines.find((line) => line.includes('Email not sent (SMTP_URL is not set)'));
    const logged = JSON.parse(mailLine ?? '{}') as { msg: string; mail: { to: string } };
    expect(logged.mail.to).toBe(email);
    expect(logged.msg).toContain(`to ${email}, subject "Reset your Specwright password"`);
    const log = lines.join('');
    expect(log).not.toContain('reset-token');
    expect(log).not.toContain(TEST_PASSWORD);
  });

  it('with MAIL_LOG_LINKS writes the email with its link to the log, and never a password', async () => {
    const { email, lines } = await requestResetWithoutSmtp({ MAIL_LOG_LINKS: 'true' });
    const mailLine = lines.find((line) => line.includes('Email not sent (SMTP_URL is not set)'));
    expect(mailLine).toBeDefined();
    const logged = JSON.parse(mailLine ?? '{}') as { msg: string; mail: { to: string } };
    expect(logged.mail.to).toBe(email);
    expect(logged.msg).toContain(`to ${email}, subject "Reset your Specwright password"`);
    const token = resetLinkPattern.exec(logged.msg)?.[1];
    expect(token).toBeDefined();
    const log = lines.join('');
    expect(log).not.toContain(TEST_PASSWORD);
    expect(log).not.toMatch(/specwright\.session_token=[^;[]/);
  });
});
