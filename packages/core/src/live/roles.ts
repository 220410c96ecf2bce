/** The roles of a workspace's members, from most to least rights. */
export const WORKSPACE_ROLES = ['owner', 'editor', 'reviewer', 'viewer'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** The roles an invitation can give (an owner makes another owner by changing a member's role). */
export const INVITED_ROLES = ['editor', 'reviewer', 'viewer'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

export const ROLE_LABELS: Readonly<Record<WorkspaceRole, string>> = {
  owner: 'Owner',
  editor: 'Editor',
  reviewer: 'Reviewer',
  viewer: 'Viewer',
};

/** What each role may do with a workspace and its specs. A personal spec's keeper is its owner. */
export const ROLE_RIGHTS: Readonly<
  Record<WorkspaceRole, { read: boolean; comment: boolean; edit: boolean; manage: boolean }>
> = {
  owner: { read: true, comment: true, edit: true, manage: true },
  editor: { read: true, comment: true, edit: true, manage: false },
  reviewer: { read: true, comment: true, edit: false, manage: false },
  viewer: { read: true, comment: false, edit: false, manage: false },
};

export const canEditSpecs = (role: WorkspaceRole | null | undefined): boolean =>
  role ? ROLE_RIGHTS[role].edit : false;
export const canManageWorkspace = (role: WorkspaceRole | null | undefined): boolean =>
  role ? ROLE_RIGHTS[role].manage : false;

/** The messages of workspaces and live editing, shown word for word. */
export const WORKSPACE_MESSAGES = {
  notFound: 'Workspace not found.',
  nameRequired: 'A workspace needs a name.',
  ownersOnly: 'Only an owner of this workspace can do that.',
  lastOwner: 'A workspace needs at least one owner. Make another member an owner first.',
  alreadyMember: 'This person is already a member of the workspace.',
  invitationNotFound: 'This invitation does not work: it was used, withdrawn or has expired.',
  invitationOtherEmail:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  readOnly: 'You can read this spec but not change it: your role in its workspace does not allow edits.',
  editRefused: 'Your role in this workspace does not allow edits. The change was not saved.',
  removed: 'You were removed from this workspace: its specs are closed for you.',
  roleChanged: (role: WorkspaceRole) => `Your role in this workspace is now ${ROLE_LABELS[role]}.`,
  reconnecting: 'Connection lost. Your edits are kept and will be sent when it is back.',
} as const;
