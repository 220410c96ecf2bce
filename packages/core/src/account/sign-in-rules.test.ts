import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  displayNameForSignUp,
  userInitials,
  validateCredentials,
  validateNewPassword,
  validateResetEmail,
} from './sign-in-rules.js';

describe('sign-in rules', () => {
  it('use the spec messages word for word', () => {
    expect(ACCOUNT_MESSAGES.bothRequired).toBe('Please enter both email and password.');
    expect(ACCOUNT_MESSAGES.resetEmailRequired).toBe(
      'Please enter your email address to reset your password.',
    );
    expect(ACCOUNT_MESSAGES.noUser).toBe('No user found with this email address.');
    expect(ACCOUNT_MESSAGES.emailRequired).toBe('Please enter your email address.');
    expect(ACCOUNT_MESSAGES.resetEmailSent).toBe('Password reset email sent! Please check your inbox.');
    expect(ACCOUNT_MESSAGES.signInRequired).toBe('You must be signed in to use this feature.');
    expect(ACCOUNT_MESSAGES.dashboardUnavailable).toBe('Dashboard data is currently unavailable.');
  });

  it('need both email and password to log in', () => {
    expect(validateCredentials({ email: '', password: 'secret' })).toBe(ACCOUNT_MESSAGES.bothRequired);
    expect(validateCredentials({ email: '  ', password: 'secret' })).toBe(ACCOUNT_MESSAGES.bothRequired);
    expect(validateCredentials({ email: 'a@b.c', password: '' })).toBe(ACCOUNT_MESSAGES.bothRequired);
    expect(validateCredentials({ email: 'a@b.c', password: ' ' })).toBeNull();
  });

  it('need an email to reset a password', () => {
    expect(validateResetEmail(' ')).toBe(ACCOUNT_MESSAGES.resetEmailRequired);
    expect(validateResetEmail('a@b.c')).toBeNull();
  });

  it('need the new password typed twice the same', () => {
    expect(validateNewPassword('', '')).toBe(ACCOUNT_MESSAGES.newPasswordRequired);
    expect(validateNewPassword('new-secret', 'new-secreT')).toBe(ACCOUNT_MESSAGES.passwordsDiffer);
    expect(validateNewPassword('new-secret', 'new-secret')).toBeNull();
  });

  it("name a new account after the email's local part when no name is given", () => {
    expect(displayNameForSignUp('  Ada Lovelace ', 'ada@example.com')).toBe('Ada Lovelace');
    expect(displayNameForSignUp('', 'ada@example.com')).toBe('ada');
    expect(displayNameForSignUp('', '@example.com')).toBe('@example.com');
  });

  it('take up to two initials for the avatar', () => {
    expect(userInitials('Ada Lovelace', 'ada@example.com')).toBe('AL');
    expect(userInitials('ada', 'ada@example.com')).toBe('A');
    expect(userInitials(null, 'grace.hopper@example.com')).toBe('G');
    expect(userInitials('  ', '')).toBe('?');
  });
});
