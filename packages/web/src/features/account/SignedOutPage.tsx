import { usePublicConfig } from '../../app/config/config-context';
import { CredentialsForm } from './CredentialsForm';
import { NewPasswordForm } from './NewPasswordForm';
import { SocialButtons } from './SocialButtons';
import { useSignInPageStore } from './sign-in-page-store';

/** The sign-in tab when signed out: log in, sign up, or choose a new password after a reset link. */
export function SignedOutPage() {
  const { signIn } = usePublicConfig();
  const mode = useSignInPageStore((state) => state.mode);
  const resetToken = useSignInPageStore((state) => state.resetToken);
  const notice = useSignInPageStore((state) => state.notice);
  const setMode = useSignInPageStore((state) => state.setMode);
  const hasSocial = signIn.google || signIn.github || signIn.oidc;
  const choosingPassword = mode === 'newPassword' && resetToken !== null;
  const heading = choosingPassword
    ? 'Choose a new password'
    : mode === 'signUp'
      ? 'Create your Specwright account'
      : 'Sign in to Specwright';

  return (
    <article className="page account-page" aria-labelledby="account-title">
      <div className="account-card">
        <h1 id="account-title" className="account-card__title">
          {heading}
        </h1>
        <p className="account-card__lead">
          {choosingPassword
            ? 'Choose the password you will log in with from now on.'
            : 'An account keeps your credits and review history and lets you connect repositories.'}
        </p>
        {notice ? (
          <p className={`account-notice account-notice--${notice.tone}`} role="status">
            {notice.text}
          </p>
        ) : null}
        {choosingPassword ? (
          <NewPasswordForm token={resetToken} />
        ) : (
          <>
            <SocialButtons />
            {signIn.emailPassword ? (
              <>
                {hasSocial ? (
                  <p className="account-divider">
                    <span>or use your email</span>
                  </p>
                ) : null}
                <CredentialsForm key={mode} mode={mode === 'signUp' ? 'signUp' : 'logIn'} />
                <p className="account-switch">
                  {mode === 'signUp' ? 'Already have an account?' : 'New to Specwright?'}{' '}
                  <button
                    type="button"
                    className="link-button"
                    onClick={() => setMode(mode === 'signUp' ? 'logIn' : 'signUp')}
                  >
                    {mode === 'signUp' ? 'Log in' : 'Create an account'}
                  </button>
                </p>
              </>
            ) : null}
          </>
        )}
      </div>
    </article>
  );
}
