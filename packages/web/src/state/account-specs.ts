import type { RequirementFile } from '@specwright/core';
import { create } from 'zustand';

/** How an open file linked to a spec in the account stands with the server. */
export type SyncStatus = 'saved' | 'saving' | 'offline' | 'conflict';

/** An open file kept in the account: the spec's id, the version the server holds and that version's file. */
export interface AccountLink {
  readonly specId: string;
  readonly version: number;
  /** The file as the server holds it at `version`: saves send what changed since. */
  readonly base: RequirementFile;
  readonly status: SyncStatus;
}

interface AccountSpecsState {
  links: Readonly<Record<string, AccountLink>>;
  link: (fileId: string, link: Omit<AccountLink, 'status'>) => void;
  setStatus: (fileId: string, status: SyncStatus) => void;
  /** The server acknowledged `file` as `version`. */
  acknowledge: (fileId: string, version: number, file: RequirementFile) => void;
  unlink: (fileId: string) => void;
}

export const useAccountSpecsStore = create<AccountSpecsState>()((set) => ({
  links: {},
  link: (fileId, link) =>
    set((state) => ({ links: { ...state.links, [fileId]: { ...link, status: 'saved' } } })),
  setStatus: (fileId, status) =>
    set((state) => {
      const link = state.links[fileId];
      return link && link.status !== status
        ? { links: { ...state.links, [fileId]: { ...link, status } } }
        : state;
    }),
  acknowledge: (fileId, version, file) =>
    set((state) => {
      const link = state.links[fileId];
      return link
        ? { links: { ...state.links, [fileId]: { ...link, version, base: file, status: 'saved' } } }
        : state;
    }),
  unlink: (fileId) =>
    set((state) => {
      const { [fileId]: _gone, ...rest } = state.links;
      return { links: rest };
    }),
}));
