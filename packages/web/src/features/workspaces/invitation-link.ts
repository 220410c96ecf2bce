import { invitationTokenParamsSchema } from '@specwright/core';

/** The page an invitation link opens: `/invite/<token>`, served as the web app by the server. */
export const INVITE_PATH = '/invite/';

const PENDING_KEY = 'specwright.pendingInvitation';
const JOINED_KEY = 'specwright.joinedWorkspace';

/** The token of an `/invite/<token>` path, or null for any other page. */
export function invitationTokenOf(pathname: string): string | null {
  if (!pathname.startsWith(INVITE_PATH)) return null;
  const rest = pathname.slice(INVITE_PATH.length).replace(/\/+$/, '');
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}

/** Whether a token has the shape the server gives (checked before asking it). */
export const isWellFormedInvitationToken = (token: string): boolean =>
  invitationTokenParamsSchema.safeParse({ token }).success;

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function take(key: string): string | null {
  const storage = session();
  const value = storage?.getItem(key) ?? null;
  storage?.removeItem(key);
  return value;
}

/** The invitation to come back to once signed in (kept for this browser tab, through a social sign-in too). */
export const rememberInvitation = (token: string) => session()?.setItem(PENDING_KEY, token);
export const pendingInvitation = (): string | null => session()?.getItem(PENDING_KEY) ?? null;
export const takePendingInvitation = (): string | null => take(PENDING_KEY);

/** The workspace just joined, shown when the app opens. */
export const rememberJoinedWorkspace = (workspaceId: string) => session()?.setItem(JOINED_KEY, workspaceId);
export const takeJoinedWorkspace = (): string | null => take(JOINED_KEY);
