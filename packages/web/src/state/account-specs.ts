import type { RequirementFile } from '@specwright/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { browserStorage, STORAGE_PREFIX } from './storage';

/** How an open file linked to a spec in the account stands with the server. */
export type SyncStatus = 'saved' | 'saving' | 'offline' | 'conflict';

/** An open file kept in the account: the spec's id, the version the server holds and that version's file. */
export interface AccountLink {
  readonly specId: string;
  readonly version: number;
  /** The file as the server holds it at `version`: saves send what changed since. */
  readonly base: RequirementFile;
  readonly status: SyncStatus;
  /** The workspace the spec is kept in: its edits go over the live channel, not as saves. */
  readonly workspaceId?: string;
  /** The base is the server's copy, not the file the tab's edits started from: rows are compared by content. */
  readonly byContent?: boolean;
  /** While in conflict: the server's newer copy and the file both sides started from, for the choice. */
  readonly incoming?: IncomingChanges;
}

/** The server's copy of a spec changed elsewhere, waiting for the user to choose between it and the tab. */
export interface IncomingChanges {
  readonly version: number;
  readonly theirs: RequirementFile;
  readonly base: RequirementFile;
}

/** What survives a reload: which spec and version each open file is linked to (the files are in IndexedDB). */
export type KeptLinks = Readonly<Record<string, { specId: string; version: number }>>;

interface AccountSpecsState {
  links: Readonly<Record<string, AccountLink>>;
  kept: KeptLinks;
  link: (fileId: string, link: Omit<AccountLink, 'status'>, status?: SyncStatus) => void;
  setStatus: (fileId: string, status: SyncStatus) => void;
  /** Nothing more is sent until the user chose between the tab's rows and `incoming`. */
  holdConflict: (fileId: string, incoming: IncomingChanges) => void;
  /** The server acknowledged `file` as `version`. */
  acknowledge: (fileId: string, version: number, file: RequirementFile) => void;
  unlink: (fileId: string) => void;
}

const keptOf = (links: Readonly<Record<string, AccountLink>>, kept: KeptLinks): KeptLinks => {
  const next: Record<string, { specId: string; version: number }> = { ...kept };
  for (const [fileId, link] of Object.entries(links))
    next[fileId] = { specId: link.specId, version: link.version };
  return next;
};

export const useAccountSpecsStore = create<AccountSpecsState>()(
  persist(
    (set) => ({
      links: {},
      kept: {},
      link: (fileId, link, status = 'saved') =>
        set((state) => {
          const links = { ...state.links, [fileId]: { ...link, status } };
          return { links, kept: keptOf(links, state.kept) };
        }),
      setStatus: (fileId, status) =>
        set((state) => {
          const link = state.links[fileId];
          return link && link.status !== status
            ? { links: { ...state.links, [fileId]: { ...link, status } } }
            : state;
        }),
      holdConflict: (fileId, incoming) =>
        set((state) => {
          const link = state.links[fileId];
          return link
            ? { links: { ...state.links, [fileId]: { ...link, status: 'conflict' as const, incoming } } }
            : state;
        }),
      acknowledge: (fileId, version, file) =>
        set((state) => {
          const link = state.links[fileId];
          if (!link) return state;
          const { incoming: _settled, ...rest } = link;
          const links = {
            ...state.links,
            [fileId]: { ...rest, version, base: file, status: 'saved' as const, byContent: false },
          };
          return { links, kept: keptOf(links, state.kept) };
        }),
      unlink: (fileId) =>
        set((state) => {
          const { [fileId]: _gone, ...links } = state.links;
          const { [fileId]: _forgotten, ...kept } = state.kept;
          return { links, kept };
        }),
    }),
    {
      name: `${STORAGE_PREFIX}account-specs`,
      version: 1,
      storage: browserStorage<{ kept: KeptLinks }>(),
      partialize: ({ kept }) => ({ kept }),
    },
  ),
);
