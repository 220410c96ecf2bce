import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config/app-config.js';
import { showLinks } from '../http/logging.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** Sends email through SMTP_URL or, with none configured, writes it to the log. */
export interface Mailer {
  /** Sends now; rejects when the SMTP server refuses. */
  send(message: MailMessage): Promise<void>;
  /** Sends without making the caller wait; a failure is logged. close() waits for it. */
  sendInBackground(message: MailMessage): void;
  /** Waits (up to 10 s) for mail still being sent, then closes the SMTP connections. */
  close(): Promise<void>;
}

const closeWaitMs = 10_000;

/**
 * Without SMTP: one info line saying the mail was not sent and to whom. Its text (a reset link, feedback)
 * is logged only when `logLinks` (MAIL_LOG_LINKS=true, for local development).
 */
function logOnlyTransport(log: FastifyBaseLogger, logLinks: boolean) {
  return async (message: MailMessage) => {
    const notSent = `Email not sent (SMTP_URL is not set) — to ${message.to}, subject "${message.subject}"`;
    const mail = { to: message.to, subject: message.subject };
    if (logLinks) log.info({ mail, [showLinks]: true }, `${notSent}:\n${message.text}`);
    else log.info({ mail }, `${notSent}. Set SMTP_URL to send it.`);
  };
}

function smtpTransport(smtpUrl: string, from: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (message: MailMessage) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * The mail provider. With `SMTP_URL` it sends through nodemailer (`smtp://user:pass@host:587` uses STARTTLS
 * when offered, `smtps://` TLS from the start); without, each email is one info line in the log with its
 * recipient and subject, and its body (so a reset link can be followed locally) only with MAIL_LOG_LINKS.
 */
export interface MailerDependencies {
  settings: AppConfig['mail'];
  log: FastifyBaseLogger;
}

export function createMailer({ settings, log }: MailerDependencies): Mailer {
  const smtp = settings.smtpUrl ? smtpTransport(settings.smtpUrl, settings.from) : null;
  const deliver = smtp ? smtp.send : logOnlyTransport(log, settings.logLinks);
  const pending = new Set<Promise<void>>();

  return {
    send: deliver,
    sendInBackground(message) {
      const sending = deliver(message)
        .catch((error: unknown) => {
          log.error(
            { err: error, mail: { to: message.to, subject: message.subject } },
            'Sending email failed',
          );
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, closeWaitMs).unref());
      await Promise.race([Promise.all(pending), timeout]);
      smtp?.close();
    },
  };
}
