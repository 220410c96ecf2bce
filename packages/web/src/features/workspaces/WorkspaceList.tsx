import { ROLE_LABELS } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { ActionButton } from '../../ui/ActionButton';
import { Notice } from '../../ui/Notice';
import { useWorkspaces } from './use-workspaces';
import { formatDay } from './workspace-format';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

const openWorkspace = (workspaceId: string) =>
  runAction('workspaces.open', { source: 'button' }, { workspaceId });

/** The user's workspaces with their role, members and specs, and New workspace. */
export function WorkspaceList() {
  const { list } = useWorkspaces();
  const workspaces = list.data ?? [];
  return (
    <>
      <header className="workspaces-page__header">
        <div>
          <h1 id="workspaces-title">Workspaces</h1>
          <p className="workspaces-page__lead">
            A workspace keeps a team’s specs: its members open and edit them together, each with a role
            (owner, editor, reviewer or viewer).
          </p>
        </div>
        <ActionButton actionId="workspaces.new" variant="primary" />
      </header>
      {list.isError ? (
        <Notice tone="error">
          {errorText(list.error)}{' '}
          <button type="button" className="button small" onClick={() => void list.refetch()}>
            Retry
          </button>
        </Notice>
      ) : null}
      {list.isPending ? <p role="status">Loading your workspaces…</p> : null}
      {list.isSuccess && workspaces.length === 0 ? (
        <p className="workspaces-page__none">
          You are in no workspace yet. Make one with New workspace and invite your team, or open an invitation
          someone sent you.
        </p>
      ) : null}
      {workspaces.length > 0 ? (
        <table className="workspaces-table" aria-label="Workspaces">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Your role</th>
              <th scope="col">Members</th>
              <th scope="col">Specs</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {workspaces.map((workspace) => (
              <tr key={workspace.id}>
                <th scope="row">
                  <button
                    type="button"
                    className="workspaces-table__name"
                    onClick={() => openWorkspace(workspace.id)}
                  >
                    {workspace.name}
                  </button>
                </th>
                <td>{ROLE_LABELS[workspace.role]}</td>
                <td>{workspace.members}</td>
                <td>{workspace.specs}</td>
                <td className="workspaces-table__date">{formatDay(workspace.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
