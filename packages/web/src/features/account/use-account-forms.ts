import {
  ACCOUNT_MESSAGES,
  displayNameForSignUp,
  validateCredentials,
  validateResetEmail,
  verificationEmailSentMessage,
} from '@specwright/core';
import { type FormEvent, useState } from 'react';
import { ApiRequestError } from '../../api/api-request-error';
import { usePublicConfig } from '../../app/config/config-context';
import { showAccountMessage } from './account-dialogs-wiring';
import { requestPasswordReset } from './auth-api';
import { logIn, signUp } from './session-service';
import { type SignInMode, useSignInPageStore } from './sign-in-page-store';

/** Where the reset link sends the browser back to (better-auth adds `?token=…`). */
export const RESET_REDIRECT_PATH = '/';

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message !== '' ? error.message : 'An unknown error occurred.';
}

/** The reset request's answer as the spec's message: an unknown address is 'No user found…'. */
export function resetFailureMessage(error: unknown): string {
  return error instanceof ApiRequestError && error.status === 404
    ? ACCOUNT_MESSAGES.noUser
    : errorMessage(error);
}

type Busy = 'submit' | 'reset' | null;

/** State and handlers of the Log In / Sign Up form, with the spec's messages (sections 5 and 8). */
export function useCredentialsForm(mode: Exclude<SignInMode, 'newPassword'>) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const showNotice = useSignInPageStore((state) => state.showNotice);
  const { signIn, limits } = usePublicConfig();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateCredentials({ email, password });
    setError(invalid);
    if (invalid) return;
    setBusy('submit');
    try {
      if (mode === 'logIn') await logIn(email, password);
      else {
        await signUp(displayNameForSignUp(name, email), email, password);
        if (signIn.emailVerification) {
          showAccountMessage({
            title: ACCOUNT_MESSAGES.checkYourEmail,
            message: verificationEmailSentMessage(email.trim(), limits.initialCredits),
          });
        }
      }
    } catch (caught) {
      const title = mode === 'logIn' ? ACCOUNT_MESSAGES.logInFailed : ACCOUNT_MESSAGES.signUpFailed;
      showAccountMessage({ title, message: errorMessage(caught) });
    } finally {
      setBusy(null);
    }
  };

  const forgotPassword = async () => {
    if (busy) return;
    const invalid = validateResetEmail(email);
    setError(invalid);
    if (invalid) return;
    setBusy('reset');
    showNotice(null);
    try {
      await requestPasswordReset(email, RESET_REDIRECT_PATH);
      showNotice({ tone: 'info', text: ACCOUNT_MESSAGES.resetEmailSent });
    } catch (caught) {
      setError(resetFailureMessage(caught));
    } finally {
      setBusy(null);
    }
  };

  return {
    fields: { name, email, password },
    setName,
    setEmail,
    setPassword,
    error,
    busy,
    submit,
    forgotPassword,
  };
}
