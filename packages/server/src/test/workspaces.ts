import type { InvitedRole } from '@specwright/core';
import type { App } from '../app.js';
import { type SignedInTestUser, signUpNewUser } from './auth-client.js';

export interface TeamWorkspace {
  id: string;
  owner: SignedInTestUser;
  editor: SignedInTestUser;
  reviewer: SignedInTestUser;
  viewer: SignedInTestUser;
  /** Signed in, not a member. */
  outsider: SignedInTestUser;
}

/** The token of an invitation link `<origin>/invite/<token>`. */
export const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/** `owner` invites `member` with `role` (through the API; the app has no SMTP) and `member` accepts. */
export async function addMember(
  owner: SignedInTestUser,
  workspaceId: string,
  member: SignedInTestUser,
  role: InvitedRole,
): Promise<void> {
  const invited = await owner.client.post(`/api/workspaces/${workspaceId}/invitations`, {
    email: member.email,
    role,
  });
  if (invited.statusCode !== 201) throw new Error(`Invitation failed: ${invited.statusCode} ${invited.body}`);
  const accepted = await member.client.post(`/api/invitations/${tokenOf(invited.json().url)}/accept`);
  if (accepted.statusCode !== 200) throw new Error(`Accept failed: ${accepted.statusCode} ${accepted.body}`);
}

/** A new workspace with a member of each role and a signed-in outsider (the app must send no mail). */
export async function teamWorkspace(app: App, label = 'team'): Promise<TeamWorkspace> {
  const [owner, editor, reviewer, viewer, outsider] = await Promise.all(
    ['owner', 'editor', 'reviewer', 'viewer', 'outsider'].map((role) =>
      signUpNewUser(app, `${label}-${role}`),
    ),
  );
  if (!owner || !editor || !reviewer || !viewer || !outsider) throw new Error('Sign-up failed');
  const created = await owner.client.post('/api/workspaces', { name: `${label} workspace` });
  if (created.statusCode !== 201)
    throw new Error(`Workspace not made: ${created.statusCode} ${created.body}`);
  const id: string = created.json().workspace.id;
  await addMember(owner, id, editor, 'editor');
  await addMember(owner, id, reviewer, 'reviewer');
  await addMember(owner, id, viewer, 'viewer');
  return { id, owner, editor, reviewer, viewer, outsider };
}
