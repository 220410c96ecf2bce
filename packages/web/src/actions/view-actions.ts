import { requestFindFocus } from '../state/find-focus';
import type { SidePanelKind } from '../state/layout';
import { type Action, type AnyAction, always, whenSpecTabActive } from './action-types';
import { viewModeAction } from './view-mode-actions';

export const SIGN_IN_REQUIRED = {
  title: 'Sign In Required',
  message: 'You must be signed in to use this feature.',
} as const;

function sidePanelToggle<const Panel extends SidePanelKind>(
  panel: Panel,
  label: string,
): Action<`panels.${Panel}`> {
  return {
    id: `panels.${panel}` as const,
    label,
    isEnabled: whenSpecTabActive,
    isPressed: (state) => state.sidePanel === panel,
    run: ({ layout }) => layout.toggleSidePanel(panel),
  };
}

/**
 * The chat or agent panel shown on a spec: a use of its feature, recorded each time the panel appears
 * (also for another spec). Showing is the panel's own doing; the action has nothing else to do.
 */
function panelShown<const Id extends string>(id: Id, label: string, feature: string): Action<Id> {
  return { id, label, feature, isEnabled: always, run: () => {} };
}

export const viewActions = [
  viewModeAction('view.table', 'Table', 'table'),
  viewModeAction('view.document', 'Document', 'doc'),
  viewModeAction('view.report', 'Report', 'report'),
  viewModeAction('view.trace', 'Trace', 'trace'),
  {
    id: 'view.toggleProjectTree',
    // One name whatever the state; pressed says whether the panel shows (a menu check, a pressed button).
    label: 'Show Project Panel',
    isEnabled: always,
    isPressed: (state) => state.projectTreeVisible,
    // Signed out the panel shows how to sign in (docs/product-rules.md, "Roles"), so it opens and closes too.
    run: ({ state, layout }) => layout.setProjectTreeVisible(!state.projectTreeVisible),
  },
  {
    id: 'view.find',
    label: 'Find…',
    shortcut: 'Mod+F',
    isEnabled: whenSpecTabActive,
    // Find works on the table: from another view of the spec it switches to the table first.
    run: ({ state, tabSet }) => {
      const tab = state.activeTab;
      if (tab && (tab.viewMode ?? 'table') !== 'table') tabSet.setViewMode(tab.id, 'table');
      requestFindFocus();
    },
  },
  sidePanelToggle('properties', 'Toggle Properties Panel'),
  sidePanelToggle('agent', 'Toggle Agent Panel'),
  sidePanelToggle('chat', 'Toggle Chat Panel'),
  panelShown('panels.chatShown', 'Chat Panel Shown', 'chat_panel'),
  panelShown('panels.agentShown', 'Agent Panel Shown', 'agent_panel'),
] as const satisfies readonly AnyAction[];
