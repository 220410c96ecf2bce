import { trackEvent } from '../analytics/track-event';
import { routeAnalysisEdits } from '../features/analysis-ui/app-wiring';
import { dialogControl } from '../state/dialogs';
import { projectTreeShown, useLayoutStore } from '../state/layout';
import { useNoticeStore } from '../state/notices';
import { selectIsSignedIn, useSessionStore } from '../state/session';
import { useSpecFilesStore } from '../state/spec-files';
import { selectActiveTab, useWorkspaceStore } from '../state/workspace';
import { accountActions } from './account-actions';
import type { ActionContext, ActionState, ActionWithId, AnyAction, RunArgs } from './action-types';
import { analysisActions } from './analysis-actions';
import { changeActions } from './change-actions';
import { columnActions } from './column-actions';
import { columnEditActions } from './column-edit-actions';
import { dialogActions } from './dialog-actions';
import { draftActions } from './draft-actions';
import { exchangeActions } from './exchange-actions';
import { fileActions } from './file-actions';
import { formsActions } from './forms-actions';
import { generateActions } from './generate-actions';
import { helpActions } from './help-actions';
import { historyActions } from './history-actions';
import { mySpecsActions } from './my-specs-actions';
import { createActionRegistry } from './registry';
import { rowActions } from './row-actions';
import { rowEditActions } from './row-edit-actions';
import { shareActions } from './share-actions';
import { tabActions } from './tab-actions';
import { viewActions } from './view-actions';

/** Every operation of the app. */
const APP_ACTIONS = [
  ...fileActions,
  ...exchangeActions,
  ...historyActions,
  ...columnActions,
  ...helpActions,
  ...viewActions,
  ...tabActions,
  ...rowActions,
  ...accountActions,
  ...mySpecsActions,
  ...shareActions,
  ...formsActions,
  ...analysisActions,
  ...generateActions,
  ...rowEditActions,
  ...columnEditActions,
  ...changeActions,
  ...dialogActions,
  ...draftActions,
] as const;

type AppAction = (typeof APP_ACTIONS)[number];

/** The id of an action of the app: naming another id fails to compile. */
export type ActionId = AppAction['id'];

/** The actions that take no argument: what menus, the toolbar, shortcuts and action buttons run. */
export type SimpleActionId = {
  [Id in ActionId]: RunArgs<ActionWithId<AppAction, Id>> extends [] ? Id : never;
}[ActionId];

/** The action state read from the app's stores right now. */
export function readActionState(): ActionState {
  const layout = useLayoutStore.getState();
  const activeTab = selectActiveTab(useWorkspaceStore.getState());
  const fileId = activeTab?.type === 'spec' ? activeTab.requirementFileId : undefined;
  return {
    activeTab,
    activeSpec: fileId ? useSpecFilesStore.getState().specs[fileId] : undefined,
    isSignedIn: selectIsSignedIn(useSessionStore.getState()),
    projectTreeVisible: projectTreeShown(layout, selectIsSignedIn(useSessionStore.getState())),
    sidePanel: layout.sidePanel,
  };
}

function appActionContext(): ActionContext {
  return {
    state: readActionState(),
    workspace: useWorkspaceStore.getState(),
    layout: useLayoutStore.getState(),
    dialogs: dialogControl,
    specs: useSpecFilesStore.getState(),
    notices: { show: (title, lines) => useNoticeStore.getState().showNotice(title, lines) },
    openSpec: (fileId) => useSpecFilesStore.getState().specs[fileId],
  };
}

/** The error toast of a failed action, e.g. 'Save As failed' with the error's message. */
function showFailure(action: AnyAction, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  const name = action.label.replace(/…$/, '');
  useNoticeStore.getState().showNotice(`${name} failed`, [message || 'Something went wrong.']);
}

export const appActions = createActionRegistry(APP_ACTIONS, appActionContext, {
  // The event keeps the properties the server and its dashboards know: the feature's name.
  recordFeatureUse: (feature) => trackEvent('feature_used', { feature }),
  reportFailure: showFailure,
});

/**
 * Runs an action of the app: `runAction('file.open', { source: 'menu' })`, or with its argument,
 * `runAction('rows.insert', { source: 'document' }, { fileId, anchorId, position })`. Returns whether it
 * ran (false when disabled or when it threw; a failure shows as an error toast).
 */
export const runAction = appActions.runAction;

routeAnalysisEdits((fileId, command, label) => {
  runAction('analysis.applyProposal', { source: 'dialog' }, { fileId, command, label });
});
