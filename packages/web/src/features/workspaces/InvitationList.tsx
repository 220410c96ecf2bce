import { ROLE_LABELS, type WorkspaceInvitation } from '@specwright/core';
import { formatDay } from './workspace-format';

/** The invitations not accepted yet, each with Withdraw (owners only see them). */
export function InvitationList({
  invitations,
  onWithdraw,
}: {
  invitations: readonly WorkspaceInvitation[];
  onWithdraw: (invitation: WorkspaceInvitation) => void;
}) {
  return (
    <section className="workspaces-section" aria-labelledby="workspace-invitations-title">
      <h2 id="workspace-invitations-title">Pending invitations</h2>
      {invitations.length === 0 ? (
        <p className="workspaces-page__note">No invitations waiting.</p>
      ) : (
        <ul className="workspaces-invitations" aria-label="Pending invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id}>
              <span className="workspaces-invitations__email">{invitation.email}</span>
              <span>{ROLE_LABELS[invitation.role]}</span>
              <span className="workspaces-page__note">
                Sent {formatDay(invitation.created_at)} · expires {formatDay(invitation.expires_at)}
              </span>
              <button
                type="button"
                className="button small"
                aria-label={`Withdraw the invitation to ${invitation.email}`}
                onClick={() => onWithdraw(invitation)}
              >
                Withdraw
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
