import { createServer } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mail.js';

function capturingLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 1;
}

const message = {
  to: 'ada@example.com',
  subject: 'Hello',
  text: 'Open http://localhost:3000/?reset-token=t',
};

describe('createMailer', () => {
  it('without SMTP_URL logs that each email was not sent and to whom, never its text or links', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({
      settings: { smtpUrl: null, from: 'Specwright <no-reply@localhost>', logLinks: false },
      log,
    });
    mailer.sendInBackground(message);
    await mailer.close();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 30,
        mail: { to: 'ada@example.com', subject: 'Hello' },
        msg: 'Email not sent (SMTP_URL is not set) — to ada@example.com, subject "Hello". Set SMTP_URL to send it.',
      }),
    ]);
    expect(JSON.stringify(lines)).not.toContain('reset-token');
  });

  it('without SMTP_URL and with MAIL_LOG_LINKS writes each email to the log in one line', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({
      settings: { smtpUrl: null, from: 'Specwright <no-reply@localhost>', logLinks: true },
      log,
    });
    mailer.sendInBackground(message);
    await mailer.close();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      mail: { to: 'ada@example.com', subject: 'Hello' },
      msg: 'Email not sent (SMTP_URL is not set) — to ada@example.com, subject "Hello":\nOpen http://localhost:3000/?reset-token=t',
    });
  });

  it('logs a failed delivery instead of failing the caller, and close() waits for it', async () => {
    const { log, lines } = capturingLogger();
    const mailer = createMailer({
      settings: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: 'x@localhost', logLinks: false },
      log,
    });
    mailer.sendInBackground(message);
    await mailer.close();
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'Sending email failed',
        mail: { to: 'ada@example.com', subject: 'Hello' },
      }),
    ]);
    await expect(
      createMailer({
        settings: { smtpUrl: `smtp://127.0.0.1:${await closedPort()}`, from: 'x@localhost', logLinks: false },
        log,
      }).send(message),
    ).rejects.toThrow();
  });
});
