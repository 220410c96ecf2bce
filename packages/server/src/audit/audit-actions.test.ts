import type { AuditEntry, AuditPage } from '@specwright/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { user } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import type { SignedInTestUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { LiveTestClient, liveUrl } from '../test/live-client.js';
import { keepSpec, type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';

describeEachDatabase('the audit trail records each action on a spec', (database) => {
  let app: App;
  let team: LiveWorkspace;
  let owner: SignedInTestUser;
  let editor: SignedInTestUser;
  const specUrl = () => `/api/specs/${team.specId}`;

  beforeAll(async () => {
    app = await buildTestApp(database());
    await app.listen({ port: 0, host: '127.0.0.1' });
    team = await liveWorkspace(database().db, [app]);
    owner = team.members.owner;
    editor = team.members.editor;
    // Names as the user table has them now (sign-up left them empty).
    await database().db.update(user).set({ name: 'Olga Owner' }).where(eq(user.id, owner.id));
    await database().db.update(user).set({ name: 'Ed Editor' }).where(eq(user.id, editor.id));
  });
  afterAll(async () => {
    await app.close();
  });

  const trail = async (query = '', as = owner) => {
    const answer = await as.client.get(`${specUrl()}/audit${query}`);
    expect(answer.statusCode).toBe(200);
    return answer.json<AuditPage>();
  };
  const latest = async (query = '') => (await trail(query)).entries[0] as AuditEntry;

  it('records the spec made, by its keeper, with their name', async () => {
    const [created] = (await trail('?action=created')).entries;
    expect(created).toMatchObject({
      action: 'created',
      user: { id: owner.id, name: 'Olga Owner' },
      detail: 'Live spec',
    });
  });

  it('records a save per changed cell, a row added and a row removed, reading only those rows', async () => {
    const saved = await editor.client.request('PUT', specUrl(), {
      version: 1,
      upsert: [
        {
          id: 'r1',
          rowOrder: 2,
          req_id: 'REQ-1',
          description: 'Changed text',
          this_is_a: 'requirement',
          priority: 'high',
        },
        { id: 'n1', rowOrder: 5, description: 'New requirement' },
      ],
      delete: ['r3'],
    });
    expect(saved.statusCode).toBe(200);
    const edits = (await trail('?action=edited')).entries;
    const by = { id: editor.id, name: 'Ed Editor' };
    expect(edits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user: by, row_id: 'r1', field: 'description', after: 'Changed text' }),
        expect.objectContaining({ user: by, row_id: 'n1', field: null, detail: 'Row added' }),
        expect.objectContaining({ user: by, row_id: 'r3', detail: 'Row removed' }),
      ]),
    );
    const description = edits.find((entry) => entry.row_id === 'r1' && entry.field === 'description');
    expect(typeof description?.before).toBe('string');
    expect(description?.before).not.toBe('Changed text');
  });

  it('records a live edit: the cell, its value before and after, in the same transaction', async () => {
    const client = await LiveTestClient.open(liveUrl(app), editor.client);
    await client.next('hello');
    client.send({ t: 'join', specId: team.specId });
    await client.next('joined');
    client.send({
      t: 'edit',
      specId: team.specId,
      seq: 1,
      ops: [{ op: 'cell', rowId: 'r2', field: 'priority', base: 'low', value: 'high' }],
    });
    await client.next('change', (message) => message.change.seq === 1);
    client.close();
    expect(await latest('?row=r2')).toMatchObject({
      action: 'edited',
      user: { id: editor.id, name: 'Ed Editor' },
      row_id: 'r2',
      field: 'priority',
      before: 'low',
      after: 'high',
    });
  });

  it('records rename, versions, restore, links, export, trash and restore from the trash', async () => {
    expect(
      (await owner.client.request('PUT', `${specUrl()}/title`, { title: 'Renamed spec' })).statusCode,
    ).toBe(200);
    expect(await latest()).toMatchObject({ action: 'renamed', before: 'Live spec', after: 'Renamed spec' });
    const named = await owner.client.post(`${specUrl()}/versions`, { name: 'Baseline' });
    expect(await latest()).toMatchObject({ action: 'versioned', detail: 'Baseline' });
    const { version } = (await owner.client.get(specUrl())).json<{ spec: { version: number } }>().spec;
    const restoreUrl = `${specUrl()}/versions/${named.json().version.id}/restore`;
    expect((await owner.client.post(restoreUrl, { version })).statusCode).toBe(200);
    expect(await latest()).toMatchObject({ action: 'restored', detail: 'Baseline', before: version });
    const share = (await owner.client.post(`${specUrl()}/shares`, { expires_in_days: 7 })).json().share;
    expect(await latest()).toMatchObject({ action: 'shared', detail: 'Read-only link made for 7 days' });
    await owner.client.request('DELETE', `${specUrl()}/shares/${share.id}`);
    expect(await latest()).toMatchObject({ action: 'shared', detail: 'Read-only link revoked' });
    await editor.client.post(`${specUrl()}/audit/exports`, { format: 'Markdown' });
    expect(await latest()).toMatchObject({
      action: 'exported',
      detail: 'Markdown',
      user: { name: 'Ed Editor' },
    });
    expect((await owner.client.request('DELETE', specUrl())).statusCode).toBe(200);
    expect((await owner.client.post(`${specUrl()}/untrash`)).statusCode).toBe(200);
    const [untrashed, trashed] = (await trail()).entries;
    expect([untrashed?.action, trashed?.action]).toEqual(['untrashed', 'trashed']);
    const copy = await owner.client.post(`${specUrl()}/duplicate`, { title: 'Copy' });
    const copyTrail = await owner.client.get(`/api/specs/${copy.json().spec.id}/audit`);
    expect(copyTrail.json<AuditPage>().entries).toEqual([
      expect.objectContaining({ action: 'created', detail: 'Copy of Renamed spec', after: null }),
    ]);
  });

  it('records a move into a workspace with its name', async () => {
    const personal = await keepSpec(owner, 'Personal plan');
    const moved = await owner.client.request('PUT', `/api/specs/${personal}/workspace`, {
      workspace_id: team.workspaceId,
    });
    expect(moved.statusCode).toBe(200);
    const [entry] = (await owner.client.get(`/api/specs/${personal}/audit`)).json<AuditPage>().entries;
    expect(entry).toMatchObject({ action: 'moved', detail: 'Workspace Team', after: team.workspaceId });
  });

  it('pages newest first by cursor and filters by action, person and row', async () => {
    const all = (await trail('?limit=500')).entries;
    const ids = all.map((entry) => Number(entry.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const first = await trail('?limit=2');
    expect(first.entries).toEqual(all.slice(0, 2));
    const second = await trail(`?limit=2&before=${first.next}`);
    expect(second.entries).toEqual(all.slice(2, 4));
    const byEditor = (await trail(`?user=${editor.id}`)).entries;
    expect(byEditor.length).toBeGreaterThan(0);
    expect(byEditor.every((entry) => entry.user?.id === editor.id)).toBe(true);
    expect((await trail('?row=R_')).entries).toEqual([]);
    expect((await trail()).people).toEqual([
      { id: editor.id, name: 'Ed Editor' },
      { id: owner.id, name: 'Olga Owner' },
    ]);
    expect((await owner.client.get(`${specUrl()}/audit?before=x1`)).statusCode).toBe(400);
  });
});
