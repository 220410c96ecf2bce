import { pageTab } from '../../state/page-tabs';
import type { Tab } from '../../state/tab';

export const SIGN_IN_TAB_ID = 'sign-in';

/** The sign-in tab's title flips with the session (docs/product-rules.md, "Screens"). */
export function signInTabTitle(isSignedIn: boolean): 'Dashboard' | 'Sign In' {
  return isSignedIn ? 'Dashboard' : 'Sign In';
}

/** The sign-in tab, titled for the current session. */
export function signInTab(isSignedIn: boolean): Tab {
  return { ...pageTab(SIGN_IN_TAB_ID), title: signInTabTitle(isSignedIn) };
}
