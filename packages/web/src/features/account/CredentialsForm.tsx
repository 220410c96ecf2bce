import { TextField } from '../../ui/TextField';
import type { SignInMode } from './sign-in-page-store';
import { useCredentialsForm } from './use-account-forms';

interface CredentialsFormProps {
  mode: Exclude<SignInMode, 'newPassword'>;
}

/** Email and password: log in to an account, or sign up for a new one (with an optional name). */
export function CredentialsForm({ mode }: CredentialsFormProps) {
  const form = useCredentialsForm(mode);
  const isLogIn = mode === 'logIn';
  const submitLabel = isLogIn ? 'Log In' : 'Sign Up';
  return (
    <form className="account-form" onSubmit={form.submit} noValidate aria-label={submitLabel}>
      {isLogIn ? null : (
        <TextField
          id="account-name"
          label="Name (optional)"
          autoComplete="name"
          value={form.fields.name}
          onChange={(event) => form.setName(event.target.value)}
        />
      )}
      <TextField
        id="account-email"
        label="Email"
        type="email"
        autoComplete={isLogIn ? 'username' : 'email'}
        value={form.fields.email}
        onChange={(event) => form.setEmail(event.target.value)}
      />
      <TextField
        id="account-password"
        label="Password"
        type="password"
        autoComplete={isLogIn ? 'current-password' : 'new-password'}
        hint={isLogIn ? undefined : 'At least 8 characters.'}
        value={form.fields.password}
        onChange={(event) => form.setPassword(event.target.value)}
      />
      {form.error ? (
        <p className="account-form__error" role="alert">
          {form.error}
        </p>
      ) : null}
      <button type="submit" className="button primary account-form__submit" disabled={form.busy !== null}>
        {form.busy === 'submit' ? `${submitLabel}…` : submitLabel}
      </button>
      {isLogIn ? (
        <button
          type="button"
          className="link-button account-form__forgot"
          disabled={form.busy !== null}
          onClick={() => void form.forgotPassword()}
        >
          {form.busy === 'reset' ? 'Sending reset link…' : 'Forgot password?'}
        </button>
      ) : null}
    </form>
  );
}
