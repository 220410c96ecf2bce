import { ACCOUNT_MESSAGES, validateNewPassword } from '@specwright/core';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../ui/TextField';
import { resetPassword } from './auth-api';
import { useSignInPageStore } from './sign-in-page-store';
import { errorMessage } from './use-account-forms';

/** After following the reset link: choose a new password, then log in with it. */
export function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const showNotice = useSignInPageStore((state) => state.showNotice);
  const setMode = useSignInPageStore((state) => state.setMode);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateNewPassword(password, confirmation);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await resetPassword(token, password);
      showNotice({ tone: 'info', text: ACCOUNT_MESSAGES.passwordChanged }, 'logIn');
    } catch (caught) {
      setError(errorMessage(caught));
      setBusy(false);
    }
  };

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Choose a new password">
      <TextField
        id="account-new-password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        id="account-confirm-password"
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      {error ? (
        <p className="account-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button primary account-form__submit" disabled={busy}>
        {busy ? 'Saving…' : 'Set New Password'}
      </button>
      <button type="button" className="link-button account-form__forgot" onClick={() => setMode('logIn')}>
        Back to log in
      </button>
    </form>
  );
}
