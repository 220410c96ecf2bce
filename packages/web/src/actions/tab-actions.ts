import type { Action } from './action-types';

export const tabActions: Action[] = [
  {
    id: 'tabs.close',
    label: 'Close Tab',
    // Ctrl/Cmd+W belongs to the browser.
    shortcut: 'Alt+W',
    isEnabled: (state) => state.activeTab !== undefined,
    run: ({ state, workspace }) => {
      if (state.activeTab) workspace.closeTab(state.activeTab.id);
    },
  },
];
