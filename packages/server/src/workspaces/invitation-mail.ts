import { type InvitedRole, ROLE_LABELS } from '@specwright/core';
import type { MailMessage } from '../providers/mail.js';
import { INVITATION_DAYS } from './invitations-service.js';

/** The link an invitation opens: the web app's `/invite/<token>` page. */
export function invitationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/invite/${token}`;
}

export function invitationMail(
  to: string,
  invitation: { workspaceName: string; invitedBy: string; role: InvitedRole; link: string },
): MailMessage {
  return {
    to,
    subject: `${invitation.invitedBy} invited you to the workspace ${invitation.workspaceName} on Specwright`,
    text: [
      `${invitation.invitedBy} invited you to the Specwright workspace "${invitation.workspaceName}" as ${ROLE_LABELS[invitation.role]}.`,
      '',
      `Accept the invitation here (the link works for ${INVITATION_DAYS} days, once, signed in as ${to}):`,
      invitation.link,
      '',
      'If you did not expect this, ignore this email.',
    ].join('\n'),
  };
}
