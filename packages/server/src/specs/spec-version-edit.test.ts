import { SPEC_MESSAGES, type SpecVersion } from '@specwright/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { specs, specVersions } from '../db/schema.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { keepSpec } from '../test/live-workspace.js';
import { changeUnlessLocked } from './spec-version-lock.js';

describeEachDatabase('renaming and deleting versions', (database) => {
  let app: App;
  let keeper: SignedInTestUser;
  let specId: string;
  const versionUrl = (versionId: string) => `/api/specs/${specId}/versions/${versionId}`;
  const saveVersion = async (name: string): Promise<SpecVersion> =>
    (await keeper.client.post(`/api/specs/${specId}/versions`, { name })).json().version;
  const versions = async (): Promise<SpecVersion[]> =>
    (await keeper.client.get(`/api/specs/${specId}/versions`)).json().versions;

  beforeAll(async () => {
    app = await buildTestApp(database());
    keeper = await signUpNewUser(app, 'versions');
    specId = await keepSpec(keeper, 'Versions');
  });
  afterAll(() => app.close());

  it('renames and deletes a version, in the trail; 404 for one the spec does not have', async () => {
    const version = await saveVersion('Draft');
    const renamed = await keeper.client.request('PATCH', versionUrl(version.id), { name: 'Draft 2' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().version).toMatchObject({ id: version.id, name: 'Draft 2', locked: false });
    const deleted = await keeper.client.request('DELETE', versionUrl(version.id));
    expect(deleted.json()).toEqual({ ok: true });
    expect((await versions()).map((kept) => kept.id)).not.toContain(version.id);
    const trail = (await keeper.client.get(`/api/specs/${specId}/audit?action=versioned&limit=2`)).json();
    expect(trail.entries.map((entry: { detail: string }) => entry.detail)).toEqual([
      'Deleted Draft 2',
      'Renamed to Draft 2',
    ]);
    for (const answer of [
      await keeper.client.request('PATCH', versionUrl(version.id), { name: 'Gone' }),
      await keeper.client.request('DELETE', versionUrl(version.id)),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe(SPEC_MESSAGES.versionNotFound);
    }
    const blank = await keeper.client.request('PATCH', versionUrl(version.id), { name: ' ' });
    expect(blank.statusCode).toBe(400);
  });

  it('refuses to rename or delete a locked baseline, and so does the database (answered 409 too); the spec is still deleted', async () => {
    const version = await saveVersion('Approved');
    const { db } = database();
    await db.update(specVersions).set({ locked: true }).where(eq(specVersions.id, version.id));
    for (const answer of [
      await keeper.client.request('PATCH', versionUrl(version.id), { name: 'Forged' }),
      await keeper.client.request('DELETE', versionUrl(version.id)),
    ]) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe(SPEC_MESSAGES.versionLocked);
    }
    const where = sql`where id = ${version.id}`;
    await expect(db.execute(sql`update spec_versions set name = 'Forged' ${where}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from spec_versions ${where}`)).rejects.toThrow();
    expect((await versions()).find((kept) => kept.id === version.id)).toMatchObject({
      name: 'Approved',
      locked: true,
    });
    const draft = await saveVersion('Draft');
    const past = changeUnlessLocked(db, specId, draft.id, async (tx) => {
      await tx.update(specVersions).set({ name: 'Forged' }).where(eq(specVersions.id, version.id));
    });
    await expect(past).rejects.toMatchObject({ statusCode: 409, message: SPEC_MESSAGES.versionLocked });
    await db.delete(specs).where(eq(specs.id, specId));
    expect(await db.select().from(specVersions).where(eq(specVersions.id, version.id))).toEqual([]);
  });
});
