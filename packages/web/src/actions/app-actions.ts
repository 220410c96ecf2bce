import { useLayoutStore } from '../state/layout';
import { selectIsSignedIn, useSessionStore } from '../state/session';
import { useSpecFilesStore } from '../state/spec-files';
import { useUiStore } from '../state/ui';
import { selectActiveTab, useWorkspaceStore } from '../state/workspace';
import { accountActions } from './account-actions';
import type { ActionContext, ActionState } from './action-types';
import { analysisActions } from './analysis-actions';
import { columnActions } from './column-actions';
import { fileActions } from './file-actions';
import { formsActions } from './forms-actions';
import { helpActions } from './help-actions';
import { historyActions } from './history-actions';
import { plannedActions } from './planned-actions';
import { createActionRegistry } from './registry';
import { rowActions } from './row-actions';
import { tabActions } from './tab-actions';
import { viewActions } from './view-actions';

/** The action state read from the app's stores right now. */
export function readActionState(): ActionState {
  const layout = useLayoutStore.getState();
  const activeTab = selectActiveTab(useWorkspaceStore.getState());
  const fileId = activeTab?.type === 'spec' ? activeTab.requirementFileId : undefined;
  return {
    activeTab,
    activeSpec: fileId ? useSpecFilesStore.getState().specs[fileId] : undefined,
    isSignedIn: selectIsSignedIn(useSessionStore.getState()),
    projectTreeVisible: layout.projectTreeVisible,
    sidePanel: layout.sidePanel,
  };
}

function appActionContext(): ActionContext {
  return {
    state: readActionState(),
    workspace: useWorkspaceStore.getState(),
    layout: useLayoutStore.getState(),
    ui: useUiStore.getState(),
    specs: useSpecFilesStore.getState(),
  };
}

export const appActions = createActionRegistry(
  [
    ...fileActions,
    ...historyActions,
    ...columnActions,
    ...helpActions,
    ...viewActions,
    ...tabActions,
    ...rowActions,
    ...accountActions,
    ...formsActions,
    ...analysisActions,
    ...plannedActions,
  ],
  appActionContext,
);

/** Runs an action of the app by id; returns whether it ran (false when disabled). */
export function runAction(id: string): boolean {
  return appActions.runAction(id);
}
