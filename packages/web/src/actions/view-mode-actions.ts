import type { ViewMode } from '../state/tab';
import { type Action, always } from './action-types';

export const NO_ACTIVE_DOCUMENT = {
  title: 'No Active Document',
  message:
    'Open a specification file in a tab to switch between its table, document, report and trace views.',
} as const;

export function viewAlreadyActive(label: string) {
  return {
    title: 'View Already Active',
    message: `The ${label} view is already shown for this specification.`,
  } as const;
}

/** View → Table / Document / Report / Trace: switches the active spec tab's view mode (docs/product-rules.md, "Screens"). */
export function viewModeAction<const Id extends string>(id: Id, label: string, mode: ViewMode): Action<Id> {
  return {
    id,
    label,
    // Always enabled: without a spec tab it explains why nothing can switch.
    isEnabled: always,
    isPressed: (state) => state.activeTab?.type === 'spec' && (state.activeTab.viewMode ?? 'table') === mode,
    run: ({ state, tabSet, dialogs }) => {
      const tab = state.activeTab;
      if (tab?.type !== 'spec') dialogs.open('info', NO_ACTIVE_DOCUMENT);
      else if ((tab.viewMode ?? 'table') === mode) dialogs.open('info', viewAlreadyActive(label));
      else tabSet.setViewMode(tab.id, mode);
    },
  };
}
