import { useMemo } from 'react';
import { useLayoutStore } from '../state/layout';
import { selectIsSignedIn, useSessionStore } from '../state/session';
import { selectActiveTab, useWorkspaceStore } from '../state/workspace';
import type { Action, ActionState } from './action-types';
import { appActions, runAction } from './app-actions';

/** The action state, re-rendering when any part of it changes. */
export function useActionState(): ActionState {
  const activeTab = useWorkspaceStore(selectActiveTab);
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const projectTreeVisible = useLayoutStore((state) => state.projectTreeVisible);
  const sidePanel = useLayoutStore((state) => state.sidePanel);
  return useMemo(
    () => ({ activeTab, isSignedIn, projectTreeVisible, sidePanel }),
    [activeTab, isSignedIn, projectTreeVisible, sidePanel],
  );
}

export interface BoundAction {
  action: Action;
  enabled: boolean;
  pressed: boolean | undefined;
  run: () => void;
}

/** An action of the app with its current enabled/pressed state, for menus and buttons. */
export function useAction(id: string): BoundAction {
  const state = useActionState();
  const action = appActions.get(id);
  if (!action) throw new Error(`Unknown action: ${id}`);
  return {
    action,
    enabled: action.isEnabled(state),
    pressed: action.isPressed?.(state),
    run: () => {
      runAction(id);
    },
  };
}
