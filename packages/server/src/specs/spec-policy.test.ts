import { specEndpoints } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { nextClientAddress, type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';

type Name = keyof typeof specEndpoints;
interface Ids {
  spec: string;
  trashed: string;
  version: string;
  share: string;
  token: string;
}
interface Call {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
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
