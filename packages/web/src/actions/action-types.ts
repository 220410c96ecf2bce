import type { LayoutState, SidePanelKind } from '../state/layout';
import type { OpenSpec, SpecFilesState } from '../state/spec-files';
import type { Tab } from '../state/tab';
import type { UiState } from '../state/ui';
import type { WorkspaceState } from '../state/workspace';

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
  workspace: Pick<WorkspaceState, 'openTab' | 'activateTab' | 'closeTab' | 'setViewMode'>;
  layout: Pick<LayoutState, 'setProjectTreeVisible' | 'toggleSidePanel'>;
  ui: Pick<UiState, 'openModal' | 'closeModal' | 'openDialog'>;
  specs: Pick<SpecFilesState, 'addSpec' | 'dispatch' | 'undo' | 'redo' | 'selectRow' | 'markSaved'>;
}

/** One user operation. Menus, the toolbar, shortcuts (and later the agent) only render and run actions. */
export interface Action {
  /** Stable id such as 'help.about'; the area comes first. */
  id: string;
  label: string;
  /** Keyboard shortcut such as 'Mod+O' or 'Alt+ArrowUp' ('Mod' is Cmd on macOS, Ctrl elsewhere). */
  shortcut?: string;
  isEnabled: (state: ActionState) => boolean;
  /** For toggles: whether the thing it toggles is on. */
  isPressed?: (state: ActionState) => boolean;
  run: (context: ActionContext) => void | Promise<void>;
}

/** The active spec tab's open file and the file id, for actions that edit it. */
export function activeSpecOf(state: ActionState): { fileId: string; spec: OpenSpec } | undefined {
  const fileId = state.activeTab?.type === 'spec' ? state.activeTab.requirementFileId : undefined;
  return fileId && state.activeSpec ? { fileId, spec: state.activeSpec } : undefined;
}

export const always = (): boolean => true;
export const never = (): boolean => false;
export const whenSpecTabActive = (state: ActionState): boolean =>
  state.activeTab?.type === 'spec' && state.activeSpec !== undefined;
