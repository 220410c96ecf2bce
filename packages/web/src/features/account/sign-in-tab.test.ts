import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pageTab } from '../../state/page-tabs';
import { type SessionUser, useSessionStore } from '../../state/session';
import { initialTabSet, useTabSetStore } from '../../state/tab-set';
import { keepSignInTabTitle } from './session-wiring';
import { signInTab } from './sign-in-tab';

const ada: SessionUser = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
  createdAt: null,
  lastSignInAt: null,
};
const title = () => useTabSetStore.getState().tabs.find((tab) => tab.id === 'sign-in')?.title;
let stop: () => void = () => {};

beforeEach(() => {
  useTabSetStore.setState(initialTabSet());
  useSessionStore.setState({ status: 'loading', user: null });
});
afterEach(() => stop());

describe('sign-in tab title', () => {
  it('opens as Sign In or Dashboard', () => {
    expect(signInTab(false)).toEqual({ id: 'sign-in', title: 'Sign In', type: 'page' });
    expect(signInTab(true).title).toBe('Dashboard');
  });

  it('flips between Sign In and Dashboard with the session', () => {
    useTabSetStore.getState().openTab(pageTab('sign-in'));
    stop = keepSignInTabTitle();
    expect(title()).toBe('Sign In');
    useSessionStore.getState().setUser(ada);
    expect(title()).toBe('Dashboard');
    useSessionStore.getState().setUser(null);
    expect(title()).toBe('Sign In');
  });

  it('keeps a restored title while the session is loading, and fixes a tab opened with the wrong one', () => {
    useTabSetStore.getState().openTab(signInTab(true));
    stop = keepSignInTabTitle();
    expect(title()).toBe('Dashboard');
    useSessionStore.getState().setUser(null);
    expect(title()).toBe('Sign In');
    useTabSetStore.getState().closeTab('sign-in');
    useTabSetStore.getState().openTab(signInTab(true));
    expect(title()).toBe('Sign In');
  });
});
