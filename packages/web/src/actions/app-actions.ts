import { trackEvent } from '../analytics/track-event';
import { dialogControl } from '../state/dialogs';
import { projectTreeShown, useLayoutStore } from '../state/layout';
import { useNoticeStore } from '../state/notices';
import { selectIsSignedIn, useSessionStore } from '../state/session';
import { useSpecFilesStore } from '../state/spec-files';
import { selectActiveTab, useTabSetStore } from '../state/tab-set';
import type { AppAction } from './action-catalogue';
import type { ActionContext, ActionState, ActionWithId, AnyAction, RunArgs } from './action-types';
import { type ActionRegistry, createActionRegistry } from './registry';

/** The id of an action of the app: naming another id fails to compile. */
export type ActionId = AppAction['id'];

/** The actions that run without an argument: what menus, the toolbar, shortcuts and action buttons run. */
export type SimpleActionId = {
  [Id in ActionId]: [] extends RunArgs<ActionWithId<AppAction, Id>> ? Id : never;
}[ActionId];

/** A shortcut runs its action without an argument: naming one on an action that needs one fails to compile. */
type ShortcutActionId = Extract<AppAction, { shortcut: string }>['id'];
export const shortcutsNeedNoArgument: [ShortcutActionId] extends [SimpleActionId] ? true : never = true;

/** The action state read from the app's stores right now. */
export function readActionState(): ActionState {
  const layout = useLayoutStore.getState();
  const activeTab = selectActiveTab(useTabSetStore.getState());
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
    tabSet: useTabSetStore.getState(),
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

let installed: ActionRegistry<AppAction> | null = null;

/**
 * Registers the app's actions: the app shell calls it once at start-up, before the first render, with the
 * list it composes from actions/ and the features (the web tests' setup does the same).
 */
export function installAppActions(actions: readonly AppAction[]): void {
  installed = createActionRegistry(actions, appActionContext, {
    // Where the run started (menu, toolbar, shortcut, …) tells which way to a feature users take.
    recordFeatureUse: (feature, source) => trackEvent('feature_used', { feature, source }),
    reportFailure: showFailure,
  });
}

function registry(): ActionRegistry<AppAction> {
  if (!installed) throw new Error('No actions are installed: call installAppActions at start-up.');
  return installed;
}

/** The registry of the app's actions (installed by `installAppActions`). */
export const appActions: ActionRegistry<AppAction> = {
  get: (id) => registry().get(id),
  list: () => registry().list(),
  isEnabled: (id, state) => registry().isEnabled(id, state),
  runAction: (id, options, ...args) => registry().runAction(id, options, ...args),
};

/**
 * Runs an action of the app: `runAction('file.open', { source: 'menu' })`, or with its argument,
 * `runAction('rows.insert', { source: 'document' }, { fileId, anchorId, position })`. Returns whether it
 * ran (false when disabled or when it threw; a failure shows as an error toast).
 */
export const runAction = appActions.runAction;
