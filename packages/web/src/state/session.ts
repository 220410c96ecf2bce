import { create } from 'zustand';

/** The signed-in user (docs/product-rules.md, "Data"): ids and dates as the account server gives them. */
export interface SessionUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
  /** ISO date the account was created. */
  createdAt: string | null;
  /** ISO date of the current session's sign-in. */
  lastSignInAt: string | null;
}

/** loading until the first session check answers, then signedIn or signedOut. */
export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  setUser: (user: SessionUser | null) => void;
  setLoading: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  user: null,
  setUser: (user) => set({ user, status: user ? 'signedIn' : 'signedOut' }),
  setLoading: () => set({ status: 'loading' }),
}));

export function selectIsSignedIn(state: Pick<SessionState, 'user'>): boolean {
  return state.user !== null;
}

export function selectUser(state: Pick<SessionState, 'user'>): SessionUser | null {
  return state.user;
}
