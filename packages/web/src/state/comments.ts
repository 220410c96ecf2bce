import type { CommentThread } from '@specwright/core';
import { create } from 'zustand';

/** The comment threads of one spec kept in the account, as far as this tab has them. */
export interface SpecComments {
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  threads: readonly CommentThread[];
}

/** Text of a requirement the user chose to comment on (document view, "Comment on selection"). */
export interface CommentQuote {
  fileId: string;
  rowId: string;
  field: string;
  quote: string;
  start: number;
  end: number;
}

interface CommentsStore {
  /** By the spec's id in the account. */
  specs: Readonly<Record<string, SpecComments>>;
  loading: (specId: string) => void;
  loaded: (specId: string, threads: readonly CommentThread[]) => void;
  failed: (specId: string, error: string) => void;
  /** A thread written or changed (here or by someone else, live): replaces the one of the same id. */
  upsert: (specId: string, thread: CommentThread) => void;
  /** The selection the composer quotes in its next thread. */
  quote: CommentQuote | null;
  setQuote: (quote: CommentQuote | null) => void;
}

const EMPTY: SpecComments = { status: 'loading', error: null, threads: [] };

/** Filled by the comments actions and the live connection; read by the comments views. */
export const useCommentsStore = create<CommentsStore>()((set) => {
  const change = (specId: string, next: (current: SpecComments) => SpecComments) =>
    set((state) => ({ specs: { ...state.specs, [specId]: next(state.specs[specId] ?? EMPTY) } }));
  return {
    specs: {},
    quote: null,
    setQuote: (quote) => set({ quote }),
    loading: (specId) => change(specId, (current) => ({ ...current, status: 'loading', error: null })),
    loaded: (specId, threads) => change(specId, () => ({ status: 'ready', error: null, threads })),
    failed: (specId, error) => change(specId, (current) => ({ ...current, status: 'error', error })),
    upsert: (specId, thread) =>
      change(specId, (current) => {
        const at = current.threads.findIndex((found) => found.id === thread.id);
        const threads =
          at === -1
            ? [...current.threads, thread]
            : current.threads.map((found, index) => (index === at ? thread : found));
        return { ...current, threads };
      }),
  };
});
