import { afterEach, describe, expect, it } from 'vitest';
import { type SessionUser, selectIsSignedIn, useSessionStore } from './session';

const ada: SessionUser = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada',
  photoURL: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  lastSignInAt: '2026-03-04T10:00:00.000Z',
};

afterEach(() => useSessionStore.setState({ status: 'loading', user: null }));

describe('session store', () => {
  it('starts loading and signed out', () => {
    const state = useSessionStore.getState();
    expect(state.status).toBe('loading');
    expect(selectIsSignedIn(state)).toBe(false);
  });

  it('is signed in with a user and signed out without one', () => {
    useSessionStore.getState().setUser(ada);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedIn', user: ada });
    expect(selectIsSignedIn(useSessionStore.getState())).toBe(true);
    useSessionStore.getState().setUser(null);
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
  });

  it('goes back to loading while a session check runs', () => {
    useSessionStore.getState().setUser(ada);
    useSessionStore.getState().setLoading();
    expect(useSessionStore.getState().status).toBe('loading');
    expect(useSessionStore.getState().user).toEqual(ada);
  });
});
