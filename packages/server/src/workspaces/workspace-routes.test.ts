import { WORKSPACE_MESSAGES, workspaceEndpoints } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { nextClientAddress, type SignedInTestUser, signUpNewUser, uniqueEmail } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { addMember, type TeamWorkspace, teamWorkspace, tokenOf } from '../test/workspaces.js';

type Caller = 'signedOut' | 'outsider' | 'viewer' | 'reviewer' | 'editor' | 'owner';
/** Who calls, in this order: the owner last, so that what the others were refused is still there. */
const callers: Caller[] = ['signedOut', 'outsider', 'viewer', 'reviewer', 'editor', 'owner'];

interface Ids {
  workspace: string;
  invitation: string;
  token: string;
  extra: string;
}
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (ids: Ids) => string;
  body?: object;
  expected: Record<Caller, number>;
}

const onlyOwner = { signedOut: 401, outsider: 404, viewer: 403, reviewer: 403, editor: 403, owner: 200 };
const anyMember = { signedOut: 401, outsider: 404, viewer: 200, reviewer: 200, editor: 200, owner: 200 };
const ws = (ids: Ids) => `/api/workspaces/${ids.workspace}`;

/** Every workspace route with the status each caller gets; the order is the one they run in. */
const calls: Record<Exclude<keyof typeof workspaceEndpoints, 'accept' | 'moveSpec'>, Call> = {
  list: { method: 'GET', path: () => '/api/workspaces', expected: { ...anyMember, outsider: 200 } },
  create: {
    method: 'POST',
    path: () => '/api/workspaces',
    body: { name: 'Another' },
    expected: { signedOut: 401, outsider: 201, viewer: 201, reviewer: 201, editor: 201, owner: 201 },
  },
  read: { method: 'GET', path: ws, expected: anyMember },
  rename: { method: 'PATCH', path: ws, body: { name: 'Renamed' }, expected: onlyOwner },
  invite: {
    method: 'POST',
    path: (ids) => `${ws(ids)}/invitations`,
    body: { email: 'someone-new@example.com', role: 'viewer' },
    expected: { ...onlyOwner, owner: 201 },
  },
  invitation: {
    method: 'GET',
    path: (ids) => `/api/invitations/${ids.token}`,
    expected: { signedOut: 200, outsider: 200, viewer: 200, reviewer: 200, editor: 200, owner: 200 },
  },
  withdrawInvitation: {
    method: 'DELETE',
    path: (ids) => `${ws(ids)}/invitations/${ids.invitation}`,
    expected: onlyOwner,
  },
  changeRole: {
    method: 'PATCH',
    path: (ids) => `${ws(ids)}/members/${ids.extra}`,
    body: { role: 'reviewer' },
    expected: onlyOwner,
  },
  removeMember: { method: 'DELETE', path: (ids) => `${ws(ids)}/members/${ids.extra}`, expected: onlyOwner },
  remove: { method: 'DELETE', path: ws, expected: onlyOwner },
};

describeEachDatabase('the policy of every workspace route', (database) => {
  let app: App;
  let team: TeamWorkspace;
  let ids: Ids;
  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await teamWorkspace(app, 'matrix');
    const extra = await signUpNewUser(app, 'matrix-extra');
    await addMember(team.owner, team.id, extra, 'viewer');
    const invited = await team.owner.client.post(`/api/workspaces/${team.id}/invitations`, {
      email: uniqueEmail('pending'),
      role: 'editor',
    });
    const { invitation, url } = invited.json();
    ids = { workspace: team.id, invitation: invitation.id, token: tokenOf(url), extra: extra.id };
  });
  afterAll(async () => {
    await app.close();
  });

  const clientOf = (caller: Exclude<Caller, 'signedOut'>): SignedInTestUser => team[caller];

  it('covers every workspace route but accepting (invitations.test.ts) and moving a spec (spec tests)', () => {
    expect([...Object.keys(calls), 'accept', 'moveSpec'].sort()).toEqual(
      Object.keys(workspaceEndpoints).sort(),
    );
  });

  it('answers each caller as its role allows, refusals with { error, message } and nothing changed', async () => {
    for (const [name, call] of Object.entries(calls)) {
      for (const caller of callers) {
        const response =
          caller === 'signedOut'
            ? await app.inject({
                method: call.method,
                url: call.path(ids),
                remoteAddress: nextClientAddress(),
                ...(call.body ? { payload: call.body } : {}),
              })
            : await clientOf(caller).client.request(call.method, call.path(ids), call.body);
        const expected = call.expected[caller];
        expect(response.statusCode, `${name} by ${caller}: ${response.body}`).toBe(expected);
        if (expected >= 400) expect(Object.keys(response.json()).sort()).toEqual(['error', 'message']);
        if (expected === 403) expect(response.json().message).toBe(WORKSPACE_MESSAGES.ownersOnly);
        if (expected === 404 && name !== 'invitation') {
          expect(response.json().message).toBe(WORKSPACE_MESSAGES.notFound);
        }
      }
    }
    const gone = await team.owner.client.get(`/api/workspaces/${team.id}`);
    expect(gone.statusCode).toBe(404);
  });
});

describeEachDatabase('what a workspace shows each member', (database) => {
  let app: App;
  let team: TeamWorkspace;
  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await teamWorkspace(app, 'shows');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the workspace with the caller’s role, its members and specs', async () => {
    await team.editor.client.post('/api/specs', {
      title: 'Shared',
      spec: { columns: [{ field: 'description', headerName: 'Description' }], rows: [] },
      workspace_id: team.id,
    });
    for (const role of ['owner', 'editor', 'reviewer', 'viewer'] as const) {
      const listed = (await team[role].client.get('/api/workspaces')).json().workspaces;
      expect(listed).toEqual([
        { id: team.id, name: 'shows workspace', role, members: 4, specs: 1, created_at: expect.any(String) },
      ]);
    }
    expect((await team.outsider.client.get('/api/workspaces')).json()).toEqual({ workspaces: [] });
  });

  it('shows every member the members, and only owners the pending invitations', async () => {
    const email = uniqueEmail('later');
    await team.owner.client.post(`/api/workspaces/${team.id}/invitations`, { email, role: 'reviewer' });
    const asOwner = (await team.owner.client.get(`/api/workspaces/${team.id}`)).json();
    expect(
      asOwner.members.map((member: { user_id: string; role: string }) => [member.user_id, member.role]),
    ).toEqual([
      [team.owner.id, 'owner'],
      [team.editor.id, 'editor'],
      [team.reviewer.id, 'reviewer'],
      [team.viewer.id, 'viewer'],
    ]);
    expect(asOwner.members[0]).toMatchObject({ email: team.owner.email, name: expect.any(String) });
    expect(asOwner.invitations).toEqual([
      {
        id: expect.any(String),
        email,
        role: 'reviewer',
        created_at: expect.any(String),
        expires_at: expect.any(String),
      },
    ]);
    const asViewer = (await team.viewer.client.get(`/api/workspaces/${team.id}`)).json();
    expect(asViewer.members).toHaveLength(4);
    expect(asViewer.invitations).toEqual([]);
  });

  it('refuses a name that is empty or holds a NUL character (400)', async () => {
    for (const name of ['   ', 'a\u0000b']) {
      const response = await team.owner.client.request('PATCH', `/api/workspaces/${team.id}`, { name });
      expect(response.statusCode, response.body).toBe(400);
    }
  });
});
