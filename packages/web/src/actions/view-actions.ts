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
  {
    id: 'view.toggleProjectTree',
    label: 'Toggle Project Tree',
    isEnabled: always,
    isPressed: (state) => state.projectTreeVisible,
    run: ({ state, layout, dialogs }) => {
      // The project tree needs an account (docs/product-rules.md, "Roles").
      if (!state.isSignedIn) dialogs.open('info', SIGN_IN_REQUIRED);
      else layout.setProjectTreeVisible(!state.projectTreeVisible);
    },
  },
  sidePanelToggle('properties', 'Toggle Properties Panel'),
  sidePanelToggle('agent', 'Toggle Agent Panel'),
  sidePanelToggle('chat', 'Toggle Chat Panel'),
  panelShown('panels.chatShown', 'Chat Panel Shown', 'chat_panel'),
  panelShown('panels.agentShown', 'Agent Panel Shown', 'agent_panel'),
] as const satisfies readonly AnyAction[];
