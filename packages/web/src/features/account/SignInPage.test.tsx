import { ACCOUNT_MESSAGES } from '@specwright/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeDialog, openDialogProps } from '../../state/dialogs';
import { useSessionStore } from '../../state/session';
import { dashboardAnswer, signedInSession, stubFetch } from '../../test/auth-fetch';
import { SignInPage } from './SignInPage';
import { useSignInPageStore } from './sign-in-page-store';
import { renderAccount } from './test-render';

const field = (name: string) => screen.getByLabelText(name);
const modal = () => openDialogProps('info');

beforeEach(() => {
  useSessionStore.setState({ status: 'signedOut', user: null });
  useSignInPageStore.setState({ mode: 'logIn', resetToken: null, notice: null });
  closeDialog();
});
afterEach(() => vi.unstubAllGlobals());

describe('SignInPage signed out', () => {
  it('shows the log-in form, and only the configured providers', () => {
    renderAccount(<SignInPage />, {
      signIn: { emailPassword: true, google: true, github: false, oidc: true, emailVerification: false },
    });
    expect(screen.getByRole('heading', { name: 'Sign in to Specwright' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue with GitHub' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue with single sign-on' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Log In' })).toBeTruthy();
  });

  it("needs both email and password: 'Please enter both email and password.'", async () => {
    const { fetchMock } = stubFetch({});
    const user = userEvent.setup();
    renderAccount(<SignInPage />);
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.bothRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('logs in and switches to the dashboard', async () => {
    let signedIn = false;
    const { calls } = stubFetch({
      'POST /api/auth/sign-in/email': () => {
        signedIn = true;
        return { body: { user: signedInSession.user } };
      },
      'GET /api/auth/get-session': () => ({ body: signedIn ? signedInSession : null }),
      'GET /api/dashboard/': { body: dashboardAnswer },
    });
    const user = userEvent.setup();
    renderAccount(<SignInPage />);
    await user.type(field('Email'), ' ada@example.com ');
    await user.type(field('Password'), 'correct horse');
    await user.keyboard('{Enter}');
    // The dashboard (with its chart library) is loaded lazily: give it time on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 5000 })).toBeTruthy();
    expect(useSessionStore.getState().user?.email).toBe('ada@example.com');
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'correct horse', rememberMe: true });
  });

  it("shows 'Log In Failed' with the provider's message", async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': {
        status: 401,
        body: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
      },
    });
    const user = userEvent.setup();
    renderAccount(<SignInPage />);
    await user.type(field('Email'), 'ada@example.com');
    await user.type(field('Password'), 'wrong');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(modal()?.title).toBe('Log In Failed'));
    expect(modal()?.message).toBe('Invalid email or password');
    expect(useSessionStore.getState().status).toBe('signedOut');
  });

  it.each([
    [true, ACCOUNT_MESSAGES.checkYourEmail],
    [false, undefined],
  ])(
    'asks to check the mail after a sign-up only when sign-ups verify the address (%s)',
    async (emailVerification, title) => {
      let signedIn = false;
      stubFetch({
        'POST /api/auth/sign-up/email': () => {
          signedIn = true;
          return { body: { user: signedInSession.user } };
        },
        'GET /api/auth/get-session': () => ({ body: signedIn ? signedInSession : null }),
        'GET /api/dashboard/': { body: dashboardAnswer },
      });
      const user = userEvent.setup();
      renderAccount(<SignInPage />, {
        signIn: { emailPassword: true, google: false, github: false, oidc: false, emailVerification },
      });
      await user.click(screen.getByRole('button', { name: 'Create an account' }));
      await user.type(field('Email'), 'ada@example.com');
      await user.type(field('Password'), 'long enough');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(useSessionStore.getState().user?.email).toBe('ada@example.com'));
      await waitFor(() => expect(modal()?.title).toBe(title));
      if (title) expect(modal()?.message).toMatch(/^We sent a link to ada@example\.com\. Open it to confirm/);
    },
  );

  it("signs up with an optional name, and shows 'Sign Up Failed' with the provider's message", async () => {
    const { calls } = stubFetch({
      'POST /api/auth/sign-up/email': {
        status: 422,
        body: { message: 'User already exists. Use another email.' },
      },
    });
    const user = userEvent.setup();
    renderAccount(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(screen.getByRole('heading', { name: 'Create your Specwright account' })).toBeTruthy();
    await user.type(field('Email'), 'grace@example.com');
    await user.type(field('Password'), 'long enough');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(modal()?.title).toBe('Sign Up Failed'));
    expect(modal()?.message).toBe('User already exists. Use another email.');
    expect(calls[0]?.body).toEqual({ name: 'grace', email: 'grace@example.com', password: 'long enough' });
  });

  it('asks for the email before sending a reset link, then confirms or says the user is unknown', async () => {
    const { calls } = stubFetch({
      'POST /api/auth/request-password-reset': (body) =>
        (body as { email: string }).email === 'ada@example.com'
          ? { body: { status: true } }
          : { status: 404, body: { code: 'USER_NOT_FOUND', message: ACCOUNT_MESSAGES.noUser } },
    });
    const user = userEvent.setup();
    renderAccount(<SignInPage />);
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.resetEmailRequired);
    await user.type(field('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.noUser));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.resetEmailSent);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.at(-1)?.body).toEqual({ email: 'ada@example.com', redirectTo: '/' });
  });

  it('chooses a new password with the token of the reset link, then asks to log in', async () => {
    const { calls } = stubFetch({
      'POST /api/auth/reset-password': (body) =>
        (body as { token: string }).token === 'good'
          ? { body: { status: true } }
          : { status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } },
    });
    useSignInPageStore.getState().choosePassword('expired');
    const user = userEvent.setup();
    renderAccount(<SignInPage />);
    expect(screen.getByRole('heading', { name: 'Choose a new password' })).toBeTruthy();
    await user.type(field('New password'), 'brand new pass');
    await user.type(field('Repeat the new password'), 'brand new pas');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.passwordsDiffer);
    await user.type(field('Repeat the new password'), 's');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid token'));
    useSignInPageStore.setState({ resetToken: 'good' });
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(screen.getByRole('heading', { name: 'Sign in to Specwright' })).toBeTruthy();
    expect(calls.at(-1)?.body).toEqual({ token: 'good', newPassword: 'brand new pass' });
  });

  it('says it is checking the session while the first check runs', () => {
    useSessionStore.setState({ status: 'loading', user: null });
    renderAccount(<SignInPage />);
    expect(screen.getByRole('status').textContent).toBe('Checking your session…');
  });
});
