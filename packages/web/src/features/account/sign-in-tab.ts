import { pageTab } from '../../state/page-tabs';
import { type SessionState, useSessionStore } from '../../state/session';
import type { Tab } from '../../state/tab';
import { useWorkspaceStore } from '../../state/workspace';

export const SIGN_IN_TAB_ID = 'sign-in';

/** The sign-in tab's title flips with the session (spec section 2). */
export function signInTabTitle(isSignedIn: boolean): 'Dashboard' | 'Sign In' {
  return isSignedIn ? 'Dashboard' : 'Sign In';
}

/** The sign-in tab, titled for the current session. */
export function signInTab(isSignedIn: boolean): Tab {
  return { ...pageTab(SIGN_IN_TAB_ID), title: signInTabTitle(isSignedIn) };
}

function syncTitle(session: Pick<SessionState, 'status' | 'user'>): void {
  // While the first session check runs, a restored title is kept rather than flickering.
  if (session.status === 'loading') return;
  useWorkspaceStore.getState().renameTab(SIGN_IN_TAB_ID, signInTabTitle(session.user !== null));
}

/** Keeps the sign-in tab's title in step with the session; returns the unsubscribe function. */
export function keepSignInTabTitle(): () => void {
  syncTitle(useSessionStore.getState());
  const stopSession = useSessionStore.subscribe(syncTitle);
  const stopWorkspace = useWorkspaceStore.subscribe(() => syncTitle(useSessionStore.getState()));
  return () => {
    stopSession();
    stopWorkspace();
  };
}
