import type { LivePeer, PresenceSpot, WorkspaceRole } from '@specwright/core';
import { create } from 'zustand';

/** The live state of one open workspace spec, by the spec's id in the account. */
export interface LiveSpecState {
  /** `closed`: the user lost access to the spec (removed from its workspace, or it left it). */
  status: 'connecting' | 'live' | 'offline' | 'closed';
  /** The caller's role in the spec's workspace (null until joined). */
  role: WorkspaceRole | null;
  /** The other people with the spec open (never this tab's own connection). */
  peers: readonly LivePeer[];
  /** Where this tab is in the spec, sent to the others. */
  ownSpot: PresenceSpot | null;
  /** Who changed each row last and when, as far as this tab has learnt it. */
  rowChanges: Readonly<Record<string, { name: string; at: string }>>;
}

interface LivePresenceStore {
  specs: Readonly<Record<string, LiveSpecState>>;
  update: (specId: string, change: Partial<LiveSpecState>) => void;
  forget: (specId: string) => void;
}

const EMPTY: LiveSpecState = { status: 'connecting', role: null, peers: [], ownSpot: null, rowChanges: {} };

/** Filled by the live connection (features/live); read by the views to draw who is where. */
export const useLivePresenceStore = create<LivePresenceStore>()((set) => ({
  specs: {},
  update: (specId, change) =>
    set((state) => ({
      specs: { ...state.specs, [specId]: { ...(state.specs[specId] ?? EMPTY), ...change } },
    })),
  forget: (specId) =>
    set((state) => {
      const { [specId]: _gone, ...rest } = state.specs;
      return { specs: rest };
    }),
}));
