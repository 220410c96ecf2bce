import type { SidePanelKind } from '../state/layout';
import { type Action, always, whenSpecTabActive } from './action-types';
import { viewModeAction } from './view-mode-actions';

export const SIGN_IN_REQUIRED = {
  type: 'info',
  title: 'Sign In Required',
  message: 'You must be signed in to use this feature.',
} as const;

function sidePanelToggle(panel: SidePanelKind, label: string): Action {
  return {
    id: `panels.${panel}`,
    label,
    isEnabled: whenSpecTabActive,
    isPressed: (state) => state.sidePanel === panel,
    run: ({ layout }) => layout.toggleSidePanel(panel),
  };
}

export const viewActions: Action[] = [
  viewModeAction('view.table', 'Table', 'table'),
  viewModeAction('view.document', 'Document', 'doc'),
  viewModeAction('view.report', 'Report', 'report'),
  {
    id: 'view.toggleProjectTree',
    label: 'Toggle Project Tree',
    isEnabled: always,
    isPressed: (state) => state.projectTreeVisible,
    run: ({ state, layout, ui }) => {
      // The project tree needs an account (spec section 6).
      if (!state.isSignedIn) ui.openModal(SIGN_IN_REQUIRED);
      else layout.setProjectTreeVisible(!state.projectTreeVisible);
    },
  },
  sidePanelToggle('properties', 'Toggle Properties Panel'),
  sidePanelToggle('agent', 'Toggle Agent Panel'),
  sidePanelToggle('chat', 'Toggle Chat Panel'),
];
