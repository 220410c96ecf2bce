import { create } from 'zustand';

/** Which form the signed-out sign-in tab shows. */
export type SignInMode = 'logIn' | 'signUp' | 'newPassword';

export interface SignInPageState {
  mode: SignInMode;
  /** The token of the password-reset link being used. */
  resetToken: string | null;
  /** A note for the form, e.g. an expired reset link or a changed password. */
  notice: { tone: 'info' | 'error'; text: string } | null;
  setMode: (mode: Exclude<SignInMode, 'newPassword'>) => void;
  choosePassword: (token: string) => void;
  showNotice: (notice: SignInPageState['notice'], mode?: SignInMode) => void;
}

export const useSignInPageStore = create<SignInPageState>()((set) => ({
  mode: 'logIn',
  resetToken: null,
  notice: null,
  setMode: (mode) => set({ mode, notice: null }),
  choosePassword: (token) => set({ mode: 'newPassword', resetToken: token, notice: null }),
  showNotice: (notice, mode) =>
    set((state) => ({
      notice,
      mode: mode ?? state.mode,
      resetToken: mode && mode !== 'newPassword' ? null : state.resetToken,
    })),
}));
