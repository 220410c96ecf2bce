import { create } from 'zustand';

export interface SessionUser {
  uid: string;
  email: string;
  displayName: string | null;
}

export interface SessionState {
  /** The signed-in user; sign-in arrives with the account feature, so this is null for now. */
  user: SessionUser | null;
}

export const useSessionStore = create<SessionState>()(() => ({ user: null }));

export function selectIsSignedIn(state: SessionState): boolean {
  return state.user !== null;
}
