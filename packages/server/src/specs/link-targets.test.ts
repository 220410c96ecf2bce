import type { SpecLink } from '@specwright/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { keepSpec, type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';

async function saveLinks(user: SignedInTestUser, specId: string, links: SpecLink[]) {
  const { version } = (await user.client.get(`/api/specs/${specId}`)).json().spec;
  return user.client.request('PUT', `/api/specs/${specId}`, { version, links });
}

const targetsOf = async (user: SignedInTestUser, specId: string) =>
  (await user.client.get(`/api/specs/${specId}/link-targets`)).json().targets;

describeEachDatabase('links to rows of other specs', (database) => {
  let app: App;
  let team: LiveWorkspace;
  let stranger: SignedInTestUser;
  let testsSpec: string;
  let strangerSpec: string;

  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await liveWorkspace(database().db, [app]);
    stranger = await signUpNewUser(app, 'stranger');
    testsSpec = await keepSpec(team.members.owner, 'Tests spec');
    strangerSpec = await keepSpec(stranger, 'Stranger spec');
    const saved = await saveLinks(team.members.owner, team.specId, [
      { from: 'r1', toSpec: testsSpec, to: 'r2', type: 'verifies' },
      { from: 'r3', toSpec: testsSpec, to: 'r2', type: 'refines' },
      { from: 'r1', to: 'r3', type: 'refines' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers each distinct row once, with its spec’s title, its id and text, to whoever may read it', async () => {
    expect(await targetsOf(team.members.owner, team.specId)).toEqual([
      {
        spec_id: testsSpec,
        row_id: 'r2',
        state: 'ok',
        spec_title: 'Tests spec',
        requirement_id: 'REQ-2',
        text: 'The system should be fast and user-friendly.',
      },
    ]);
    const { links } = (await team.members.owner.client.get(`/api/specs/${team.specId}`)).json().spec.data;
    expect(links).toContainEqual({ from: 'r1', toSpec: testsSpec, to: 'r2', type: 'verifies' });
  });

  it.each(['editor', 'reviewer', 'viewer'] as const)(
    'shows the %s a target in a spec they may not read as hidden, with nothing of it',
    async (role) => {
      const targets = await targetsOf(team.members[role], team.specId);
      expect(targets).toEqual([{ spec_id: testsSpec, row_id: 'r2', state: 'hidden' }]);
    },
  );

  it('answers 404 to someone who may not read the spec, and 401 signed out', async () => {
    const refused = await team.outsider.client.get(`/api/specs/${team.specId}/link-targets`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toMatch(/./);
    const signedOut = await app.inject({ method: 'GET', url: `/api/specs/${team.specId}/link-targets` });
    expect(signedOut.statusCode).toBe(401);
  });

  it('refuses a new link to a spec the saver cannot read, or to a row it does not hold', async () => {
    const unreadable = await saveLinks(team.members.editor, team.specId, [
      { from: 'r2', toSpec: strangerSpec, to: 'r1', type: 'verifies' },
    ]);
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toContain('cannot open');
    const missingRow = await saveLinks(team.members.owner, team.specId, [
      { from: 'r2', toSpec: testsSpec, to: 'r9', type: 'verifies' },
    ]);
    expect(missingRow.statusCode).toBe(400);
    expect(missingRow.json().message).toContain('does not hold');
    const itself = await saveLinks(team.members.owner, team.specId, [
      { from: 'r2', toSpec: team.specId, to: 'r1', type: 'verifies' },
    ]);
    expect(itself.statusCode).toBe(400);
    expect(await targetsOf(team.members.owner, team.specId)).toHaveLength(1);
  });

  it('refuses a new spec whose links point into a spec its keeper cannot read, or to no spec id', async () => {
    const spec = (toSpec: string) => ({
      formatVersion: 2,
      columns: [{ field: 'description', headerName: 'Description' }],
      rows: [{ id: 'x1', rowOrder: 1, description: 'Linked.' }],
      links: [{ from: 'x1', toSpec, to: 'r1', type: 'verifies' }],
    });
    for (const toSpec of [strangerSpec, 'not-a-spec-id']) {
      const created = await team.members.owner.client.post('/api/specs', {
        title: 'Sneaky',
        spec: spec(toSpec),
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toContain('cannot open');
    }
    const fine = await team.members.owner.client.post('/api/specs', { title: 'Fine', spec: spec(testsSpec) });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('keeps a link the editor did not add when they save other links', async () => {
    const { links } = (await team.members.editor.client.get(`/api/specs/${team.specId}`)).json().spec.data;
    const saved = await saveLinks(team.members.editor, team.specId, [
      ...links,
      { from: 'r2', to: 'r1', type: 'refines' },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('finds the rows of a readable spec by id or text, at most 20, and none of an unreadable one', async () => {
    const found = await team.members.owner.client.get(`/api/specs/${testsSpec}/rows?query=audit`);
    expect(found.json()).toEqual({
      spec_id: testsSpec,
      spec_title: 'Tests spec',
      rows: [
        {
          row_id: 'r1',
          requirement_id: 'REQ-1',
          text: 'WHEN a user signs in, the system shall write an audit log entry within 1 second.',
        },
        {
          row_id: 'r3',
          requirement_id: 'REQ-3',
          text: 'The administrator shall export the audit log as CSV.',
        },
      ],
    });
    const byId = (await team.members.owner.client.get(`/api/specs/${testsSpec}/rows?query=req-2`)).json();
    expect(byId.rows.map((row: { row_id: string }) => row.row_id)).toEqual(['r2']);
    const wildcard = (await team.members.owner.client.get(`/api/specs/${testsSpec}/rows?query=%25`)).json();
    expect(wildcard.rows).toEqual([]);
    expect((await stranger.client.get(`/api/specs/${testsSpec}/rows`)).statusCode).toBe(404);
  });

  describe('after the target changes', () => {
    it('shows a link to a deleted row as broken, then to a spec in the trash', async () => {
      const owner = team.members.owner;
      const { version } = (await owner.client.get(`/api/specs/${testsSpec}`)).json().spec;
      const deleted = await owner.client.request('PUT', `/api/specs/${testsSpec}`, {
        version,
        delete: ['r2'],
      });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await targetsOf(owner, team.specId)).toEqual([
        { spec_id: testsSpec, row_id: 'r2', state: 'broken', spec_title: 'Tests spec' },
      ]);
      expect((await owner.client.request('DELETE', `/api/specs/${testsSpec}`)).statusCode).toBe(200);
      expect(await targetsOf(owner, team.specId)).toEqual([
        { spec_id: testsSpec, row_id: 'r2', state: 'broken', spec_title: 'Tests spec' },
      ]);
      const { links } = (await owner.client.get(`/api/specs/${team.specId}`)).json().spec.data;
      expect(links).toContainEqual({ from: 'r1', toSpec: testsSpec, to: 'r2', type: 'verifies' });
    });
  });
});
