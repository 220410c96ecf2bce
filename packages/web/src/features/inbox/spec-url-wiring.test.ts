import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePersistStatus } from '../../persist/use-persistence';
import { useSessionStore } from '../../state/session';
import { initialTabSet, selectActiveTab, useTabSetStore } from '../../state/tab-set';
import { useSignInPageStore } from '../account/sign-in-page-store';
import { openSpecAtRow } from './inbox-wiring';
import { followSpecUrl, SIGN_IN_TO_OPEN_SPEC } from './spec-url-wiring';

vi.mock('./inbox-wiring', () => ({ openSpecAtRow: vi.fn(() => Promise.resolve()) }));

const SPEC_ID = '0b8e6a52-4c1e-4d4b-9f3a-2a1f7c9d5e10';
const user = {
  uid: 'u1',
  email: 'ann@example.com',
  displayName: 'Ann',
  photoURL: null,
  createdAt: null,
  lastSignInAt: null,
};
const here = () => new URL(window.location.href);

beforeEach(() => {
  useTabSetStore.setState(initialTabSet());
  useSessionStore.setState({ status: 'loading', user: null });
  usePersistStatus.setState({ restoring: false });
  vi.mocked(openSpecAtRow).mockClear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('an address naming a spec', () => {
  it('asks a signed-out reader to sign in, then opens the spec at the row and cleans the address', () => {
    window.history.replaceState(null, '', `/?spec=${SPEC_ID}&row=PAY-2`);
    const stop = followSpecUrl(here());
    useSessionStore.getState().setUser(null);
    expect(selectActiveTab(useTabSetStore.getState())).toMatchObject({ id: 'sign-in' });
    expect(useSignInPageStore.getState().notice).toEqual({ tone: 'info', text: SIGN_IN_TO_OPEN_SPEC });
    expect(openSpecAtRow).not.toHaveBeenCalled();
    expect(window.location.search).toBe(`?spec=${SPEC_ID}&row=PAY-2`);

    useSessionStore.getState().setUser(user);
    expect(openSpecAtRow).toHaveBeenCalledWith(SPEC_ID, 'PAY-2');
    expect(window.location.search).toBe('');
    useSessionStore.getState().setUser(null);
    useSessionStore.getState().setUser(user);
    expect(openSpecAtRow).toHaveBeenCalledTimes(1);
    stop();
  });

  it('waits for the last session’s tabs to be back', () => {
    usePersistStatus.setState({ restoring: true });
    useSessionStore.getState().setUser(user);
    const stop = followSpecUrl(new URL(`http://localhost/?spec=${SPEC_ID}&row=R1`));
    expect(openSpecAtRow).not.toHaveBeenCalled();
    usePersistStatus.setState({ restoring: false });
    expect(openSpecAtRow).toHaveBeenCalledWith(SPEC_ID, 'R1');
    stop();
  });

  it('opens at once for someone signed in, and does nothing for an address naming none', () => {
    useSessionStore.getState().setUser(user);
    followSpecUrl(new URL(`http://localhost/?spec=${SPEC_ID}`));
    expect(openSpecAtRow).toHaveBeenCalledWith(SPEC_ID, null);
    followSpecUrl(new URL('http://localhost/?spec=not-a-spec'));
    expect(openSpecAtRow).toHaveBeenCalledTimes(1);
  });
});
