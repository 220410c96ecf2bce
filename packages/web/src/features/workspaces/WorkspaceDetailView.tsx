import { canManageWorkspace, ROLE_LABELS, WORKSPACE_MESSAGES } from '@specwright/core';
import { runAction } from '../../actions/app-actions';
import { ApiRequestError } from '../../api/api-request-error';
import { readSession } from '../../state/read-stores';
import { Notice } from '../../ui/Notice';
import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { MembersTable } from './MembersTable';
import { useWorkspace } from './use-workspaces';
import { WorkspaceHeading } from './WorkspaceHeading';
import { deletionMessage } from './workspace-format';
import { confirmWorkspaceChange } from './workspaces-dialogs-wiring';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
const showList = () => runAction('workspaces.open', { source: 'button' }, { workspaceId: null });

/** One workspace: its members, and for its owners invitations, roles, rename and delete; Leave for all. */
export function WorkspaceDetailView({ workspaceId }: { workspaceId: string }) {
  const workspace = useWorkspace(workspaceId);
  const { detail, rename, remove, removeMember } = workspace;
  const failure = [rename, remove, removeMember, workspace.changeRole, workspace.withdraw]
    .map((mutation) => mutation.error)
    .find(Boolean);
  const back = (
    <button type="button" className="button small workspaces-page__back" onClick={showList}>
      ← All workspaces
    </button>
  );
  if (detail.isPending) {
    return (
      <>
        {back}
        <p role="status">Loading the workspace…</p>
      </>
    );
  }
  if (detail.isError) {
    const gone = detail.error instanceof ApiRequestError && detail.error.status === 404;
    return (
      <>
        {back}
        <h1 id="workspaces-title">Workspaces</h1>
        <Notice tone="error">{gone ? WORKSPACE_MESSAGES.notFound : errorText(detail.error)}</Notice>
      </>
    );
  }
  const { workspace: shown, members, invitations } = detail.data;
  const owner = canManageWorkspace(shown.role);
  const me = readSession().user?.uid;
  const leave = () =>
    confirmWorkspaceChange({
      title: 'Leave Workspace',
      message: `Leave “${shown.name}”? Its specs close for you, and an owner has to invite you again to come back.`,
      confirmLabel: 'Leave',
      onConfirm: () => {
        if (me) removeMember.mutate(me, { onSuccess: showList });
      },
    });
  const deleteWorkspace = () =>
    confirmWorkspaceChange({
      title: 'Delete Workspace',
      message: deletionMessage(shown.name, shown.specs),
      confirmLabel: 'Delete Workspace',
      onConfirm: () => remove.mutate(undefined, { onSuccess: showList }),
    });
  return (
    <>
      {back}
      <WorkspaceHeading
        name={shown.name}
        canRename={owner}
        renaming={rename.isPending}
        onRename={(name) => rename.mutate(name)}
      />
      <p className="workspaces-page__lead">
        Your role: <strong>{ROLE_LABELS[shown.role]}</strong> · {shown.members}{' '}
        {shown.members === 1 ? 'member' : 'members'} · {shown.specs} {shown.specs === 1 ? 'spec' : 'specs'}
      </p>
      {failure ? <Notice tone="error">{errorText(failure)}</Notice> : null}
      <MembersTable
        members={members}
        canManage={owner}
        currentUserId={me}
        onChangeRole={(userId, role) => workspace.changeRole.mutate({ userId, role })}
        onRemove={(member) =>
          confirmWorkspaceChange({
            title: 'Remove Member',
            message: `Remove ${member.name} (${member.email}) from “${shown.name}”? The workspace’s specs close for them at once.`,
            confirmLabel: 'Remove',
            onConfirm: () => removeMember.mutate(member.user_id),
          })
        }
      />
      {owner ? (
        <>
          <InviteForm workspaceName={shown.name} invitation={workspace.sendInvitation} />
          <InvitationList
            invitations={invitations}
            onWithdraw={(invitation) =>
              confirmWorkspaceChange({
                title: 'Withdraw Invitation',
                message: `Withdraw the invitation sent to ${invitation.email}? Its link stops working.`,
                confirmLabel: 'Withdraw',
                onConfirm: () => workspace.withdraw.mutate(invitation.id),
              })
            }
          />
        </>
      ) : (
        <p className="workspaces-page__note">Only the workspace’s owners invite people and change roles.</p>
      )}
      <section className="workspaces-section workspaces-danger" aria-labelledby="workspace-leave-title">
        <h2 id="workspace-leave-title">{owner ? 'Leave or delete' : 'Leave'}</h2>
        <div className="workspaces-danger__actions">
          <button type="button" className="button" onClick={leave}>
            Leave Workspace
          </button>
          {owner ? (
            <button type="button" className="button danger" onClick={deleteWorkspace}>
              Delete Workspace
            </button>
          ) : null}
        </div>
      </section>
    </>
  );
}
