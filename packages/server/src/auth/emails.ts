import type { MailMessage } from '../providers/mail.js';

/**
 * The link in the password-reset email: the web app's root with the token, `${PUBLIC_URL}/?reset-token=…`.
 * The web app opens its sign-in tab on it to choose the new password (POST /api/auth/reset-password).
 */
export function resetPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}/?reset-token=${encodeURIComponent(token)}`;
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Reset your Specwright password',
    text: [
      `Someone (hopefully you) asked to reset the password of the Specwright account ${to}.`,
      '',
      'Choose a new password here (the link works for one hour, once):',
      link,
      '',
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
