import { readSpecUrl, withoutSpecUrlParams } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { usePersistStatus } from '../../persist/use-persistence';
import { useSessionStore } from '../../state/session';
import { useSignInPageStore } from '../account/sign-in-page-store';
import { openSpecAtRow } from './inbox-wiring';

export const SIGN_IN_TO_OPEN_SPEC = 'Sign in to open the spec the link leads to.';

/**
 * Opens the kept spec an address names (`/?spec=<id>&row=<row id>`, as in a mention mail) once someone is
 * signed in and the last session's tabs are back, at the row with its comments in view, and takes those
 * parameters out of the address. Signed out, it opens the sign-in tab first and the spec after signing in.
 * Returns a stop function.
 */
export function followSpecUrl(url: URL): () => void {
  const place = readSpecUrl(url);
  if (!place) return () => undefined;
  let askedToSignIn = false;
  let stopped = false;
  const follow = () => {
    const { status } = useSessionStore.getState();
    if (stopped) return;
    if (status === 'signedOut' && !askedToSignIn) {
      askedToSignIn = true;
      useSignInPageStore.getState().showNotice({ tone: 'info', text: SIGN_IN_TO_OPEN_SPEC }, 'logIn');
      runAction('account.signIn', { source: 'link' });
    }
    // Restoring the tabs closes those it finds no file for: the spec opens after it.
    if (status !== 'signedIn' || usePersistStatus.getState().restoring) return;
    stop();
    window.history.replaceState(
      window.history.state,
      '',
      withoutSpecUrlParams(new URL(window.location.href)),
    );
    void openSpecAtRow(place.specId, place.rowId);
  };
  const unsubscribers = [useSessionStore.subscribe(follow), usePersistStatus.subscribe(follow)];
  function stop() {
    stopped = true;
    for (const unsubscribe of unsubscribers) unsubscribe();
  }
  follow();
  return stop;
}
