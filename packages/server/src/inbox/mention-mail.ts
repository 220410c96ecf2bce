import { specUrl } from '@specwright/core';
import type { Mailer, MailMessage } from '../providers/mail.js';
import type { MentionNotice } from './mentions.js';

/** The mail telling someone they were mentioned: who, in which spec, what they wrote, and a link to it. */
export function mentionMail(notice: MentionNotice, publicUrl: string): MailMessage {
  const by = notice.by || 'Someone';
  return {
    to: notice.to.email,
    subject: `${by} mentioned you in ${notice.specTitle} on Specwright`,
    text: [
      `${by} mentioned you in a comment on the spec "${notice.specTitle}":`,
      '',
      `> ${notice.excerpt}`,
      '',
      'Open the comment to read it and reply (it is also in your Specwright inbox):',
      specUrl(publicUrl, { specId: notice.specId, rowId: notice.rowId }),
    ].join('\n'),
  };
}

/** Mails each notice without holding up the comment: a failure is logged by the mailer, never thrown. */
export function sendMentionMails(mailer: Mailer, publicUrl: string, notices: readonly MentionNotice[]): void {
  for (const notice of notices) mailer.sendInBackground(mentionMail(notice, publicUrl));
}
