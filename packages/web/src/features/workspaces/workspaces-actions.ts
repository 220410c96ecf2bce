import type { ActionState, AnyAction } from '../../actions/action-types';
import { pageTab } from '../../state/page-tabs';
import { useWorkspacesPageStore } from './workspaces-page-store';

const whenSignedIn = (state: ActionState): boolean => state.isSignedIn;

/** Workspaces: the tab of the user's workspaces, a new one, and moving a kept spec between them. */
export const workspacesActions = [
  {
    id: 'account.workspaces',
    label: 'Workspaces',
    isEnabled: whenSignedIn,
    run: ({ tabSet }) => tabSet.openTab(pageTab('workspaces')),
  },
  {
    id: 'workspaces.open',
    label: 'Open workspace',
    isEnabled: whenSignedIn,
    // null shows the list of the user's workspaces.
    run: ({ tabSet }, { workspaceId }: { workspaceId: string | null }) => {
      useWorkspacesPageStore.getState().show(workspaceId);
      tabSet.openTab(pageTab('workspaces'));
    },
  },
  {
    id: 'workspaces.new',
    label: 'New workspace',
    feature: 'workspace_create',
    isEnabled: whenSignedIn,
    run: ({ dialogs }) => dialogs.open('newWorkspace'),
  },
  {
    id: 'mySpecs.moveToWorkspace',
    label: 'Move to workspace…',
    isEnabled: whenSignedIn,
    run: (
      { dialogs },
      { specId, title, workspaceId }: { specId: string; title: string; workspaceId: string | null },
    ) => dialogs.open('moveSpec', { specId, title, workspaceId }),
  },
] as const satisfies readonly AnyAction[];
