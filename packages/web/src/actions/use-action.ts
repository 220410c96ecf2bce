import { useMemo } from 'react';
import { projectTreeShown, useLayoutStore } from '../state/layout';
import { selectIsSignedIn, useSessionStore } from '../state/session';
import { useSpecFilesStore } from '../state/spec-files';
import { selectActiveTab, useTabSetStore } from '../state/tab-set';
import type { ActionSource, ActionState, AnyAction } from './action-types';
import { appActions, runAction, type SimpleActionId } from './app-actions';

/** The action state, re-rendering when a part of it changes. */
export function useActionState(): ActionState {
  const activeTab = useTabSetStore(selectActiveTab);
  const isSignedIn = useSessionStore(selectIsSignedIn);
  const projectTreeVisible = useLayoutStore((state) => projectTreeShown(state, isSignedIn));
  const sidePanel = useLayoutStore((state) => state.sidePanel);
  const fileId = activeTab?.type === 'spec' ? activeTab.requirementFileId : undefined;
  const activeSpec = useSpecFilesStore((state) => (fileId ? state.specs[fileId] : undefined));
  return useMemo(
    () => ({ activeTab, isSignedIn, projectTreeVisible, sidePanel, activeSpec }),
    [activeTab, isSignedIn, projectTreeVisible, sidePanel, activeSpec],
  );
}

export interface BoundAction {
  action: AnyAction;
  enabled: boolean;
  pressed: boolean | undefined;
  run: () => void;
}

/** An action of the app with its current enabled/pressed state, for menus and buttons; `source` is where it is shown. */
export function useAction(id: SimpleActionId, source: ActionSource): BoundAction {
  const state = useActionState();
  const action: AnyAction | undefined = appActions.get(id);
  if (!action) throw new Error(`Unknown action: ${id}`);
  return {
    action,
    enabled: action.isEnabled(state),
    pressed: action.isPressed?.(state),
    run: () => {
      runAction(id, { source });
    },
  };
}
