import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAccount } from '../../features/account/test-render';
import { type SessionUser, useSessionStore } from '../../state/session';
import { initialTabSet, selectActiveTab, useTabSetStore } from '../../state/tab-set';
import { stubFetch } from '../../test/auth-fetch';
import { UserMenu } from './UserMenu';

const ada: SessionUser = {
  uid: 'u1',
  email: 'ada@example.com',
  displayName: 'Ada Lovelace',
  photoURL: null,
  createdAt: null,
  lastSignInAt: null,
};

beforeEach(() => useTabSetStore.setState(initialTabSet()));
afterEach(() => vi.unstubAllGlobals());

describe('UserMenu', () => {
  it('shows nothing while the session is checked, then a Sign In button when signed out', () => {
    useSessionStore.setState({ status: 'loading', user: null });
    const { rerender } = renderAccount(<UserMenu />);
    expect(screen.queryByRole('button')).toBeNull();
    useSessionStore.setState({ status: 'signedOut', user: null });
    rerender(<UserMenu />);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('Sign In opens the Sign In tab', async () => {
    useSessionStore.setState({ status: 'signedOut', user: null });
    renderAccount(<UserMenu />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign In' }));
    expect(selectActiveTab(useTabSetStore.getState())).toMatchObject({ id: 'sign-in', title: 'Sign In' });
  });

  it('offers Dashboard, My Specs, Workspaces, Repositories and Logout to a signed-in user', async () => {
    useSessionStore.setState({ status: 'signedIn', user: ada });
    const user = userEvent.setup();
    renderAccount(<UserMenu />);
    const trigger = screen.getByRole('button', { name: 'User menu: Ada Lovelace' });
    expect(trigger.textContent).toContain('AL');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu.textContent).toContain('ada@example.com');
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Dashboard', 'My Specs', 'Workspaces', 'Repositories', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: 'Dashboard' }));
    expect(selectActiveTab(useTabSetStore.getState())).toMatchObject({
      id: 'sign-in',
      title: 'Dashboard',
    });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Repositories' }));
    expect(selectActiveTab(useTabSetStore.getState())?.id).toBe('repositories');
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Workspaces' }));
    expect(selectActiveTab(useTabSetStore.getState())).toMatchObject({
      id: 'workspaces',
      title: 'Workspaces',
    });
  });

  it('Logout ends the session and brings back the Sign In button', async () => {
    const { calls } = stubFetch({ 'POST /api/auth/sign-out': { body: { success: true } } });
    useSessionStore.setState({ status: 'signedIn', user: ada });
    const user = userEvent.setup();
    renderAccount(<UserMenu />);
    await user.click(screen.getByRole('button', { name: 'User menu: Ada Lovelace' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy());
    expect(useSessionStore.getState()).toMatchObject({ status: 'signedOut', user: null });
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/auth/sign-out']);
  });
});
