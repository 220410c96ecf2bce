import { ACCOUNT_MESSAGES } from '@specwright/core';
import { useState } from 'react';
import { usePublicConfig } from '../../app/config/config-context';
import { showAccountMessage } from './account-dialogs-wiring';
import type { SocialProvider } from './auth-api';
import { GitHubMark, GoogleMark, SingleSignOnMark } from './provider-icons';
import { signInWithProvider } from './social-sign-in';

const PROVIDERS: readonly { id: SocialProvider; label: string; Icon: () => React.JSX.Element }[] = [
  { id: 'google', label: 'Continue with Google', Icon: GoogleMark },
  { id: 'github', label: 'Continue with GitHub', Icon: GitHubMark },
  { id: 'oidc', label: 'Continue with single sign-on', Icon: SingleSignOnMark },
];

/** Popup sign-in buttons for the providers the server has configured (GET /api/config `signIn`). */
export function SocialButtons() {
  const { signIn } = usePublicConfig();
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const enabled = PROVIDERS.filter((provider) => signIn[provider.id]);
  if (enabled.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    setPending(provider);
    const outcome = await signInWithProvider(provider);
    setPending(null);
    if (outcome.kind === 'failed') {
      showAccountMessage({ title: ACCOUNT_MESSAGES.logInFailed, message: outcome.message });
    }
  };

  return (
    <div className="account-social">
      {enabled.map(({ id, label, Icon }) => (
        <button
          key={id}
          type="button"
          className="button account-social__button"
          disabled={pending !== null}
          onClick={() => void start(id)}
        >
          <Icon />
          <span>{pending === id ? 'Waiting for the sign-in window…' : label}</span>
        </button>
      ))}
    </div>
  );
}
