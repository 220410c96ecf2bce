import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { pageTab } from './page-tabs';
import { browserStorage, STORAGE_PREFIX } from './storage';
import { isTab, type Tab, type TableLayout, type TableSort, type ViewMode } from './tab';

export interface TabSetState {
  tabs: Tab[];
  activeTabId: string | null;
  /** Opens the tab, or activates it when a tab with that id is already open. */
  openTab: (tab: Tab) => void;
  activateTab: (id: string) => void;
  /** Closes the tab; closing the active tab activates its right neighbour, else its left one. */
  closeTab: (id: string) => void;
  setViewMode: (id: string, viewMode: ViewMode) => void;
  /** Remembers the table sort of a spec tab (undefined: unsorted). */
  setTableSort: (id: string, sort: TableSort | undefined) => void;
  /** Changes part of the table layout of a spec tab (frozen columns, band filter, wrapping). */
  setTableLayout: (id: string, changes: TableLayout) => void;
  /** Changes an open tab's title (the sign-in tab flips between Sign In and Dashboard). */
  renameTab: (id: string, title: string) => void;
}

type PersistedTabSet = Pick<TabSetState, 'tabs' | 'activeTabId'>;

export const TAB_SET_STORAGE_KEY = `${STORAGE_PREFIX}workspace`;

export function initialTabSet(): PersistedTabSet {
  const welcome = pageTab('welcome');
  return { tabs: [welcome], activeTabId: welcome.id };
}

/** Reads stored tabs defensively: anything malformed is dropped rather than breaking the app. */
export function restoreTabSet(stored: unknown): PersistedTabSet | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { tabs, activeTabId } = stored as Record<string, unknown>;
  if (!Array.isArray(tabs)) return null;
  const validTabs = tabs
    .filter(isTab)
    .filter((tab, index, all) => all.findIndex((t) => t.id === tab.id) === index);
  const active = validTabs.find((tab) => tab.id === activeTabId) ?? validTabs[0];
  return { tabs: validTabs, activeTabId: active?.id ?? null };
}

export function selectActiveTab(state: PersistedTabSet): Tab | undefined {
  return state.tabs.find((tab) => tab.id === state.activeTabId);
}

export function createTabSetStore() {
  return create<TabSetState>()(
    persist(
      (set) => ({
        ...initialTabSet(),
        openTab: (tab) =>
          set((state) =>
            state.tabs.some((open) => open.id === tab.id)
              ? { activeTabId: tab.id }
              : { tabs: [...state.tabs, tab], activeTabId: tab.id },
          ),
        activateTab: (id) =>
          set((state) => (state.tabs.some((tab) => tab.id === id) ? { activeTabId: id } : state)),
        closeTab: (id) =>
          set((state) => {
            const index = state.tabs.findIndex((tab) => tab.id === id);
            if (index < 0) return state;
            const tabs = state.tabs.filter((tab) => tab.id !== id);
            if (state.activeTabId !== id) return { tabs };
            const neighbour = tabs[index] ?? tabs[index - 1];
            return { tabs, activeTabId: neighbour?.id ?? null };
          }),
        setViewMode: (id, viewMode) =>
          set((state) => ({
            tabs: state.tabs.map((tab) =>
              tab.id === id && tab.type === 'spec' ? { ...tab, viewMode } : tab,
            ),
          })),
        setTableSort: (id, sort) =>
          set((state) => ({
            tabs: state.tabs.map((tab) => {
              if (tab.id !== id || tab.type !== 'spec') return tab;
              const { sort: _previous, ...rest } = tab;
              return sort ? { ...rest, sort } : rest;
            }),
          })),
        setTableLayout: (id, changes) =>
          set((state) => ({
            tabs: state.tabs.map((tab) =>
              tab.id === id && tab.type === 'spec' ? { ...tab, table: { ...tab.table, ...changes } } : tab,
            ),
          })),
        renameTab: (id, title) =>
          set((state) =>
            state.tabs.some((tab) => tab.id === id && tab.title !== title)
              ? { tabs: state.tabs.map((tab) => (tab.id === id ? { ...tab, title } : tab)) }
              : state,
          ),
      }),
      {
        name: TAB_SET_STORAGE_KEY,
        version: 1,
        storage: browserStorage<PersistedTabSet>(),
        partialize: ({ tabs, activeTabId }) => ({ tabs, activeTabId }),
        merge: (stored, current) => ({ ...current, ...(restoreTabSet(stored) ?? {}) }),
      },
    ),
  );
}

export const useTabSetStore = createTabSetStore();
