import { useEffect } from 'react';
import { runAction } from '../../actions/app-actions';
import { INVALID_RESET_LINK_MESSAGE, readResetLink, withoutResetParams } from './reset-link';
import { keepSignInTabTitle } from './session-bindings';
import { refreshSession } from './session-service';
import { useSignInPageStore } from './sign-in-page-store';

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

/** Starts the session on load: asks who is signed in, handles a reset link, keeps the tab title in step. */
export function useSessionBootstrap(): void {
  useEffect(() => {
    const stopTitleSync = keepSignInTabTitle();
    openResetLink(new URL(window.location.href));
    void refreshSession();
    return stopTitleSync;
  }, []);
}
