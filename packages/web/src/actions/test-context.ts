import { vi } from 'vitest';
import type { ActionContext, ActionState } from './action-types';

/** An action context whose capabilities are spies, for unit tests of actions. */
export function fakeActionContext(state: Partial<ActionState> = {}): ActionContext {
  return {
    state: {
      activeTab: undefined,
      activeSpec: undefined,
      isSignedIn: false,
      projectTreeVisible: true,
      sidePanel: null,
      ...state,
    },
    tabSet: {
      tabs: [],
      openTab: vi.fn(),
      activateTab: vi.fn(),
      closeTab: vi.fn(),
      setViewMode: vi.fn(),
      setTableLayout: vi.fn(),
    },
    layout: { setProjectTreeVisible: vi.fn(), toggleSidePanel: vi.fn() },
    dialogs: { open: vi.fn(), update: vi.fn(), close: vi.fn() },
    specs: {
      addSpec: vi.fn(),
      addLoadingSpec: vi.fn(),
      finishLoading: vi.fn(),
      removeSpec: vi.fn(),
      dispatch: vi.fn(),
      undo: vi.fn(),
      redo: vi.fn(),
      retractAddedRow: vi.fn(),
      selectRow: vi.fn(),
      markSaved: vi.fn(),
    },
    notices: { show: vi.fn() },
    openSpec: vi.fn(() => undefined),
  };
}
