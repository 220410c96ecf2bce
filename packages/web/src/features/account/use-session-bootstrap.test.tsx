import { ACCOUNT_MESSAGES } from '@specwright/core';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialogProps } from '../../state/dialogs';
import { useSessionStore } from '../../state/session';
import { initialTabSet, selectActiveTab, useTabSetStore } from '../../state/tab-set';
import { signedInSession, stubFetch } from '../../test/auth-fetch';
import { INVALID_RESET_LINK_MESSAGE } from './reset-link';
import { useSignInPageStore } from './sign-in-page-store';
import { useSessionBootstrap } from './use-session-bootstrap';

beforeEach(() => {
  useTabSetStore.setState(initialTabSet());
  useSessionStore.setState({ status: 'loading', user: null });
  useSignInPageStore.setState({ mode: 'logIn', resetToken: null, notice: null });
  closeDialog();
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('session bootstrap', () => {
  it('asks the server who is signed in and flips an open sign-in tab to Dashboard', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: signedInSession } });
    useTabSetStore.getState().openTab({ id: 'sign-in', title: 'Sign In', type: 'page' });
    renderHook(() => useSessionBootstrap());
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signedIn'));
    expect(useSessionStore.getState().user?.uid).toBe('u1');
    expect(selectActiveTab(useTabSetStore.getState())?.title).toBe('Dashboard');
  });

  it('is signed out when the server cannot tell', async () => {
    stubFetch({ 'GET /api/auth/get-session': { status: 503, body: {} } });
    renderHook(() => useSessionBootstrap());
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signedOut'));
  });

  it('opens the sign-in tab to choose a new password from the reset link, and cleans the address', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: null } });
    window.history.replaceState(null, '', '/?reset-token=tok123');
    renderHook(() => useSessionBootstrap());
    expect(useSignInPageStore.getState()).toMatchObject({ mode: 'newPassword', resetToken: 'tok123' });
    expect(selectActiveTab(useTabSetStore.getState())).toMatchObject({ id: 'sign-in', title: 'Sign In' });
    expect(window.location.search).toBe('');
    await waitFor(() => expect(useSessionStore.getState().status).toBe('signedOut'));
  });

  it("says so when better-auth's redirect reports an expired link", () => {
    stubFetch({ 'GET /api/auth/get-session': { body: null } });
    window.history.replaceState(null, '', '/?error=INVALID_TOKEN');
    renderHook(() => useSessionBootstrap());
    expect(useSignInPageStore.getState().notice).toEqual({ tone: 'error', text: INVALID_RESET_LINK_MESSAGE });
    expect(useSignInPageStore.getState().mode).toBe('logIn');
  });

  it('after the verification link, opens the Dashboard and says the address is confirmed', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: signedInSession } });
    window.history.replaceState(null, '', '/?email-verified=1');
    renderHook(() => useSessionBootstrap(100));
    await waitFor(() => expect(openDialogProps('info')?.title).toBe(ACCOUNT_MESSAGES.emailConfirmed));
    expect(openDialogProps('info')?.message).toBe(
      'Your email address is confirmed and your 100 starting credits are in your account.',
    );
    expect(selectActiveTab(useTabSetStore.getState())).toMatchObject({
      id: 'sign-in',
      title: 'Dashboard',
    });
    expect(window.location.search).toBe('');
  });

  it('says why a verification link did not work, not that a reset link expired', async () => {
    stubFetch({ 'GET /api/auth/get-session': { body: null } });
    window.history.replaceState(null, '', '/?email-verified=1&error=INVALID_TOKEN');
    renderHook(() => useSessionBootstrap(100));
    await waitFor(() => expect(openDialogProps('info')?.title).toBe(ACCOUNT_MESSAGES.emailNotConfirmed));
    expect(openDialogProps('info')?.message).toBe(ACCOUNT_MESSAGES.verificationLinkInvalid);
    expect(useSignInPageStore.getState().notice).toBeNull();
    expect(window.location.search).toBe('');
  });
});
