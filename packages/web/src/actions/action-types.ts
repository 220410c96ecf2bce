import type { DialogControl } from '../state/dialogs';
import type { LayoutState, SidePanelKind } from '../state/layout';
import type { OpenSpec, SpecFilesState } from '../state/spec-files';
import type { Tab } from '../state/tab';
import type { TabSetState } from '../state/tab-set';

/** What an action may look at to decide whether it is enabled (or pressed). */
export interface ActionState {
  activeTab: Tab | undefined;
  isSignedIn: boolean;
  projectTreeVisible: boolean;
  sidePanel: SidePanelKind | null;
  /** The open spec of the active tab, when the active tab is a spec tab. */
  activeSpec: OpenSpec | undefined;
}

/** What an action may do when it runs. */
export interface ActionContext {
  state: ActionState;
  tabSet: Pick<
    TabSetState,
    'tabs' | 'openTab' | 'activateTab' | 'closeTab' | 'setViewMode' | 'setTableLayout'
  >;
  layout: Pick<LayoutState, 'setProjectTreeVisible' | 'toggleSidePanel'>;
  /** Opens a dialog by kind with its props (`dialogs.open('info', { title, message })`), or closes it. */
  dialogs: DialogControl;
  specs: Pick<
    SpecFilesState,
    | 'addSpec'
    | 'addLoadingSpec'
    | 'finishLoading'
    | 'removeSpec'
    | 'dispatch'
    | 'undo'
    | 'redo'
    | 'retractAddedRow'
    | 'selectRow'
    | 'markSaved'
  >;
  /** Shows a non-blocking notice in a corner (e.g. what an import changed). */
  notices: { show: (title: string, lines: readonly string[]) => void };
  /** An open spec by file id, as it is when called (for actions on a given file rather than the active one). */
  openSpec: (fileId: string) => OpenSpec | undefined;
}

/** Where the user started an operation (given to the feature-use recorder of the registry). */
export type ActionSource =
  | 'menu'
  | 'toolbar'
  | 'shortcut'
  /** A text button on a page or in a panel that runs a menu action. */
  | 'button'
  | 'tabs'
  | 'grid'
  | 'document'
  /** A side panel (properties, chat, agent). */
  | 'panel'
  /** The agent's proposal, applied as pending changes. */
  | 'agent'
  | 'dialog'
  /** A link that opened the app (a password-reset link). */
  | 'link';

export interface RunOptions {
  source: ActionSource;
}

/**
 * One user operation. Menus, the toolbar, shortcuts, the views and the panels only render and run
 * actions. `Args` is what the caller passes to `run` (nothing for menu, toolbar and shortcut actions).
 */
export interface Action<Id extends string = string, Args = void> {
  /** Stable id such as 'help.about'; the area comes first. */
  id: Id;
  /** The menu or button text; for an edit also the name of its undo step. */
  label: string;
  /**
   * Keyboard shortcut such as 'Mod+O' or 'Alt+ArrowUp' ('Mod' is Cmd on macOS, Ctrl elsewhere); only
   * an action that can run without an argument can have one (app-actions checks it).
   */
  shortcut?: string;
  /** When set, every run records a `feature_used` analytics event with this feature name. */
  feature?: string;
  /** Whether it can run now; `args` is what a run passes (undefined for menus, toolbar and shortcuts). */
  isEnabled: (state: ActionState, args?: Args) => boolean;
  /** For toggles: whether the thing it toggles is on. */
  isPressed?: (state: ActionState) => boolean;
  run: (context: ActionContext, args: Args) => void | Promise<void>;
}

/** Any action, whatever it takes (the type lists and registries of actions hold). */
export type AnyAction = Action<string, never>;

/**
 * The arguments `runAction` passes on after the options: none, the action's one argument, or an
 * optional one (an action on the active spec or tab by default, on a given one when told).
 */
export type RunArgs<A extends AnyAction> =
  Parameters<A['run']> extends [ActionContext]
    ? []
    : Parameters<A['run']> extends [ActionContext, infer Args]
      ? // biome-ignore lint/suspicious/noConfusingVoidType: void is the "no argument" of `Args`, as in `Action`.
        [Args] extends [void]
        ? []
        : undefined extends Args
          ? [args?: Exclude<Args, undefined>]
          : [args: Args]
      : Parameters<A['run']> extends [ActionContext, (infer Args)?]
        ? [args?: Exclude<Args, undefined>]
        : [];

/** The member of a union of actions that has this id. */
export type ActionWithId<A extends AnyAction, Id extends string> = A extends { id: infer ActionId }
  ? Id extends ActionId
    ? A
    : never
  : never;

/** The active spec tab's open file and the file id, for actions that edit it. */
export function activeSpecOf(state: ActionState): { fileId: string; spec: OpenSpec } | undefined {
  const fileId = state.activeTab?.type === 'spec' ? state.activeTab.requirementFileId : undefined;
  return fileId && state.activeSpec ? { fileId, spec: state.activeSpec } : undefined;
}

/** False on a workspace spec the user may only read (the actions that edit it are disabled). */
export const activeSpecEditable = (state: ActionState): boolean =>
  activeSpecOf(state)?.spec.readOnly !== true;

export const always = (): boolean => true;
export const never = (): boolean => false;
export const whenSpecTabActive = (state: ActionState): boolean =>
  state.activeTab?.type === 'spec' && state.activeSpec !== undefined;
