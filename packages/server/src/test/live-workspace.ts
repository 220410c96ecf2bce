import type { WorkspaceRole } from '@specwright/core';
import { eq } from 'drizzle-orm';
import type { App } from '../app.js';
import type { Database } from '../db/database.js';
import { specs, workspaceMembers, workspaces } from '../db/schema.js';
import { type SignedInTestUser, signUpNewUser } from './auth-client.js';
import { mcpTestSpec } from './mcp-spec.js';

export interface LiveWorkspace {
  workspaceId: string;
  specId: string;
  /** One signed-in member per role, and someone who is not a member. */
  members: Record<WorkspaceRole, SignedInTestUser>;
  outsider: SignedInTestUser;
}

/** Keeps a small spec (mcpTestSpec: rows c1, r1, r2, r3) for `user`; its id. */
export async function keepSpec(user: SignedInTestUser, title = 'Live spec'): Promise<string> {
  const created = await user.client.post('/api/specs', { title, spec: mcpTestSpec() });
  if (created.statusCode !== 200) throw new Error(`Spec not kept: ${created.statusCode} ${created.body}`);
  return created.json<{ spec: { id: string } }>().spec.id;
}

/**
 * A workspace made straight in the database with a member of each role and a spec in it, kept by the
 * owner; plus a signed-in user who is not a member. `apps` signs each up on its own server, in turn.
 */
export async function liveWorkspace(db: Database, apps: readonly App[]): Promise<LiveWorkspace> {
  const on = (index: number) => apps[index % apps.length] as App;
  const owner = await signUpNewUser(on(0), 'owner');
  const editor = await signUpNewUser(on(1), 'editor');
  const reviewer = await signUpNewUser(on(2), 'reviewer');
  const viewer = await signUpNewUser(on(3), 'viewer');
  const outsider = await signUpNewUser(on(4), 'outsider');
  const [workspace] = await db.insert(workspaces).values({ name: 'Team', createdBy: owner.id }).returning();
  if (!workspace) throw new Error('No workspace');
  const members = { owner, editor, reviewer, viewer };
  await db
    .insert(workspaceMembers)
    .values(
      Object.entries(members).map(([role, user]) => ({ workspaceId: workspace.id, userId: user.id, role })),
    );
  const specId = await keepSpec(owner);
  await db.update(specs).set({ workspaceId: workspace.id }).where(eq(specs.id, specId));
  return { workspaceId: workspace.id, specId, members, outsider };
}
