import { ANONYMOUS_FEEDBACK_EMAIL, type FeedbackKind } from '@specwright/core';
import type { Database } from '../db/database.js';
import { feedback } from '../db/schema.js';
import type { Mailer, MailMessage } from '../providers/mail.js';

export interface FeedbackSubmission {
  kind: FeedbackKind;
  name?: string | undefined;
  email?: string | undefined;
  message: string;
  templateName?: string | undefined;
  templateDescription?: string | undefined;
}

export interface FeedbackSender {
  /** The signed-in user, or null. */
  userId: string | null;
}

type StoredFeedback = FeedbackSubmission & { email: string };

/** Header-safe: one line, no control characters. */
function oneLine(text: string): string {
  return text.replace(/[\s\p{Cc}]+/gu, ' ').trim();
}

function supportMail(supportEmail: string, entry: StoredFeedback, userId: string | null): MailMessage {
  const from = entry.name ? `${entry.name} <${entry.email}>` : entry.email;
  const isTemplate = entry.kind === 'template-request';
  const lines = [
    `${isTemplate ? 'Template request' : 'Feedback'} from ${from}${userId ? ` (user ${userId})` : ' (signed out)'}`,
    '',
    ...(isTemplate
      ? [
          `Template name: ${entry.templateName ?? ''}`,
          '',
          'Description:',
          entry.templateDescription ?? '',
          '',
        ]
      : []),
    ...(isTemplate && entry.message === entry.templateDescription ? [] : ['Message:', entry.message]),
  ];
  return {
    to: supportEmail,
    subject: oneLine(
      isTemplate
        ? `Template request: ${entry.templateName ?? ''}`
        : `Feedback from ${entry.name ?? entry.email}`,
    ),
    text: lines.join('\n'),
    ...(entry.email === ANONYMOUS_FEEDBACK_EMAIL ? {} : { replyTo: entry.email }),
  };
}

export interface FeedbackServiceDependencies {
  db: Database;
  mailer: Mailer;
  /** Where feedback and template requests are sent (SUPPORT_EMAIL). */
  supportEmail: string;
}

/** Send Feedback and Request a Template. */
export function feedbackService({ db, mailer, supportEmail }: FeedbackServiceDependencies) {
  /**
   * Stores the feedback or template request and emails it to the support address (in the background: the
   * stored row is the record; a mail failure is logged).
   */
  async function submit(submission: FeedbackSubmission, sender: FeedbackSender): Promise<void> {
    const entry: StoredFeedback = {
      ...submission,
      email: submission.email || ANONYMOUS_FEEDBACK_EMAIL,
      message: submission.message || submission.templateDescription || '',
    };
    await db.insert(feedback).values({
      kind: entry.kind,
      name: entry.name ?? null,
      email: entry.email,
      message: entry.message,
      templateName: entry.templateName ?? null,
      templateDescription: entry.templateDescription ?? null,
      userId: sender.userId,
    });
    mailer.sendInBackground(supportMail(supportEmail, entry, sender.userId));
  }

  return { submit };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
