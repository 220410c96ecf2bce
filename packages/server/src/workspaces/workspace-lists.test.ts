import { describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { type SignedInTestUser, signUpNewUser, TestClient } from '../test/auth-client.js';
import { testDatabaseUrl } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';
import { twoServersOnPostgres } from '../test/two-servers.js';
import { addMember } from '../test/workspaces.js';

/** The same signed-in user on another server. */
function sameUserOn(app: App, user: SignedInTestUser): SignedInTestUser {
  const client = new TestClient(app, user.client.origin, user.client.remoteAddress);
  for (const [name, value] of user.client.cookies) client.cookies.set(name, value);
  return { ...user, client };
}

const titlesOf = async (user: SignedInTestUser) =>
  (await user.client.get('/api/specs'))
    .json()
    .specs.map(
      (spec: { title: string; workspace: { name: string } | null }) =>
        `${spec.title}@${spec.workspace?.name}`,
    );

/**
 * The list of specs is kept per server (the answer cache) until the database announces a change: another
 * server's change of a membership, of a workspace spec or of the workspace's name ends it at once.
 */
describe.runIf(testDatabaseUrl)('the lists of specs of a workspace’s members across two servers', () => {
  const servers = twoServersOnPostgres();

  it('shows a member’s list on the second server each change the first server makes', async () => {
    const owner = await signUpNewUser(servers.first(), 'lists-owner');
    const memberOnFirst = await signUpNewUser(servers.first(), 'lists-member');
    const member = sameUserOn(servers.second(), memberOnFirst);
    const workspaceId = (await owner.client.post('/api/workspaces', { name: 'Team' })).json().workspace.id;
    const specId = (
      await owner.client.post('/api/specs', { title: 'Plan', spec: mcpTestSpec(), workspace_id: workspaceId })
    ).json().spec.id as string;
    const cached = () => servers.second().answers.holds(`k:${member.id}`);
    const eventually = (expected: string[]) =>
      expect.poll(() => titlesOf(member), { timeout: 3000 }).toEqual(expected);

    expect(await titlesOf(member)).toEqual([]);
    expect(cached()).toBe(true);

    await addMember(owner, workspaceId, memberOnFirst, 'viewer');
    await eventually(['Plan@Team']);
    expect(cached()).toBe(true);

    await owner.client.request('PUT', `/api/specs/${specId}/title`, { title: 'Plan B' });
    await eventually(['Plan B@Team']);

    await owner.client.request('PATCH', `/api/workspaces/${workspaceId}`, { name: 'Core team' });
    await eventually(['Plan B@Core team']);

    await owner.client.request('PUT', `/api/specs/${specId}`, { version: 1, delete: ['r3'] });
    await expect
      .poll(async () => (await member.client.get('/api/specs')).json().specs[0]?.version, { timeout: 3000 })
      .toBe(2);

    await owner.client.request('DELETE', `/api/workspaces/${workspaceId}/members/${member.id}`);
    await eventually([]);
  });
});
