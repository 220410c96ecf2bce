import { WORKSPACE_MESSAGES } from '@specwright/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { specChanges } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import { describeEachDatabase } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';
import { type TeamWorkspace, teamWorkspace } from '../test/workspaces.js';

const moveUrl = (specId: string) => `/api/specs/${specId}/workspace`;

describeEachDatabase('moving specs in and out of a workspace, and the list of specs', (database) => {
  let app: App;
  let team: TeamWorkspace;
  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await teamWorkspace(app, 'moves');
  });
  afterAll(async () => {
    await app.close();
  });

  const keep = async (who: TeamWorkspace['editor'], title: string) =>
    (await who.client.post('/api/specs', { title, spec: mcpTestSpec() })).json().spec.id as string;

  it('moves an editor’s own spec in; every member lists it with their role among their own, last changed first', async () => {
    const specId = await keep(team.editor, 'Checkout');
    const personal = await keep(team.viewer, 'Viewer notes');
    const moved = await team.editor.client.request('PUT', moveUrl(specId), { workspace_id: team.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().spec).toMatchObject({
      id: specId,
      role: 'editor',
      workspace: { id: team.id, name: 'moves workspace', role: 'editor' },
    });
    const listed = (await team.viewer.client.get('/api/specs')).json().specs;
    expect(listed.map((spec: { id: string; workspace: unknown }) => [spec.id, spec.workspace])).toEqual([
      [specId, { id: team.id, name: 'moves workspace', role: 'viewer' }],
      [personal, null],
    ]);
    expect((await team.outsider.client.get('/api/specs')).json().specs).toEqual([]);
  });

  it('refuses a move by a reviewer (403), into a workspace the caller only reads (403) or is not in (404)', async () => {
    const shared = (
      await team.owner.client.post('/api/specs', {
        title: 'Team',
        spec: mcpTestSpec(),
        workspace_id: team.id,
      })
    ).json().spec.id as string;
    const byReviewer = await team.reviewer.client.request('PUT', moveUrl(shared), { workspace_id: null });
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json().message).toBe(WORKSPACE_MESSAGES.editRefused);
    const byEditor = await team.editor.client.request('PUT', moveUrl(shared), { workspace_id: null });
    expect(byEditor.statusCode).toBe(403);
    const byOutsider = await team.outsider.client.request('PUT', moveUrl(shared), { workspace_id: null });
    expect(byOutsider.statusCode).toBe(404);
    const reviewerOwn = await keep(team.reviewer, 'Reviewer’s');
    const intoRead = await team.reviewer.client.request('PUT', moveUrl(reviewerOwn), {
      workspace_id: team.id,
    });
    expect(intoRead.statusCode).toBe(403);
    const outsiderOwn = await keep(team.outsider, 'Outsider’s');
    const intoOther = await team.outsider.client.request('PUT', moveUrl(outsiderOwn), {
      workspace_id: team.id,
    });
    expect(intoOther.statusCode).toBe(404);
  });

  it('moves a spec out into the owner’s own specs: the owner keeps it and the members no longer see it', async () => {
    const specId = (
      await team.editor.client.post('/api/specs', {
        title: 'Out',
        spec: mcpTestSpec(),
        workspace_id: team.id,
      })
    ).json().spec.id as string;
    const out = await team.owner.client.request('PUT', moveUrl(specId), { workspace_id: null });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().spec).toMatchObject({ id: specId, role: 'owner', workspace: null });
    expect((await team.editor.client.get(`/api/specs/${specId}`)).statusCode).toBe(404);
    expect((await team.owner.client.get(`/api/specs/${specId}`)).json().spec.workspace).toBeNull();
  });

  it('records each save and restore of a workspace spec in the live change log (ops null), not of an own one', async () => {
    const specId = (
      await team.editor.client.post('/api/specs', {
        title: 'Logged',
        spec: mcpTestSpec(),
        workspace_id: team.id,
      })
    ).json().spec.id as string;
    const saved = await team.editor.client.request('PUT', `/api/specs/${specId}`, {
      version: 1,
      delete: ['r3'],
    });
    expect(saved.json().version).toBe(2);
    const first = (await team.owner.client.get(`/api/specs/${specId}/versions`)).json().versions.at(-1).id;
    const restored = await team.owner.client.post(`/api/specs/${specId}/versions/${first}/restore`, {
      version: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const changes = await database()
      .db.select({ version: specChanges.version, userId: specChanges.userId, ops: specChanges.ops })
      .from(specChanges)
      .where(eq(specChanges.specId, specId))
      .orderBy(asc(specChanges.version));
    expect(changes).toEqual([
      { version: 2, userId: team.editor.id, ops: null },
      { version: 3, userId: team.owner.id, ops: null },
    ]);
    const own = await keep(team.editor, 'Not logged');
    await team.editor.client.request('PUT', `/api/specs/${own}`, { version: 1, delete: ['r3'] });
    expect(await database().db.select().from(specChanges).where(eq(specChanges.specId, own))).toEqual([]);
  });
});
