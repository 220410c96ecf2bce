import { SPEC_MESSAGES } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { nextClientAddress, type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';

const url = '/api/specs';

interface Version {
  id: string;
  version: number;
  name: string | null;
  rows: number;
}

describeEachDatabase('versions and read-only links of kept specs', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  let specId: string;
  beforeAll(async () => {
    app = await buildTestApp(database());
    owner = await signUpNewUser(app, 'spec-versions');
    const created = await owner.client.post(url, { title: 'Sign-in', spec: mcpTestSpec() });
    specId = created.json<{ spec: { id: string } }>().spec.id;
  });
  afterAll(async () => {
    await app.close();
  });

  const versions = async () =>
    (await owner.client.get(`${url}/${specId}/versions`)).json<{ versions: Version[] }>().versions;
  const diff = async (from: string, to = 'current') =>
    (await owner.client.get(`${url}/${specId}/diff?from=${from}&to=${to}`)).json();

  it('creation is the first save point; saves within a minute add none; "Save version…" names one', async () => {
    expect(await versions()).toEqual([
      {
        id: expect.stringMatching(/./),
        version: 1,
        name: null,
        rows: 4,
        created_at: expect.stringMatching(/./),
        locked: false,
      },
    ]);
    const saved = await owner.client.request('PUT', `${url}/${specId}`, {
      version: 1,
      upsert: [
        { id: 'r4', rowOrder: 5, description: 'The system shall lock an account after 5 failed sign-ins.' },
      ],
    });
    expect(saved.json().version).toBe(2);
    expect(await versions()).toHaveLength(1);
    const named = await owner.client.post(`${url}/${specId}/versions`, { name: ' v1.0 approved ' });
    expect(named.json().version).toMatchObject({ version: 2, name: 'v1.0 approved', rows: 5 });
    expect((await owner.client.post(`${url}/${specId}/versions`, { name: ' ' })).statusCode).toBe(400);
  });

  it('diffs a version against the current spec: added, removed, changed rows and cells word by word', async () => {
    const [baseline] = await versions();
    if (!baseline) throw new Error('no version');
    const saved = await owner.client.request('PUT', `${url}/${specId}`, {
      version: 2,
      upsert: [
        {
          id: 'r1',
          rowOrder: 2,
          req_id: 'REQ-1',
          description: 'WHEN a user signs in, the system shall write an audit log entry within 2 seconds.',
          priority: 'high',
          score: 92,
        },
        { id: 'r5', rowOrder: 6, description: 'New row' },
      ],
      delete: ['r3'],
    });
    expect(saved.json().version).toBe(3);
    const answer = await diff(baseline.id);
    expect(answer.counts).toEqual({ added: 1, removed: 1, changed: 1 });
    expect(answer.changes.map((change: { kind: string; id: string }) => [change.kind, change.id])).toEqual([
      ['changed', 'r1'],
      ['added', 'r5'],
      ['removed', 'r3'],
    ]);
    expect(answer.changes[0].cells[0].parts.filter((part: { kind: string }) => part.kind !== 'same')).toEqual(
      [
        { kind: 'removed', text: '1' },
        { kind: 'added', text: '2' },
        { kind: 'removed', text: 'second' },
        { kind: 'added', text: 'seconds' },
      ],
    );
    expect((await diff(baseline.id, baseline.id)).changes).toEqual([]);
    const missing = await owner.client.get(`${url}/${specId}/diff?from=00000000-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SPEC_MESSAGES.versionNotFound);
  });

  it('restores a version as a new version, keeping the state it replaced; a stale version is 409', async () => {
    const named = (await versions()).find((version) => version.name === 'v1.0 approved');
    if (!named) throw new Error('no named version');
    const restore = (version: number) =>
      owner.client.post(`${url}/${specId}/versions/${named.id}/restore`, { version });
    expect((await restore(2)).statusCode).toBe(409);
    const restored = await restore(3);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().version).toBe(4);
    expect((await diff(named.id)).changes).toEqual([]);
    const list = await versions();
    expect(list.map((version) => [version.version, version.name])).toEqual([
      [4, null],
      [3, null],
      [2, 'v1.0 approved'],
      [1, null],
    ]);
    const replaced = list.find((version) => version.version === 3);
    expect((await diff(replaced?.id ?? '')).counts).toEqual({ added: 1, removed: 1, changed: 1 });
  });

  it('a read-only link shows the spec signed out until it is revoked; an expiry is kept', async () => {
    const made = await owner.client.post(`${url}/${specId}/shares`, {});
    expect(made.statusCode).toBe(200);
    const { token, id } = made.json().share;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const open = () =>
      app.inject({ method: 'GET', url: `/api/shared/${token}`, remoteAddress: nextClientAddress() });
    const shown = await open();
    expect(shown.statusCode).toBe(200);
    expect(shown.json().spec).toMatchObject({ title: 'Sign-in', data: { rows: expect.any(Array) } });
    const expiring = await owner.client.post(`${url}/${specId}/shares`, { expires_in_days: 7 });
    const listed = (await owner.client.get(`${url}/${specId}/shares`)).json().shares;
    expect(listed).toHaveLength(2);
    expect(JSON.stringify(listed)).not.toContain(token);
    const expiresAt = Date.parse(expiring.json().share.expires_at);
    expect(Math.abs(expiresAt - Date.now() - 7 * 86_400_000)).toBeLessThan(60_000);
    expect((await owner.client.request('DELETE', `${url}/${specId}/shares/${id}`)).json()).toEqual({
      ok: true,
    });
    const revoked = await open();
    expect(revoked.statusCode).toBe(404);
    expect(revoked.json()).toEqual({ error: 'Not Found', message: SPEC_MESSAGES.linkNotFound });
    expect((await owner.client.request('DELETE', `${url}/${specId}/shares/${id}`)).statusCode).toBe(404);
  });

  it('moving a spec to the trash revokes its links: restoring it does not bring them back', async () => {
    const made = await owner.client.post(`${url}/${specId}/shares`, {});
    const { token } = made.json().share;
    const open = () =>
      app.inject({ method: 'GET', url: `/api/shared/${token}`, remoteAddress: nextClientAddress() });
    expect((await open()).statusCode).toBe(200);
    expect((await owner.client.request('DELETE', `${url}/${specId}`)).statusCode).toBe(200);
    expect((await open()).statusCode).toBe(404);
    expect((await owner.client.post(`${url}/${specId}/untrash`, {})).statusCode).toBe(200);
    const revived = await open();
    expect(revived.statusCode).toBe(404);
    expect(revived.json()).toEqual({ error: 'Not Found', message: SPEC_MESSAGES.linkNotFound });
    expect((await owner.client.get(`${url}/${specId}/shares`)).json().shares).toEqual([]);
  });
});
