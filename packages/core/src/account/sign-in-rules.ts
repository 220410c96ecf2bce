/** The account messages of docs/product-rules.md, "Validation" and "Messages", word for word. */
export const ACCOUNT_MESSAGES = {
  bothRequired: 'Please enter both email and password.',
  resetEmailRequired: 'Please enter your email address to reset your password.',
  emailRequired: 'Please enter your email address.',
  noUser: 'No user found with this email address.',
  resetEmailSent: 'Password reset email sent! Please check your inbox.',
  signInRequired: 'You must be signed in to use this feature.',
  noAuthenticatedUser: 'No authenticated user',
  logInFailed: 'Log In Failed',
  signUpFailed: 'Sign Up Failed',
  dashboardUnavailable: 'Dashboard data is currently unavailable.',
  newPasswordRequired: 'Please enter a new password.',
  passwordsDiffer: 'The two passwords do not match.',
  passwordChanged: 'Your password has been changed. You can now log in with it.',
  checkYourEmail: 'Check Your Email',
  creditsAwaitVerification:
    'Your starting credits arrive once you confirm your email address: open the link we emailed you.',
  resendVerificationEmail: 'Resend the email',
  verificationEmailResent: 'We sent you a new link. Open it to confirm your email address.',
  emailConfirmed: 'Email Address Confirmed',
  emailNotConfirmed: 'Email Address Not Confirmed',
  verificationLinkExpired:
    'This confirmation link has expired. Log in and choose “Resend the email” on your Dashboard to get a new one.',
  verificationLinkInvalid:
    'This confirmation link is not valid. Log in and choose “Resend the email” on your Dashboard to get a new one.',
} as const;

/**
 * Where a verification link sends the browser once the address is confirmed (better-auth's callbackURL): the
 * app, which says so; better-auth adds `error=<code>` when the link is expired or not valid.
 */
export const EMAIL_VERIFIED_PARAM = 'email-verified';
export const EMAIL_VERIFIED_CALLBACK = `/?${EMAIL_VERIFIED_PARAM}=1`;

/** The "Check Your Email" message after a sign-up: which address got the link, and what the link brings. */
export function verificationEmailSentMessage(email: string, initialCredits: number): string {
  return (
    `We sent a link to ${email}. Open it to confirm your address and receive your ${initialCredits} starting ` +
    'credits. No email after a few minutes? Look in your spam folder, or choose “Resend the email” on your Dashboard.'
  );
}

/** What the app says after a verification link confirmed the address (signed in or not). */
export function emailConfirmedMessage(initialCredits: number, signedIn: boolean): string {
  const credits = `Your email address is confirmed and your ${initialCredits} starting credits are in your account.`;
  return signedIn ? credits : `${credits} Log in to use them.`;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Log in and sign up need both an email and a password (docs/product-rules.md, "Validation"); null when they are there. */
export function validateCredentials({ email, password }: Credentials): string | null {
  return email.trim() === '' || password === '' ? ACCOUNT_MESSAGES.bothRequired : null;
}

/** A password reset needs the email address (docs/product-rules.md, "Validation"). */
export function validateResetEmail(email: string): string | null {
  return email.trim() === '' ? ACCOUNT_MESSAGES.resetEmailRequired : null;
}

/** Choosing a new password after following the reset link: typed, and typed the same twice. */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password === '') return ACCOUNT_MESSAGES.newPasswordRequired;
  return password === confirmation ? null : ACCOUNT_MESSAGES.passwordsDiffer;
}

/** The name a new account gets when the sign-up form leaves it blank: the email's local part. */
export function displayNameForSignUp(name: string, email: string): string {
  const trimmed = name.trim();
  if (trimmed !== '') return trimmed;
  const local = email.trim().split('@')[0] ?? '';
  return local === '' ? email.trim() : local;
}

/** Up to two initials for an avatar without a photo: "Ada Lovelace" → "AL", "ada@x.org" → "A". */
export function userInitials(displayName: string | null, email: string): string {
  const source = displayName?.trim() || email.trim();
  const words = source.split(/[\s@._-]+/).filter((word) => word !== '');
  const picked = (displayName?.trim() ? words.slice(0, 2) : words.slice(0, 1)).map((word) =>
    word.charAt(0).toUpperCase(),
  );
  return picked.join('') || '?';
}
