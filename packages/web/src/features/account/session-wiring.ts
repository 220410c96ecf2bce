import { type SessionState, type SessionUser, useSessionStore } from '../../state/session';
import { useTabSetStore } from '../../state/tab-set';
import { useSignInPageStore } from './sign-in-page-store';
import { SIGN_IN_TAB_ID, signInTabTitle } from './sign-in-tab';

// The account feature's writes to the stores: the signed-in user, the sign-in page and tab.

/** Who the server says is signed in (null: nobody). */
export function setSignedInUser(user: SessionUser | null): void {
  useSessionStore.getState().setUser(user);
}

/** The next visit to the signed-out page starts at the log-in form again. */
export function resetSignInPage(): void {
  useSignInPageStore.getState().setMode('logIn');
}

function syncTitle(session: Pick<SessionState, 'status' | 'user'>): void {
  // While the first session check runs, a restored title is kept rather than flickering.
  if (session.status === 'loading') return;
  useTabSetStore.getState().renameTab(SIGN_IN_TAB_ID, signInTabTitle(session.user !== null));
}

/** Keeps the sign-in tab's title in step with the session; returns the unsubscribe function. */
export function keepSignInTabTitle(): () => void {
  syncTitle(useSessionStore.getState());
  const stopSession = useSessionStore.subscribe(syncTitle);
  const stopTabSet = useTabSetStore.subscribe(() => syncTitle(useSessionStore.getState()));
  return () => {
    stopSession();
    stopTabSet();
  };
}
