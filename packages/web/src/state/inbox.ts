import type { Inbox } from '@specwright/core';
import { create } from 'zustand';

interface InboxStore {
  /** The signed-in user's inbox as last read, or null before the first read (and when signed out). */
  inbox: Inbox | null;
  /** Why the last read failed, until one succeeds. */
  error: string | null;
  loaded: (inbox: Inbox) => void;
  failed: (error: string) => void;
  /** Items marked read here (their ids, or all), with the unread count the server answered. */
  markedRead: (ids: readonly string[] | 'all', unread: number) => void;
  clear: () => void;
}

/** Filled by the inbox wiring: read on sign-in, on focus, every minute and after a live comment. */
export const useInboxStore = create<InboxStore>()((set) => ({
  inbox: null,
  error: null,
  loaded: (inbox) => set({ inbox, error: null }),
  failed: (error) => set({ error }),
  markedRead: (ids, unread) =>
    set((state) => {
      if (!state.inbox) return {};
      const now = new Date().toISOString();
      const marked = (id: string) => ids === 'all' || ids.includes(id);
      const items = state.inbox.items.map((item) =>
        item.read_at === null && marked(item.id) ? { ...item, read_at: now } : item,
      );
      return { inbox: { items, unread } };
    }),
  clear: () => set({ inbox: null, error: null }),
}));
