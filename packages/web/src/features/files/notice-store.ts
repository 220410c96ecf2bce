import { create } from 'zustand';

/** A non-blocking message about a finished file operation (e.g. rows skipped on import). */
export interface FileNotice {
  key: number;
  title: string;
  lines: readonly string[];
  /** How many more lines there were than are shown. */
  moreCount: number;
}

export const NOTICE_MAX_LINES = 5;

interface NoticeState {
  notice: FileNotice | null;
  showNotice: (title: string, lines: readonly string[]) => void;
  dismissNotice: () => void;
}

let nextKey = 1;

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  showNotice: (title, lines) =>
    set({
      notice: {
        key: nextKey++,
        title,
        lines: lines.slice(0, NOTICE_MAX_LINES),
        moreCount: Math.max(0, lines.length - NOTICE_MAX_LINES),
      },
    }),
  dismissNotice: () => set({ notice: null }),
}));
