import { type ReceivedMail, startTestSmtpServer } from '../../packages/server/src/test/smtp-server';

/** The main e2e server sends its mail to SMTP_URL smtp://127.0.0.1:<E2E_PORT + 25> (playwright.config.ts). */
export const e2eSmtpPort = Number(process.env.E2E_PORT ?? 3100) + 25;

/** Recipients and the raw message (headers and body) as received. */
export type CaughtMail = Pick<ReceivedMail, 'to' | 'raw'>;

export interface MailCatcher {
  /** The first mail to `address` whose subject starts with `subject` (already caught or still to come). */
  waitForMailTo(address: string, subject?: string, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** The server tests' local SMTP server on the e2e port, keeping every mail, for the password-reset flow. */
export async function startMailCatcher(port = e2eSmtpPort): Promise<MailCatcher> {
  const server = await startTestSmtpServer({ port });
  return {
    async waitForMailTo(address, subject = '', timeoutMs = 15_000) {
      const wanted = address.toLowerCase();
      const isToWanted = (mail: ReceivedMail) =>
        mail.subject.startsWith(subject) && mail.to.some((to) => to.toLowerCase() === wanted);
      return server.waitFor(isToWanted, timeoutMs).catch(() => {
        throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
      });
    },
    close: () => server.close(),
  };
}

/** The password-reset link in a mail (quoted-printable soft line breaks and `=3D` undone). */
export function resetLinkIn(mail: CaughtMail): string {
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = /https?:\/\/\S+reset-token=[\w%-]+/.exec(body);
  if (!match) throw new Error(`No reset link in the mail:\n${body}`);
  return match[0];
}
