import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { clampSize, type SizeLimits } from './clamp-size';
import { fitPanelWidths, NARROW_WINDOW_WIDTH } from './fit-panels';
import { browserStorage, STORAGE_PREFIX } from './storage';

export type SidePanelKind = 'properties' | 'agent' | 'chat';

/** Panel sizes from docs/product-rules.md, "Constants and limits". */
export const PROJECT_TREE_WIDTH: SizeLimits & { initial: number } = { initial: 300, min: 200, max: 600 };
export const SIDE_PANEL_WIDTH: SizeLimits & { initial: number } = { initial: 350, min: 150, max: 800 };

export interface LayoutState {
  /** The user's choice to show the project tree; null until they make one (then it follows `projectTreeShown`). */
  projectTreeVisible: boolean | null;
  projectTreeWidth: number;
  sidePanelWidth: number;
  /** Which side panel shows on a spec tab; null when the user closed it. */
  sidePanel: SidePanelKind | null;
  setProjectTreeVisible: (visible: boolean) => void;
  setProjectTreeWidth: (width: number) => void;
  setSidePanelWidth: (width: number) => void;
  /** Shows the panel, or hides it when it is the one showing. */
  toggleSidePanel: (panel: SidePanelKind) => void;
  /** The browser window's width (not remembered): narrow windows start without the project tree. */
  windowWidth: number;
  setWindowWidth: (width: number) => void;
}

type PersistedLayout = Pick<
  LayoutState,
  'projectTreeVisible' | 'projectTreeWidth' | 'sidePanelWidth' | 'sidePanel'
>;

export const LAYOUT_STORAGE_KEY = `${STORAGE_PREFIX}layout`;

const SIDE_PANELS: readonly unknown[] = ['properties', 'agent', 'chat'] satisfies SidePanelKind[];

function restoreLayout(stored: unknown, current: PersistedLayout): PersistedLayout {
  if (typeof stored !== 'object' || stored === null) return current;
  const value = stored as Record<string, unknown>;
  const width = (raw: unknown, limits: SizeLimits, fallback: number) =>
    typeof raw === 'number' && Number.isFinite(raw) ? clampSize(raw, limits) : fallback;
  return {
    projectTreeVisible:
      typeof value.projectTreeVisible === 'boolean' || value.projectTreeVisible === null
        ? value.projectTreeVisible
        : current.projectTreeVisible,
    projectTreeWidth: width(value.projectTreeWidth, PROJECT_TREE_WIDTH, current.projectTreeWidth),
    sidePanelWidth: width(value.sidePanelWidth, SIDE_PANEL_WIDTH, current.sidePanelWidth),
    sidePanel:
      value.sidePanel === null || SIDE_PANELS.includes(value.sidePanel)
        ? (value.sidePanel as SidePanelKind | null)
        : current.sidePanel,
  };
}

export function createLayoutStore() {
  return create<LayoutState>()(
    persist(
      (set) => ({
        projectTreeVisible: null,
        projectTreeWidth: PROJECT_TREE_WIDTH.initial,
        sidePanelWidth: SIDE_PANEL_WIDTH.initial,
        sidePanel: 'properties',
        setProjectTreeVisible: (projectTreeVisible) => set({ projectTreeVisible }),
        setProjectTreeWidth: (width) => set({ projectTreeWidth: clampSize(width, PROJECT_TREE_WIDTH) }),
        setSidePanelWidth: (width) => set({ sidePanelWidth: clampSize(width, SIDE_PANEL_WIDTH) }),
        toggleSidePanel: (panel) => set((state) => ({ sidePanel: state.sidePanel === panel ? null : panel })),
        windowWidth: typeof window === 'undefined' ? NARROW_WINDOW_WIDTH : window.innerWidth,
        setWindowWidth: (windowWidth) => set({ windowWidth }),
      }),
      {
        name: LAYOUT_STORAGE_KEY,
        version: 2,
        // Version 1 stored the old default (shown) as if chosen; only a hidden tree was the user's doing.
        // `merge` checks every field of what this returns.
        migrate: (stored, version) =>
          (version < 2 && typeof stored === 'object' && stored !== null && 'projectTreeVisible' in stored
            ? { ...stored, projectTreeVisible: stored.projectTreeVisible === false ? false : null }
            : stored) as PersistedLayout,
        storage: browserStorage<PersistedLayout>(),
        partialize: ({ projectTreeVisible, projectTreeWidth, sidePanelWidth, sidePanel }) => ({
          projectTreeVisible,
          projectTreeWidth,
          sidePanelWidth,
          sidePanel,
        }),
        merge: (stored, current) => ({ ...current, ...restoreLayout(stored, current) }),
      },
    ),
  );
}

export const useLayoutStore = createLayoutStore();

/** Whether the project tree shows: the user's choice, else only for a signed-in user in a wide window. */
export function projectTreeShown(
  layout: Pick<LayoutState, 'projectTreeVisible' | 'windowWidth'>,
  isSignedIn: boolean,
): boolean {
  return layout.projectTreeVisible ?? (isSignedIn && layout.windowWidth >= NARROW_WINDOW_WIDTH);
}

/** The widths the shown panels get in the current window (see `fitPanelWidths`); null for a hidden one. */
export function fittedPanelWidths(
  layout: Pick<LayoutState, 'projectTreeWidth' | 'sidePanelWidth' | 'windowWidth'>,
  shown: { projectTree: boolean; sidePanel: boolean },
): { projectTree: number | null; sidePanel: number | null } {
  const [projectTree = null, sidePanel = null] = fitPanelWidths(layout.windowWidth, [
    shown.projectTree ? { width: layout.projectTreeWidth, limits: PROJECT_TREE_WIDTH } : null,
    shown.sidePanel ? { width: layout.sidePanelWidth, limits: SIDE_PANEL_WIDTH } : null,
  ]);
  return { projectTree, sidePanel };
}
