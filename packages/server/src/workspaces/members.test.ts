import { WORKSPACE_MESSAGES } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { describeEachDatabase } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';
import { type TeamWorkspace, teamWorkspace } from '../test/workspaces.js';

describeEachDatabase('members, the last owner, and deleting a workspace', (database) => {
  let app: App;
  let team: TeamWorkspace;
  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await teamWorkspace(app, 'members');
  });
  afterAll(async () => {
    await app.close();
  });

  const member = (userId: string) => `/api/workspaces/${team.id}/members/${userId}`;
  const rolesNow = async () =>
    Object.fromEntries(
      (await team.owner.client.get(`/api/workspaces/${team.id}`))
        .json()
        .members.map((entry: { user_id: string; role: string }) => [entry.user_id, entry.role]),
    );

  it('refuses to demote or remove the last owner, or let them leave (409), until another owner exists', async () => {
    for (const response of [
      await team.owner.client.request('PATCH', member(team.owner.id), { role: 'editor' }),
      await team.owner.client.request('DELETE', member(team.owner.id)),
    ]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(WORKSPACE_MESSAGES.lastOwner);
    }
    expect(
      (await team.owner.client.request('PATCH', member(team.editor.id), { role: 'owner' })).statusCode,
    ).toBe(200);
    expect((await rolesNow())[team.editor.id]).toBe('owner');
    expect(
      (await team.editor.client.request('PATCH', member(team.owner.id), { role: 'viewer' })).statusCode,
    ).toBe(200);
    const demoted = await team.owner.client.request('PATCH', member(team.editor.id), { role: 'editor' });
    expect(demoted.statusCode).toBe(403);
    expect(
      (await team.editor.client.request('PATCH', member(team.owner.id), { role: 'owner' })).statusCode,
    ).toBe(200);
  });

  it('lets a member leave, and an owner remove one; the removed member no longer sees it (404)', async () => {
    expect((await team.viewer.client.request('DELETE', member(team.viewer.id))).statusCode).toBe(200);
    expect((await team.viewer.client.get(`/api/workspaces/${team.id}`)).statusCode).toBe(404);
    expect((await team.reviewer.client.request('DELETE', member(team.editor.id))).statusCode).toBe(403);
    expect((await team.owner.client.request('DELETE', member(team.reviewer.id))).statusCode).toBe(200);
    expect(Object.keys(await rolesNow()).sort()).toEqual([team.owner.id, team.editor.id].sort());
    const unknown = await team.owner.client.request('DELETE', member(team.viewer.id));
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a workspace: its specs go to the deleting owner’s trash, restorable, and it is gone for all', async () => {
    const create = async (title: string) =>
      (
        await team.editor.client.post('/api/specs', { title, spec: mcpTestSpec(), workspace_id: team.id })
      ).json().spec.id as string;
    const live = await create('Live');
    const trashed = await create('Trashed');
    expect((await team.editor.client.request('DELETE', `/api/specs/${trashed}`)).statusCode).toBe(200);
    expect((await team.owner.client.request('DELETE', `/api/workspaces/${team.id}`)).statusCode).toBe(200);

    expect((await team.editor.client.get(`/api/workspaces/${team.id}`)).statusCode).toBe(404);
    expect((await team.editor.client.get(`/api/specs/${live}`)).statusCode).toBe(404);
    expect((await team.editor.client.get('/api/specs')).json().specs).toEqual([]);
    const trash = (await team.owner.client.get('/api/specs/trash')).json().specs;
    expect(trash.map((spec: { id: string; workspace: null }) => [spec.id, spec.workspace]).sort()).toEqual(
      [
        [live, null],
        [trashed, null],
      ].sort(),
    );
    const restored = await team.owner.client.post(`/api/specs/${live}/untrash`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().spec).toMatchObject({ id: live, workspace: null, role: 'owner' });
  });
});
