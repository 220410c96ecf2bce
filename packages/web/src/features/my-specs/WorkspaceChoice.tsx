import { canEditSpecs, ROLE_LABELS, type WorkspaceSummary } from '@specwright/core';

/**
 * Where a spec is kept: Personal or one of the user's workspaces, as radio buttons. A workspace where
 * the user's role does not allow edits cannot take a spec.
 */
export function WorkspaceChoice({
  workspaces,
  value,
  onChange,
  loading,
}: {
  workspaces: readonly WorkspaceSummary[];
  value: string | null;
  onChange: (workspaceId: string | null) => void;
  loading: boolean;
}) {
  return (
    <fieldset className="workspace-choice">
      <legend>Keep it in</legend>
      <label className="workspace-choice__option">
        <input
          type="radio"
          name="workspace-choice"
          checked={value === null}
          onChange={() => onChange(null)}
        />
        <span>Personal</span>
        <span className="workspace-choice__note">only you</span>
      </label>
      {workspaces.map((workspace) => {
        const allowed = canEditSpecs(workspace.role);
        return (
          <label key={workspace.id} className="workspace-choice__option">
            <input
              type="radio"
              name="workspace-choice"
              checked={value === workspace.id}
              disabled={!allowed}
              onChange={() => onChange(workspace.id)}
            />
            <span>{workspace.name}</span>
            <span className="workspace-choice__note">
              {ROLE_LABELS[workspace.role]}
              {allowed ? '' : ': your role does not allow adding specs'}
            </span>
          </label>
        );
      })}
      {loading ? <p className="workspace-choice__note">Loading your workspaces…</p> : null}
    </fieldset>
  );
}
