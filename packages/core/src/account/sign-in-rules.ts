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
  verificationEmailSent:
    'We sent a link to your email address. Open it to confirm the address and receive your starting credits.',
  creditsAwaitVerification:
    'Your starting credits arrive once you confirm your email address: open the link we emailed you.',
} as const;

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
