import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../state/session';
import { stubFetch } from '../../test/auth-fetch';
import {
  type AuthChannel,
  type PopupEnvironment,
  providerErrorMessage,
  signInWithProvider,
} from './social-sign-in';

const ada = { uid: 'u1', email: 'ada@example.com' } as SessionUser;

function fakePopup() {
  return { closed: false, close: vi.fn(), location: { href: '' } };
}

function fakeEnvironment(popup: ReturnType<typeof fakePopup> | null, user: SessionUser | null = ada) {
  let handler: (data: unknown) => void = () => {};
  const channel: AuthChannel = { listen: (listener) => (handler = listener), close: vi.fn() };
  const environment: PopupEnvironment = {
    open: vi.fn(() => popup as unknown as Window | null),
    redirect: vi.fn(),
    channel: () => channel,
    refresh: vi.fn(async () => user),
  };
  return { environment, channel, post: (data: unknown) => handler(data) };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const providerUrl = 'https://accounts.example/authorize?client_id=x';

describe('popup sign-in', () => {
  it('opens the popup first, sends it to the provider, and finishes when the popup reports success', async () => {
    const { calls } = stubFetch({
      'POST /api/auth/sign-in/social': { body: { url: providerUrl, redirect: true } },
    });
    const popup = fakePopup();
    const { environment, channel, post } = fakeEnvironment(popup);
    const outcome = signInWithProvider('github', environment);
    expect(environment.open).toHaveBeenCalled();
    await vi.waitFor(() => expect(popup.location.href).toBe(providerUrl));
    expect(calls[0]?.body).toEqual({
      provider: 'github',
      callbackURL: '/auth-complete.html',
      errorCallbackURL: '/auth-complete.html?status=error',
      disableRedirect: true,
    });
    post({ status: 'success' });
    await expect(outcome).resolves.toEqual({ kind: 'signedIn' });
    expect(popup.close).toHaveBeenCalled();
    expect(channel.close).toHaveBeenCalled();
    expect(environment.refresh).toHaveBeenCalled();
  });

  it("shows the provider's refusal", async () => {
    stubFetch({ 'POST /api/auth/sign-in/social': { body: { url: providerUrl } } });
    const { environment, post } = fakeEnvironment(fakePopup());
    const outcome = signInWithProvider('google', environment);
    await vi.waitFor(() => expect(environment.channel).toBeDefined());
    await vi.advanceTimersByTimeAsync(10);
    post({ status: 'error', error: 'access_denied' });
    await expect(outcome).resolves.toEqual({
      kind: 'failed',
      message: 'Sign-in was cancelled or refused by the provider.',
    });
    expect(providerErrorMessage('invalid_state')).toBe('The provider could not sign you in (invalid state).');
  });

  it('refreshes the session when the popup is closed', async () => {
    stubFetch({ 'POST /api/auth/sign-in/social': { body: { url: providerUrl } } });
    const popup = fakePopup();
    const { environment } = fakeEnvironment(popup, null);
    const outcome = signInWithProvider('oidc', environment);
    await vi.advanceTimersByTimeAsync(10);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(outcome).resolves.toEqual({ kind: 'closed' });
    expect(environment.refresh).toHaveBeenCalledTimes(1);
  });

  it('falls back to a redirect that returns to the app when popups are blocked', async () => {
    const { calls } = stubFetch({ 'POST /api/auth/sign-in/social': { body: { url: providerUrl } } });
    const { environment } = fakeEnvironment(null);
    await expect(signInWithProvider('google', environment)).resolves.toEqual({ kind: 'redirecting' });
    expect(environment.redirect).toHaveBeenCalledWith(providerUrl);
    expect(calls[0]?.body).toMatchObject({ callbackURL: '/', errorCallbackURL: '/' });
  });

  it("closes the popup and reports the server's message when sign-in cannot start", async () => {
    stubFetch({ 'POST /api/auth/sign-in/social': { status: 404, body: { message: 'Provider not found' } } });
    const popup = fakePopup();
    const { environment } = fakeEnvironment(popup);
    await expect(signInWithProvider('google', environment)).resolves.toEqual({
      kind: 'failed',
      message: 'Provider not found',
    });
    expect(popup.close).toHaveBeenCalled();
  });
});
