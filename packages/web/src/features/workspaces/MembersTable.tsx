import { ROLE_LABELS, WORKSPACE_ROLES, type WorkspaceMember, type WorkspaceRole } from '@specwright/core';
import { formatDay } from './workspace-format';

interface MembersTableProps {
  members: readonly WorkspaceMember[];
  canManage: boolean;
  currentUserId: string | undefined;
  onChangeRole: (userId: string, role: WorkspaceRole) => void;
  onRemove: (member: WorkspaceMember) => void;
}

const isRole = (value: string): value is WorkspaceRole =>
  (WORKSPACE_ROLES as readonly string[]).includes(value);

/** The members with their roles: owners change a role with its select and remove a member. */
export function MembersTable({
  members,
  canManage,
  currentUserId,
  onChangeRole,
  onRemove,
}: MembersTableProps) {
  return (
    <section className="workspaces-section" aria-labelledby="workspace-members-title">
      <h2 id="workspace-members-title">Members</h2>
      <table className="workspaces-table" aria-label="Members">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Joined</th>
            {canManage ? (
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.user_id}>
              <th scope="row">
                {member.name}
                {member.user_id === currentUserId ? (
                  <span className="workspaces-table__you"> (you)</span>
                ) : null}
              </th>
              <td>{member.email}</td>
              <td>
                {canManage ? (
                  <select
                    className="form-input workspaces-table__role"
                    aria-label={`Role of ${member.name}`}
                    value={member.role}
                    onChange={(event) => {
                      if (isRole(event.target.value)) onChangeRole(member.user_id, event.target.value);
                    }}
                  >
                    {WORKSPACE_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </select>
                ) : (
                  ROLE_LABELS[member.role]
                )}
              </td>
              <td className="workspaces-table__date">{formatDay(member.joined_at)}</td>
              {canManage ? (
                <td className="workspaces-table__actions">
                  {member.user_id === currentUserId ? null : (
                    <button
                      type="button"
                      className="button small"
                      aria-label={`Remove ${member.name}`}
                      onClick={() => onRemove(member)}
                    >
                      Remove
                    </button>
                  )}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
