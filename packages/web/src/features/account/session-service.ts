import type { SessionUser } from '../../state/session';
import { fetchSession, signInWithEmail, signOutSession, signUpWithEmail } from './auth-api';
import { resetSignInPage, setSignedInUser } from './session-wiring';

let pendingRefresh: Promise<SessionUser | null> | null = null;

/** Asks the server who is signed in and updates the session store; signed out when it cannot tell. */
export function refreshSession(): Promise<SessionUser | null> {
  pendingRefresh ??= fetchSession()
    .catch(() => null)
    .then((user) => {
      setSignedInUser(user);
      return user;
    })
    .finally(() => {
      pendingRefresh = null;
    });
  return pendingRefresh;
}

/** Logs in with email and password; throws the server's error (ApiRequestError) when it refuses. */
export async function logIn(email: string, password: string): Promise<SessionUser | null> {
  await signInWithEmail(email, password);
  resetSignInPage();
  return refreshSession();
}

/** Creates the account and signs it in. */
export async function signUp(name: string, email: string, password: string): Promise<SessionUser | null> {
  await signUpWithEmail(name, email, password);
  resetSignInPage();
  return refreshSession();
}

/** Ends the session; the local session is cleared even when the server cannot be reached. */
export async function logOut(): Promise<void> {
  await signOutSession().catch(() => undefined);
  resetSignInPage();
  setSignedInUser(null);
}
