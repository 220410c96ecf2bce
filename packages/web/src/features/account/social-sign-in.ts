import type { SessionUser } from '../../state/session';
import { type SocialProvider, socialSignInUrl } from './auth-api';
import { refreshSession } from './session-service';

/** The small static page the provider sends the popup back to; it reports on this channel and closes. */
export const AUTH_COMPLETE_PATH = '/auth-complete.html';
export const AUTH_CHANNEL_NAME = 'specwright-auth';
const POPUP_NAME = 'specwright-sign-in';
const POPUP_FEATURES = 'popup=yes,width=520,height=680';
const CLOSED_POLL_MS = 400;
/** A popup may report back this long after it opened (after the opener lost track of it). */
const LATE_MESSAGE_MS = 10 * 60_000;

export interface AuthMessage {
  status: 'success' | 'error';
  error?: string;
}

/** The channel the popup page reports on; `close` also stops the listener. */
export interface AuthChannel {
  listen: (handler: (data: unknown) => void) => void;
  close: () => void;
}

function broadcastChannel(): AuthChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  return {
    listen: (handler) => {
      channel.onmessage = (event: MessageEvent) => handler(event.data);
    },
    close: () => channel.close(),
  };
}

/** What the popup flow needs from the browser; replaced in tests. */
export interface PopupEnvironment {
  open: () => Window | null;
  redirect: (url: string) => void;
  channel: () => AuthChannel | null;
  refresh: () => Promise<SessionUser | null>;
}

const browserEnvironment: PopupEnvironment = {
  open: () => window.open('', POPUP_NAME, POPUP_FEATURES),
  redirect: (url) => window.location.assign(url),
  channel: broadcastChannel,
  refresh: refreshSession,
};

export type SocialSignInOutcome =
  | { kind: 'signedIn' }
  | { kind: 'closed' }
  | { kind: 'redirecting' }
  | { kind: 'failed'; message: string };

function isAuthMessage(data: unknown): data is AuthMessage {
  const status = (data as { status?: unknown } | null)?.status;
  return status === 'success' || status === 'error';
}

/** The provider's error code as a sentence the user can act on. */
export function providerErrorMessage(code: string | undefined): string {
  if (!code || code === 'access_denied') return 'Sign-in was cancelled or refused by the provider.';
  return `The provider could not sign you in (${code.replaceAll('_', ' ')}).`;
}

/**
 * Popup sign-in (docs/product-rules.md, "Roles"): opens the provider's page in a popup and refreshes the session when the
 * popup reports back or closes; falls back to a full-page redirect when popups are blocked. The popup is
 * opened before any await, so it still counts as a reaction to the click.
 */
export async function signInWithProvider(
  provider: SocialProvider,
  environment: PopupEnvironment = browserEnvironment,
): Promise<SocialSignInOutcome> {
  const popup = environment.open();
  let url: string;
  try {
    url = popup
      ? await socialSignInUrl(provider, AUTH_COMPLETE_PATH, `${AUTH_COMPLETE_PATH}?status=error`)
      : await socialSignInUrl(provider, '/', '/');
  } catch (error) {
    popup?.close();
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) };
  }
  if (!popup) {
    environment.redirect(url);
    return { kind: 'redirecting' };
  }
  popup.location.href = url;
  return waitForPopup(popup, environment);
}

function waitForPopup(popup: Window, environment: PopupEnvironment): Promise<SocialSignInOutcome> {
  return new Promise((resolve) => {
    const channel = environment.channel();
    let settled = false;
    const settle = (outcome: SocialSignInOutcome) => {
      if (!settled) resolve(outcome);
      settled = true;
    };
    const settleWithSession = () =>
      void environment.refresh().then((user) => settle(user ? { kind: 'signedIn' } : { kind: 'closed' }));
    // A cross-origin-isolated page loses sight of its popup, which then reads as closed: the channel
    // stays open for a late report either way.
    const closedPoll = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(closedPoll);
      settleWithSession();
    }, CLOSED_POLL_MS);
    const stopListening = () => channel?.close();
    const lateTimer = setTimeout(stopListening, LATE_MESSAGE_MS);
    channel?.listen((data) => {
      if (!isAuthMessage(data)) return;
      clearInterval(closedPoll);
      clearTimeout(lateTimer);
      stopListening();
      if (!popup.closed) popup.close();
      if (data.status === 'error') settle({ kind: 'failed', message: providerErrorMessage(data.error) });
      else settleWithSession();
    });
  });
}
