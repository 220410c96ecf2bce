import { type LinkTarget, linkTargetKey } from '@specwright/core';
import { create } from 'zustand';

/** What the app knows of the rows of other specs one kept spec's links point to. */
export interface LinkTargetsEntry {
  readonly status: 'loading' | 'ready' | 'error';
  /** By `linkTargetKey(spec_id, row_id)`; the last answer stays while a newer one loads. */
  readonly targets: Readonly<Record<string, LinkTarget>>;
  readonly message?: string;
}

interface LinkTargetsState {
  /** By the account id of the spec whose links point to them. */
  bySpec: Readonly<Record<string, LinkTargetsEntry>>;
  loading: (specId: string) => void;
  loaded: (specId: string, targets: readonly LinkTarget[]) => void;
  failed: (specId: string, message: string) => void;
}

const NO_TARGETS: Readonly<Record<string, LinkTarget>> = {};

/** Filled by the cross-spec links' wiring for each open kept spec; the Links column and panel read it. */
export const useLinkTargetsStore = create<LinkTargetsState>()((set) => ({
  bySpec: {},
  loading: (specId) =>
    set((state) => ({
      bySpec: {
        ...state.bySpec,
        [specId]: { status: 'loading', targets: state.bySpec[specId]?.targets ?? NO_TARGETS },
      },
    })),
  loaded: (specId, targets) =>
    set((state) => ({
      bySpec: {
        ...state.bySpec,
        [specId]: {
          status: 'ready',
          targets: Object.fromEntries(
            targets.map((target) => [linkTargetKey(target.spec_id, target.row_id), target]),
          ),
        },
      },
    })),
  failed: (specId, message) =>
    set((state) => ({
      bySpec: {
        ...state.bySpec,
        [specId]: { status: 'error', targets: state.bySpec[specId]?.targets ?? NO_TARGETS, message },
      },
    })),
}));
