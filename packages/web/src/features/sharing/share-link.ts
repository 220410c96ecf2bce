import { specEndpoints } from '@specwright/core';
import type { SpecShare } from './shares-api';

/** The page a read-only link opens: `/shared/<token>`, served as the web app by the server. */
export const SHARED_PATH = '/shared/';

/** The link of a token on this origin. */
export function shareUrl(token: string, origin: string): string {
  return `${origin}${SHARED_PATH}${encodeURIComponent(token)}`;
}

/** The token of a `/shared/<token>` path (possibly not a well-formed one), or null for any other page. */
export function sharedTokenOf(pathname: string): string | null {
  if (!pathname.startsWith(SHARED_PATH)) return null;
  const rest = pathname.slice(SHARED_PATH.length).replace(/\/+$/, '');
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/** Whether a token has the shape the server gives (checked before asking it). */
export const isWellFormedToken = (token: string): boolean =>
  specEndpoints.shared.params.safeParse({ token }).success;

/** The expiry choices of a new link; null: the link works until it is revoked. */
export const EXPIRY_CHOICES = [
  { days: null, label: 'Never' },
  { days: 1, label: 'After 1 day' },
  { days: 7, label: 'After 7 days' },
  { days: 30, label: 'After 30 days' },
] as const;

export type ExpiryDays = (typeof EXPIRY_CHOICES)[number]['days'];

const dateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string) => dateTime.format(new Date(iso));

/** Whether a link has stopped working by `now`. */
export const hasExpired = (share: SpecShare, now: Date): boolean =>
  share.expires_at !== null && new Date(share.expires_at).getTime() <= now.getTime();

/** How long a link works, in words: "Never expires", "Expires Jan 8, 2026, 9:00 AM" or "Expired …". */
export function expiryText(share: SpecShare, now: Date): string {
  if (share.expires_at === null) return 'Never expires';
  return `${hasExpired(share, now) ? 'Expired' : 'Expires'} ${when(share.expires_at)}`;
}

/** When a link was made, in words ("Jan 5, 2026, 9:00 AM"). */
export const createdWhen = (share: SpecShare): string => when(share.created_at);
