import { SMTPServer } from 'smtp-server';

/** The main e2e server sends its mail to SMTP_URL smtp://127.0.0.1:<E2E_PORT + 25> (playwright.config.ts). */
export const e2eSmtpPort = Number(process.env.E2E_PORT ?? 3100) + 25;

export interface CaughtMail {
  to: string[];
  /** Headers and body as received. */
  raw: string;
}

export interface MailCatcher {
  /** The first mail to `address` (already caught or still to come). */
  waitForMailTo(address: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** A local SMTP server that keeps every mail it receives (no TLS, no login), for the password-reset flow. */
export async function startMailCatcher(port = e2eSmtpPort): Promise<MailCatcher> {
  const caught: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        caught.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    async waitForMailTo(address, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      const wanted = address.toLowerCase();
      while (Date.now() < deadline) {
        const mail = caught.find((candidate) => candidate.to.includes(wanted));
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The password-reset link in a mail (quoted-printable soft line breaks and `=3D` undone). */
export function resetLinkIn(mail: CaughtMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /https?:\/\/\S+reset-token=[\w%-]+/.exec(body);
  if (!match) throw new Error(`No reset link in the mail:\n${body}`);
  return match[0];
}
