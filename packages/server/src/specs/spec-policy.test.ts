import { specEndpoints, WORKSPACE_MESSAGES } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { nextClientAddress, type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';
import { type TeamWorkspace, teamWorkspace } from '../test/workspaces.js';

type Name = keyof typeof specEndpoints;
interface Ids {
  spec: string;
  trashed: string;
  version: string;
  share: string;
  token: string;
}
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (ids: Ids) => string;
  body?: object;
  /** Not the caller's own data: signed out it is 401, another user's spec 404. */
  owned: boolean;
}

const base = '/api/specs';
/** Every route of `/api/specs`, with a valid call of the owner; the order is the one the owner runs them in. */
const calls: Record<Name, Call> = {
  list: { method: 'GET', path: () => base, owned: false },
  create: { method: 'POST', path: () => base, body: { title: 'New', spec: mcpTestSpec() }, owned: false },
  trash: { method: 'GET', path: () => `${base}/trash`, owned: false },
  read: { method: 'GET', path: (ids) => `${base}/${ids.spec}`, owned: true },
  rowChange: { method: 'GET', path: (ids) => `${base}/${ids.spec}/rows/r1/change`, owned: true },
  update: {
    method: 'PUT',
    path: (ids) => `${base}/${ids.spec}`,
    body: { version: 1, delete: ['r3'] },
    owned: true,
  },
  rename: {
    method: 'PUT',
    path: (ids) => `${base}/${ids.spec}/title`,
    body: { title: 'Renamed' },
    owned: true,
  },
  duplicate: {
    method: 'POST',
    path: (ids) => `${base}/${ids.spec}/duplicate`,
    body: { title: 'Copy' },
    owned: true,
  },
  versions: { method: 'GET', path: (ids) => `${base}/${ids.spec}/versions`, owned: true },
  saveVersion: {
    method: 'POST',
    path: (ids) => `${base}/${ids.spec}/versions`,
    body: { name: 'v1' },
    owned: true,
  },
  diff: { method: 'GET', path: (ids) => `${base}/${ids.spec}/diff?from=${ids.version}`, owned: true },
  restoreVersion: {
    method: 'POST',
    path: (ids) => `${base}/${ids.spec}/versions/${ids.version}/restore`,
    body: { version: 2 },
    owned: true,
  },
  renameVersion: {
    method: 'PATCH',
    path: (ids) => `${base}/${ids.spec}/versions/${ids.version}`,
    body: { name: 'First' },
    owned: true,
  },
  deleteVersion: {
    method: 'DELETE',
    path: (ids) => `${base}/${ids.spec}/versions/${ids.version}`,
    owned: true,
  },
  shares: { method: 'GET', path: (ids) => `${base}/${ids.spec}/shares`, owned: true },
  share: { method: 'POST', path: (ids) => `${base}/${ids.spec}/shares`, body: {}, owned: true },
  shared: { method: 'GET', path: (ids) => `/api/shared/${ids.token}`, owned: false },
  revokeShare: { method: 'DELETE', path: (ids) => `${base}/${ids.spec}/shares/${ids.share}`, owned: true },
  untrash: { method: 'POST', path: (ids) => `${base}/${ids.trashed}/untrash`, owned: true },
  remove: { method: 'DELETE', path: (ids) => `${base}/${ids.spec}`, owned: true },
};

describeEachDatabase('the policy of every /api/specs route', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  let other: SignedInTestUser;
  let ids: Ids;
  beforeAll(async () => {
    app = await buildTestApp(database());
    owner = await signUpNewUser(app, 'matrix-owner');
    other = await signUpNewUser(app, 'matrix-other');
    const create = async () =>
      (await owner.client.post(base, { title: 'Sign-in', spec: mcpTestSpec() })).json().spec.id as string;
    const spec = await create();
    const trashed = await create();
    await owner.client.request('DELETE', `${base}/${trashed}`);
    const version = (await owner.client.get(`${base}/${spec}/versions`)).json().versions[0].id;
    const share = (await owner.client.post(`${base}/${spec}/shares`, {})).json().share;
    ids = { spec, trashed, version, share: share.id, token: share.token };
  });
  afterAll(async () => {
    await app.close();
  });

  const send = (call: Call, headers: Record<string, string> = {}) =>
    app.inject({
      method: call.method,
      url: call.path(ids),
      remoteAddress: nextClientAddress(),
      headers,
      ...(call.body ? { payload: call.body } : {}),
    });

  it('covers every route of the specs group', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(specEndpoints).sort());
  });

  it('signed out, or with a share link as a bearer token: 401 on every route but the link itself', async () => {
    for (const [name, call] of Object.entries(calls)) {
      for (const headers of [{}, { authorization: `Bearer ${ids.token}` }] as Record<string, string>[]) {
        const response = await send(call, headers);
        const expected = name === 'shared' ? 200 : 401;
        expect(response.statusCode, `${name} ${JSON.stringify(headers)}: ${response.body}`).toBe(expected);
        if (expected !== 200) expect(Object.keys(response.json()).sort()).toEqual(['error', 'message']);
      }
    }
  });

  it("another user: 404 for the owner's spec on every route (nothing changes), their own lists empty", async () => {
    for (const [name, call] of Object.entries(calls)) {
      const response = await other.client.request(call.method, call.path(ids), call.body);
      const expected = call.owned ? 404 : 200;
      expect(response.statusCode, `${name}: ${response.body}`).toBe(expected);
    }
    expect((await other.client.get(base)).json().specs.map((spec: { title: string }) => spec.title)).toEqual([
      'New',
    ]);
    const read = (await owner.client.get(`${base}/${ids.spec}`)).json().spec;
    expect(read).toMatchObject({ title: 'Sign-in', version: 1, rows: 4 });
  });

  it('the owner: 200 on every route', async () => {
    for (const [name, call] of Object.entries(calls)) {
      const response = await owner.client.request(call.method, call.path(ids), call.body);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    }
  });
});

type Member = 'editor' | 'reviewer' | 'viewer' | 'outsider';
/** What a workspace member may do with a workspace spec kept by its owner (the editor is not its keeper). */
const memberRights: Record<Name, 'read' | 'edit' | 'place' | 'everyone'> = {
  list: 'everyone',
  create: 'everyone',
  trash: 'everyone',
  shared: 'everyone',
  read: 'read',
  rowChange: 'read',
  versions: 'read',
  diff: 'read',
  update: 'edit',
  rename: 'edit',
  duplicate: 'edit',
  saveVersion: 'edit',
  restoreVersion: 'edit',
  renameVersion: 'edit',
  deleteVersion: 'edit',
  shares: 'edit',
  share: 'edit',
  revokeShare: 'edit',
  untrash: 'place',
  remove: 'place',
};

function expectedFor(member: Member, name: Name): { status: number; message?: string } {
  const right = memberRights[name];
  if (right === 'everyone') return { status: 200 };
  if (member === 'outsider') return { status: 404, message: 'Spec not found.' };
  if (right === 'read') return { status: 200 };
  if (member !== 'editor') return { status: 403, message: WORKSPACE_MESSAGES.editRefused };
  return right === 'edit' ? { status: 200 } : { status: 403, message: WORKSPACE_MESSAGES.ownersOnly };
}

describeEachDatabase('the policy of every /api/specs route on a workspace spec, by role', (database) => {
  let app: App;
  let team: TeamWorkspace;
  let ids: Ids;
  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await teamWorkspace(app, 'spec-roles');
    const create = async () =>
      (
        await team.owner.client.post(base, { title: 'Team spec', spec: mcpTestSpec(), workspace_id: team.id })
      ).json().spec.id as string;
    const spec = await create();
    const trashed = await create();
    await team.owner.client.request('DELETE', `${base}/${trashed}`);
    const version = (await team.owner.client.get(`${base}/${spec}/versions`)).json().versions[0].id;
    const share = (await team.owner.client.post(`${base}/${spec}/shares`, {})).json().share;
    ids = { spec, trashed, version, share: share.id, token: share.token };
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses the outsider (404), the viewer and the reviewer (403) every change, and changes nothing', async () => {
    for (const member of ['outsider', 'viewer', 'reviewer'] as const) {
      for (const [name, call] of Object.entries(calls) as [Name, Call][]) {
        const response = await team[member].client.request(call.method, call.path(ids), call.body);
        const expected = expectedFor(member, name);
        expect(response.statusCode, `${name} by ${member}: ${response.body}`).toBe(expected.status);
        if (expected.message) expect(response.json().message).toBe(expected.message);
      }
    }
    const read = (await team.viewer.client.get(`${base}/${ids.spec}`)).json().spec;
    expect(read).toMatchObject({ title: 'Team spec', version: 1, rows: 4, role: 'viewer' });
    expect(read.workspace).toEqual({ id: team.id, name: 'spec-roles workspace', role: 'viewer' });
  });

  it('lets the editor edit but not trash or restore the owner’s spec; the owner does', async () => {
    for (const [name, call] of Object.entries(calls) as [Name, Call][]) {
      const response = await team.editor.client.request(call.method, call.path(ids), call.body);
      const expected = expectedFor('editor', name);
      expect(response.statusCode, `${name} by the editor: ${response.body}`).toBe(expected.status);
      if (expected.message) expect(response.json().message).toBe(expected.message);
    }
    expect((await team.owner.client.post(`${base}/${ids.trashed}/untrash`)).statusCode).toBe(200);
    expect((await team.owner.client.request('DELETE', `${base}/${ids.spec}`)).statusCode).toBe(200);
    const trash = (await team.owner.client.get(`${base}/trash`)).json().specs;
    expect(trash.map((spec: { id: string }) => spec.id)).toEqual([ids.spec]);
    expect((await team.editor.client.get(`${base}/trash`)).json().specs).toEqual([]);
  });

  it('lets the editor trash and restore a workspace spec they keep, and the reviewer add none (403)', async () => {
    const added = await team.reviewer.client.post(base, {
      title: 'No',
      spec: mcpTestSpec(),
      workspace_id: team.id,
    });
    expect(added.statusCode).toBe(403);
    const outside = await team.outsider.client.post(base, {
      title: 'No',
      spec: mcpTestSpec(),
      workspace_id: team.id,
    });
    expect(outside.statusCode).toBe(404);
    const own = (
      await team.editor.client.post(base, { title: 'Mine', spec: mcpTestSpec(), workspace_id: team.id })
    ).json().spec;
    expect(own).toMatchObject({ role: 'editor', workspace: { id: team.id, role: 'editor' } });
    expect((await team.editor.client.request('DELETE', `${base}/${own.id}`)).statusCode).toBe(200);
    const trash = (await team.editor.client.get(`${base}/trash`)).json().specs;
    expect(trash.map((spec: { id: string }) => spec.id)).toEqual([own.id]);
    expect((await team.editor.client.post(`${base}/${own.id}/untrash`)).statusCode).toBe(200);
  });
});
