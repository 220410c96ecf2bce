import type { ViewMode } from '../state/tab';
import { type Action, always } from './action-types';

export const NO_ACTIVE_DOCUMENT = {
  type: 'info',
  title: 'No Active Document',
  message: 'Open a specification file in a tab to switch between its table, document and report views.',
} as const;

export function viewAlreadyActive(label: string) {
  return {
    type: 'info',
    title: 'View Already Active',
    message: `The ${label} view is already shown for this specification.`,
  } as const;
}

/** View → Table / Document / Report: switches the active spec tab's view mode (spec section 2). */
export function viewModeAction(id: string, label: string, mode: ViewMode): Action {
  return {
    id,
    label,
    // Always enabled: without a spec tab it explains why nothing can switch.
    isEnabled: always,
    isPressed: (state) => state.activeTab?.type === 'spec' && (state.activeTab.viewMode ?? 'table') === mode,
    run: ({ state, workspace, ui }) => {
      const tab = state.activeTab;
      if (tab?.type !== 'spec') ui.openModal(NO_ACTIVE_DOCUMENT);
      else if ((tab.viewMode ?? 'table') === mode) ui.openModal(viewAlreadyActive(label));
      else workspace.setViewMode(tab.id, mode);
    },
  };
}
