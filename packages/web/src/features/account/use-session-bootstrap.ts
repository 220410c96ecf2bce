import { useEffect } from 'react';
import { runAction } from '../../actions/app-actions';
import { followSpecUrl } from '../inbox/spec-url-wiring';
import { showAccountMessage } from './account-dialogs-wiring';
import { INVALID_RESET_LINK_MESSAGE, readResetLink, withoutResetParams } from './reset-link';
import { refreshSession } from './session-service';
import { keepSignInTabTitle } from './session-wiring';
import { useSignInPageStore } from './sign-in-page-store';
import {
  readVerificationLink,
  type VerificationLink,
  verificationOutcome,
  withoutVerificationParams,
} from './verification-link';

/** A password-reset link opens the sign-in tab in "choose a new password" mode (or says it expired). */
export function openResetLink(url: URL): boolean {
  const link = readResetLink(url);
  if (!link) return false;
  window.history.replaceState(window.history.state, '', withoutResetParams(url));
  const page = useSignInPageStore.getState();
  if (link.kind === 'token') page.choosePassword(link.token);
  else page.showNotice({ tone: 'error', text: INVALID_RESET_LINK_MESSAGE }, 'logIn');
  runAction('account.signIn', { source: 'link' });
  return true;
}

/** The verification link that brought the browser here, taken out of the address (null when none did). */
export function takeVerificationLink(url: URL): VerificationLink | null {
  const link = readVerificationLink(url);
  if (link) window.history.replaceState(window.history.state, '', withoutVerificationParams(url));
  return link;
}

/**
 * Starts the session on load: asks who is signed in, handles a reset link and a link to a spec, keeps the
 * tab title in step.
 * After an email-verification link, opens the sign-in tab (the Dashboard when signed in) and says that
 * the address is confirmed with the `initialCredits` now in the account, or why the link did not work.
 */
export function useSessionBootstrap(initialCredits = 0): void {
  useEffect(() => {
    const stopTitleSync = keepSignInTabTitle();
    const url = new URL(window.location.href);
    const verification = takeVerificationLink(url);
    if (!verification) openResetLink(url);
    const stopFollowing = followSpecUrl(url);
    void refreshSession().then((user) => {
      if (!verification) return;
      runAction('account.signIn', { source: 'link' });
      showAccountMessage(verificationOutcome(verification, initialCredits, user !== null));
    });
    return () => {
      stopTitleSync();
      stopFollowing();
    };
  }, [initialCredits]);
}
