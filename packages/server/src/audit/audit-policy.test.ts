import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { keepSpec, type LiveWorkspace, liveWorkspace } from '../test/live-workspace.js';

describeEachDatabase('who reads the audit trail, and that nobody changes it', (database) => {
  let app: App;
  let team: LiveWorkspace;
  let stranger: SignedInTestUser;
  let personalSpec: string;

  beforeAll(async () => {
    app = await buildTestApp(database());
    team = await liveWorkspace(database().db, [app]);
    stranger = await signUpNewUser(app, 'stranger');
    personalSpec = await keepSpec(stranger, 'Personal');
  });
  afterAll(async () => {
    await app.close();
  });

  const roles = ['owner', 'editor', 'reviewer', 'viewer'] as const;

  it.each(roles)('lets the %s read the trail and record an export', async (role) => {
    const member = team.members[role];
    const listed = await member.client.get(`/api/specs/${team.specId}/audit`);
    expect(listed.statusCode).toBe(200);
    const exported = await member.client.post(`/api/specs/${team.specId}/audit/exports`, { format: 'CSV' });
    expect(exported.json()).toEqual({ ok: true });
    const [latest] = (await member.client.get(`/api/specs/${team.specId}/audit?limit=1`)).json().entries;
    expect(latest).toMatchObject({ action: 'exported', detail: 'CSV', user: { id: member.id } });
  });

  it('answers 404 to a non-member and for another person’s spec, 401 signed out, 400 for a bad query', async () => {
    for (const path of [`/api/specs/${team.specId}`, `/api/specs/${personalSpec}`]) {
      const caller = path.endsWith(personalSpec) ? team.members.owner : team.outsider;
      const listed = await caller.client.get(`${path}/audit`);
      expect(listed.statusCode).toBe(404);
      expect(listed.json()).toMatchObject({
        error: expect.stringMatching(/./),
        message: expect.stringMatching(/./),
      });
      expect((await caller.client.post(`${path}/audit/exports`, { format: 'CSV' })).statusCode).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/api/specs/${team.specId}/audit` })).statusCode).toBe(
      401,
    );
    const bad = await team.members.owner.client.get(`/api/specs/${team.specId}/audit?action=deleted`);
    expect(bad.statusCode).toBe(400);
    const noFormat = await team.members.owner.client.post(`/api/specs/${team.specId}/audit/exports`, {});
    expect(noFormat.statusCode).toBe(400);
  });

  it('answers 404 for a spec in the trash', async () => {
    const trashed = await keepSpec(stranger, 'Trashed');
    await stranger.client.request('DELETE', `/api/specs/${trashed}`);
    expect((await stranger.client.get(`/api/specs/${trashed}/audit`)).statusCode).toBe(404);
  });

  it("refuses the app's own connection to update, delete or truncate an entry", async () => {
    const { db } = database();
    const where = sql`where spec_id = ${team.specId}`;
    await expect(db.execute(sql`update spec_audit set detail = 'forged' ${where}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from spec_audit ${where}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate spec_audit`)).rejects.toThrow();
    const [counted] = (
      await team.members.owner.client.get(`/api/specs/${team.specId}/audit?action=created`)
    ).json().entries;
    expect(counted).toMatchObject({ action: 'created', detail: 'Live spec' });
  });
});
