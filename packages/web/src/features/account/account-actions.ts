import { type ActionState, type AnyAction, always } from '../../actions/action-types';
import { pageTab } from '../../state/page-tabs';
import { logOut } from './session-service';
import { signInTab } from './sign-in-tab';

const whenSignedIn = (state: ActionState): boolean => state.isSignedIn;

/** The user menu (docs/product-rules.md, "Screens"): Sign In when signed out; Dashboard, Repositories and Logout when signed in. */
export const accountActions = [
  {
    id: 'account.signIn',
    label: 'Sign In',
    isEnabled: always,
    run: ({ state, tabSet }) => tabSet.openTab(signInTab(state.isSignedIn)),
  },
  {
    id: 'account.dashboard',
    label: 'Dashboard',
    isEnabled: whenSignedIn,
    run: ({ tabSet }) => tabSet.openTab(signInTab(true)),
  },
  {
    id: 'account.repositories',
    label: 'Repositories',
    isEnabled: always,
    run: ({ tabSet }) => tabSet.openTab(pageTab('repositories')),
  },
  {
    id: 'account.logout',
    label: 'Logout',
    isEnabled: whenSignedIn,
    run: () => logOut(),
  },
] as const satisfies readonly AnyAction[];
