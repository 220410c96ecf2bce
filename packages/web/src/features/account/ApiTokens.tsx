import { type FormEvent, useState } from 'react';
import { TextField } from '../../ui/TextField';
import { formatDay, formatDayAndTime } from './account-dates';
import { useApiTokens } from './use-api-tokens';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The dashboard's personal API tokens, for scripts and the CLI (`Authorization: Bearer spw_…`): create one
 * (shown once, here), see each by name and first characters, revoke it.
 */
export function ApiTokens() {
  const { tokens, create, revoke } = useApiTokens();
  const [name, setName] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  const failure = create.error ?? revoke.error;

  return (
    <section className="dashboard-card api-tokens" aria-labelledby="api-tokens-title">
      <h2 id="api-tokens-title">API tokens</h2>
      <p>
        For scripts and the command line: send a token as <code>Authorization: Bearer &lt;token&gt;</code>.
      </p>
      <form className="api-tokens__form" onSubmit={submit}>
        <TextField
          id="api-token-name"
          label="Token name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
        />
        <button type="submit" className="button small primary" disabled={!name.trim() || create.isPending}>
          Create token
        </button>
      </form>
      {create.data ? (
        <div className="api-tokens__new" role="status">
          <TextField
            id="api-token-new"
            label={`New token “${create.data.name}”`}
            value={create.data.token}
            hint="Copy it now: it is not shown again."
            readOnly
            onFocus={(event) => event.target.select()}
          />
        </div>
      ) : null}
      {failure ? (
        <p className="form-field__error" role="alert">
          {errorText(failure)}
        </p>
      ) : null}
      {tokens.data && tokens.data.length > 0 ? (
        <ul className="api-tokens__list">
          {tokens.data.map((token) => (
            <li key={token.id} className="api-tokens__item">
              <span className="api-tokens__name">{token.name}</span>
              <code>{token.prefix}…</code>
              <span>
                Created {formatDay(token.createdAt)}, last used{' '}
                {token.lastUsedAt ? formatDayAndTime(token.lastUsedAt) : 'never'}
              </span>
              <button
                type="button"
                className="button small"
                aria-label={`Revoke ${token.name}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(token.id)}
              >
                Revoke
              </button>
            </li>
          ))}
        </ul>
      ) : tokens.data ? (
        <p>No API tokens yet.</p>
      ) : tokens.isError ? (
        <p>Your API tokens could not be loaded: {errorText(tokens.error)}</p>
      ) : null}
    </section>
  );
}
