import { SPEC_MESSAGES, tooManyRequirementsMessage, tooManySpecsMessage } from '@specwright/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';

const url = '/api/specs';

interface StoredRow {
  id: string;
  rowOrder: number;
  description?: string;
}

describeEachDatabase('saving kept specs', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  beforeAll(async () => {
    app = await buildTestApp(database(), testConfig({ MAX_REQUIREMENTS: '6', MAX_SPECS_PER_USER: '3' }));
    owner = await signUpNewUser(app, 'spec-saver');
  });
  afterAll(async () => {
    await app.close();
  });

  async function create(title = 'Sign-in') {
    const created = await owner.client.post(url, { title, spec: mcpTestSpec() });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<{ spec: { id: string; version: number } }>().spec;
  }
  const save = (id: string, body: object) => owner.client.request('PUT', `${url}/${id}`, body);
  const rowsOf = async (id: string) =>
    (await owner.client.get(`${url}/${id}`)).json<{ spec: { data: { rows: StoredRow[] } } }>().spec.data.rows;

  it('saves a patch of changed rows over the current version; a stale version is 409 and changes nothing', async () => {
    const spec = await create();
    const first = await save(spec.id, {
      version: 1,
      upsert: [
        { id: 'r2', rowOrder: 3, description: 'The system shall answer within 2 s.', priority: 'low' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ version: 2, updated_at: expect.any(String) });
    const stale = await save(spec.id, { version: 1, delete: ['r1'] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'Conflict', message: SPEC_MESSAGES.changedMeanwhile });
    const rows = await rowsOf(spec.id);
    expect(rows.map((row) => row.id)).toEqual(['c1', 'r1', 'r2', 'r3']);
    expect(rows[2]?.description).toBe('The system shall answer within 2 s.');
  });

  it('inserts and moves rows by rowOrder, deletes by id, and changes columns through the import rules (as File → Open)', async () => {
    const spec = await create();
    const inserted = await save(spec.id, {
      version: 1,
      upsert: [
        { id: 'n1', rowOrder: 2, description: 'New second row' },
        { id: 'r1', rowOrder: 3 },
        { id: 'r2', rowOrder: 4 },
      ],
      delete: ['r3'],
      columns: [{ field: 'description', headerName: 'Requirement' }],
    });
    expect(inserted.statusCode, inserted.body).toBe(200);
    const read = (await owner.client.get(`${url}/${spec.id}`)).json<{
      spec: { rows: number; data: { rows: StoredRow[]; columns: { headerName: string }[] } };
    }>().spec;
    expect(read.data.rows.map((row) => [row.id, row.rowOrder])).toEqual([
      ['c1', 1],
      ['n1', 2],
      ['r1', 3],
      ['r2', 4],
    ]);
    expect(read.rows).toBe(4);
    expect(read.data.columns.map((column) => column.headerName)).toEqual(['Requirement']);
    const normalised = await save(spec.id, {
      version: 2,
      columns: [{ headerName: 'No field' }, { field: 'description', headerName: 'Text' }],
    });
    expect(normalised.statusCode).toBe(200);
    const columns = (await owner.client.get(`${url}/${spec.id}`)).json().spec.data.columns;
    expect(columns.map((column: { field: string }) => column.field)).toEqual(['description']);
  });

  it('refuses a save past MAX_REQUIREMENTS rows (413) and a row written twice (400), keeping the spec as it was', async () => {
    const spec = await create();
    const extra = [5, 6, 7].map((n) => ({ id: `x${n}`, rowOrder: n, description: `Row ${n}` }));
    const tooMany = await save(spec.id, { version: 1, upsert: extra });
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe(tooManyRequirementsMessage(7, 6));
    const twice = await save(spec.id, { version: 1, upsert: [extra[0], extra[0]] });
    expect(twice.statusCode).toBe(400);
    expect((await rowsOf(spec.id)).map((row) => row.id)).toEqual(['c1', 'r1', 'r2', 'r3']);
    expect((await save(spec.id, { version: 1, upsert: [extra[0]] })).json().version).toBe(2);
  });

  describe('rename, duplicate, trash', () => {
    it('renames; duplicates under a new title; the trash lists, restores, and reads a trashed spec as 404', async () => {
      const [spec] = (await owner.client.get(url)).json<{ specs: { id: string }[] }>().specs;
      if (!spec) throw new Error('no spec');
      const renamed = await owner.client.request('PUT', `${url}/${spec.id}/title`, { title: 'Login v2' });
      expect(renamed.json().spec.title).toBe('Login v2');
      // Three specs already: the limit.
      const copy = await owner.client.post(`${url}/${spec.id}/duplicate`, { title: 'Copy' });
      expect(copy.statusCode).toBe(403);
      expect(copy.json().message).toBe(tooManySpecsMessage(3));
      expect((await owner.client.request('DELETE', `${url}/${spec.id}`)).json()).toEqual({ ok: true });
      expect((await owner.client.get(`${url}/${spec.id}`)).statusCode).toBe(404);
      expect((await save(spec.id, { version: 1 })).statusCode).toBe(404);
      const trash = (await owner.client.get(`${url}/trash`)).json<{
        specs: { id: string; deleted_at: string }[];
      }>();
      expect(trash.specs.map((item) => item.id)).toEqual([spec.id]);
      const duplicated = await owner.client.post(
        `${url}/${(await owner.client.get(url)).json().specs[0].id}/duplicate`,
        {
          title: 'Copy',
        },
      );
      expect(duplicated.statusCode).toBe(200);
      expect(duplicated.json().spec).toMatchObject({ title: 'Copy', version: 1, rows: 4 });
      // Back at the limit: restoring from the trash is refused until one is deleted.
      expect((await owner.client.post(`${url}/${spec.id}/untrash`)).statusCode).toBe(403);
      await owner.client.request('DELETE', `${url}/${duplicated.json().spec.id}`);
      const restored = await owner.client.post(`${url}/${spec.id}/untrash`);
      expect(restored.statusCode).toBe(200);
      expect(restored.json().spec.title).toBe('Login v2');
      expect((await owner.client.post(`${url}/${spec.id}/untrash`)).statusCode).toBe(404);
    });
  });
});
