import { IMPORT_MESSAGES, MAX_SPEC_FILE_BYTES, SPEC_MESSAGES } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { nextClientAddress, type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';
import { upsertRows } from './spec-rows-store.js';

const url = '/api/specs';

describeEachDatabase('specs kept in the account', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  let other: SignedInTestUser;
  let specId: string;
  beforeAll(async () => {
    app = await buildTestApp(database());
    owner = await signUpNewUser(app, 'spec-owner');
    other = await signUpNewUser(app, 'spec-other');
    const created = await owner.client.post(url, { title: ' Sign-in ', spec: mcpTestSpec() });
    expect(created.statusCode).toBe(200);
    specId = created.json<{ spec: { id: string } }>().spec.id;
  });
  afterAll(async () => {
    await app.close();
  });

  const anonymous = (method: 'GET' | 'POST', path: string, payload?: object) =>
    app.inject({ method, url: path, remoteAddress: nextClientAddress(), ...(payload ? { payload } : {}) });

  it('creates at version 1 (normalised as File → Open does), lists without rows, reads with them', async () => {
    const listed = await owner.client.get(url);
    expect(listed.json()).toEqual({
      specs: [
        {
          id: specId,
          title: 'Sign-in',
          rows: 4,
          requirements: 3,
          mean_score: 56,
          version: 1,
          created_at: expect.any(String),
          updated_at: expect.any(String),
          workspace: null,
        },
      ],
    });
    const read = await owner.client.get(`${url}/${specId}`);
    expect(read.statusCode).toBe(200);
    const { data } = read.json<{ spec: { data: { rows: { id: string; tempChangeStatus: string }[] } } }>()
      .spec;
    expect(data.rows.map((row) => row.id)).toEqual(['c1', 'r1', 'r2', 'r3']);
    expect(data.rows.every((row) => row.tempChangeStatus === 'unchanged')).toBe(true);
  });

  it('policy: anonymous 401, another user 404 (and an empty list), the owner 200; a bearer token works too', async () => {
    for (const response of [
      await anonymous('GET', url),
      await anonymous('GET', `${url}/${specId}`),
      await anonymous('POST', url, { title: 'x', spec: mcpTestSpec() }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', message: expect.any(String) });
    }
    const foreign = await other.client.get(`${url}/${specId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: 'Not Found', message: SPEC_MESSAGES.notFound });
    expect((await other.client.get(url)).json()).toEqual({ specs: [] });
    const missing = await owner.client.get(`${url}/00000000-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
    const withToken = await app.inject({
      method: 'GET',
      url: `${url}/${specId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(withToken.statusCode).toBe(200);
  });

  it('refuses what File → Open refuses, a blank title, a bad id and a body over the size limit', async () => {
    const noRows = await owner.client.post(url, { title: 'Bad', spec: { columns: [] } });
    expect(noRows.statusCode).toBe(400);
    expect(noRows.json().message).toContain(IMPORT_MESSAGES.missingColumnsOrRows);
    const blank = await owner.client.post(url, { title: '  ', spec: mcpTestSpec() });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain(SPEC_MESSAGES.titleRequired);
    expect((await owner.client.get(`${url}/not-a-uuid`)).statusCode).toBe(400);
    const huge = await owner.client.post(url, {
      title: 'Huge',
      spec: { columns: [], rows: [], padding: 'x'.repeat(MAX_SPEC_FILE_BYTES) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'Payload Too Large', message: expect.any(String) });
  });

  it("reads a spec whole and in its rows' order (sent in reverse), with its links", async () => {
    const rows = Array.from({ length: 4321 }, (_, index) => ({
      id: `row-${index}`,
      rowOrder: index + 1,
      req_id: `REQ-${index}`,
      description: `The system shall handle case ${index} "quoted" \u00e9.`,
    }));
    const spec = {
      columns: [
        { field: 'req_id', headerName: 'ID', editorType: 'text' },
        { field: 'description', headerName: 'Requirement', editorType: 'text' },
      ],
      rows: [...rows].reverse(),
      links: [{ from: 'row-1', to: 'row-4000', type: 'refines' }],
    };
    const created = await owner.client.post(url, { title: 'Pages', spec });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ spec: { id: string } }>().spec.id;
    const read = await owner.client.get(`${url}/${id}`);
    expect(read.statusCode).toBe(200);
    const answer = read.json<{
      spec: { version: number; role: string; data: { rows: { id: string; description: string }[] } & object };
    }>().spec;
    expect(answer.version).toBe(1);
    expect(answer.role).toBe('owner');
    expect(answer.data.rows.map((row) => row.id)).toEqual(rows.map((row) => row.id));
    expect(answer.data.rows[3]?.description).toBe('The system shall handle case 3 "quoted" é.');
    expect(answer.data).toMatchObject({ links: spec.links, columns: expect.arrayContaining([]) });
    expect(Object.keys(answer.data).sort()).toEqual(['columns', 'links', 'rows']);
  });

  it('reads rows in order across pages, gaps wider than a page, ties and the extreme positions', async () => {
    const rows = Array.from({ length: 6001 }, (_, index) => ({
      id: `row-${index}`,
      rowOrder: index + 1,
      description: `Requirement ${index}.`,
    }));
    const spec = { columns: [{ field: 'description', headerName: 'Requirement' }], rows };
    const created = await owner.client.post(url, { title: 'Positions', spec });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ spec: { id: string } }>().spec.id;
    // Positions a save never writes today, but a spec's rows are read in their order whatever they are.
    const placed = [
      { id: 'tie-b', rowOrder: 20_000 },
      { id: 'tie-a', rowOrder: 20_000 },
      { id: 'first', rowOrder: -3 },
      { id: 'last', rowOrder: 2 ** 31 - 1 },
      { id: 'row-7', rowOrder: 12_000 },
    ].map((row) => ({ ...row, tempChangeStatus: 'unchanged' as const, description: row.id }));
    await upsertRows(database().db, id, placed);
    const expected = [...rows.filter((row) => row.id !== 'row-7'), ...placed]
      .sort((a, b) => a.rowOrder - b.rowOrder || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
    const read = await owner.client.get(`${url}/${id}`);
    expect(read.statusCode).toBe(200);
    const ids = read
      .json<{ spec: { data: { rows: { id: string }[] } } }>()
      .spec.data.rows.map((row) => row.id);
    expect(ids).toEqual(expected);
    expect(ids.slice(0, 2)).toEqual(['first', 'row-0']);
    expect(ids.slice(-4)).toEqual(['row-7', 'tie-a', 'tie-b', 'last']);
  });
});
