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
    workspace: { openTab: vi.fn(), activateTab: vi.fn(), closeTab: vi.fn(), setViewMode: vi.fn() },
    layout: { setProjectTreeVisible: vi.fn(), toggleSidePanel: vi.fn() },
    ui: { openModal: vi.fn(), closeModal: vi.fn(), openDialog: vi.fn() },
    specs: {
      addSpec: vi.fn(),
      dispatch: vi.fn(),
      undo: vi.fn(),
      redo: vi.fn(),
      selectRow: vi.fn(),
      markSaved: vi.fn(),
    },
  };
}
