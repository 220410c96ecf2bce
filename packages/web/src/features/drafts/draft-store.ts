import type { DraftKind } from '@specwright/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { browserStorage, STORAGE_PREFIX } from '../../state/storage';

export type DraftStatus = 'streaming' | 'done' | 'failed' | 'cancelled';

/** One generated Markdown document, shown and edited in its own tab. */
export interface Draft {
  readonly kind: DraftKind;
  /** `design.md` or `architecture.md`: the name it downloads as. */
  readonly fileName: string;
  /** The spec it was drafted from. */
  readonly specTitle: string;
  readonly markdown: string;
  readonly status: DraftStatus;
  readonly percentage: number;
  readonly step: string;
  /** Why it failed (status failed). */
  readonly error?: string;
}

interface DraftStoreState {
  drafts: Readonly<Record<string, Draft>>;
}

export const DRAFTS_STORAGE_KEY = `${STORAGE_PREFIX}drafts`;

/** A draft that was still arriving when the page went away will not arrive any more. */
function restored(draft: Draft): Draft {
  return draft.status === 'streaming' ? { ...draft, status: 'cancelled' } : draft;
}

/** The drafts of the open Markdown tabs by tab id, kept across reloads; written only by the draft session. */
export const useDraftStore = create<DraftStoreState>()(
  persist(() => ({ drafts: {} }), {
    name: DRAFTS_STORAGE_KEY,
    version: 1,
    storage: browserStorage<DraftStoreState>(),
    merge: (stored, current) => {
      const drafts = (stored as Partial<DraftStoreState> | undefined)?.drafts ?? {};
      return {
        ...current,
        drafts: Object.fromEntries(Object.entries(drafts).map(([id, draft]) => [id, restored(draft)])),
      };
    },
  }),
);
