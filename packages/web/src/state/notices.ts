import { create } from 'zustand';

/**
 * A non-blocking message in a corner of the window: what a finished operation changed (e.g. rows renamed
 * on import) or why an action failed.
 */
export interface ToastNotice {
  key: number;
  title: string;
  lines: readonly string[];
  /** How many more lines there were than are shown. */
  moreCount: number;
  /** A button the notice offers (e.g. "Restore mine"); the notice closes when it is pressed. */
  action?: NoticeAction;
}

export interface NoticeAction {
  label: string;
  run: () => void;
}

export const NOTICE_MAX_LINES = 5;

interface NoticeState {
  notice: ToastNotice | null;
  showNotice: (title: string, lines: readonly string[], action?: NoticeAction) => void;
  dismissNotice: () => void;
}

let nextKey = 1;

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  showNotice: (title, lines, action) =>
    set({
      notice: {
        ...(action ? { action } : {}),
        key: nextKey++,
        title,
        lines: lines.slice(0, NOTICE_MAX_LINES),
        moreCount: Math.max(0, lines.length - NOTICE_MAX_LINES),
      },
    }),
  dismissNotice: () => set({ notice: null }),
}));
