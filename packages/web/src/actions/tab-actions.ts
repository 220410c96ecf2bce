import { requestCloseTab } from '../features/spec/close-tab';
import type { Action } from './action-types';

export const tabActions: Action[] = [
  {
    id: 'tabs.close',
    label: 'Close Tab',
    // Ctrl/Cmd+W belongs to the browser.
    shortcut: 'Alt+W',
    isEnabled: (state) => state.activeTab !== undefined,
    run: ({ state }) => {
      if (state.activeTab) requestCloseTab(state.activeTab.id);
    },
  },
];
