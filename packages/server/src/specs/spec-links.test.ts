import { LINK_LIMIT_MESSAGES, MAX_SPEC_LINKS, type SpecLink } from '@specwright/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, testConfig } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';

const url = '/api/specs';
const link = (from: string, to: string, type = 'verifies'): SpecLink => ({ from, to, type });

interface Read {
  version: number;
  data: { rows: { id: string }[]; links?: SpecLink[] };
}

describeEachDatabase('links of kept specs', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  beforeAll(async () => {
    app = await buildTestApp(database(), testConfig({ MAX_REQUIREMENTS: '1000' }));
    owner = await signUpNewUser(app, 'spec-linker');
  });
  afterAll(async () => {
    await app.close();
  });

  async function create(links: SpecLink[] = [link('r3', 'r1')]) {
    const created = await owner.client.post(url, { title: 'Linked', spec: { ...mcpTestSpec(), links } });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<{ spec: { id: string } & Read }>().spec;
  }
  const read = async (id: string) => (await owner.client.get(`${url}/${id}`)).json<{ spec: Read }>().spec;
  const save = (id: string, body: object) => owner.client.request('PUT', `${url}/${id}`, body);
  const versions = async (id: string) =>
    (await owner.client.get(`${url}/${id}/versions`)).json<{
      versions: { id: string; name: string | null }[];
    }>().versions;

  it('keeps the links of a new spec, saves the whole list when it changed, and reads them back', async () => {
    const spec = await create();
    expect(spec.data.links).toEqual([link('r3', 'r1')]);
    expect((await read(spec.id)).data.links).toEqual([link('r3', 'r1')]);
    const links = [link('r3', 'r1'), link('r2', 'r1', ' refines ')];
    const saved = await save(spec.id, { version: 1, links });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read(spec.id)).data.links).toEqual([link('r3', 'r1'), link('r2', 'r1', 'refines')]);
    expect((await save(spec.id, { version: 2, links: [] })).statusCode).toBe(200);
    expect((await read(spec.id)).data).not.toHaveProperty('links');
  });

  it('refuses links to a row the spec does not hold after the save, saving nothing; a row added with them is fine', async () => {
    const spec = await create();
    const refused = await save(spec.id, { version: 1, links: [link('r3', 'r1'), link('r9', 'r1')] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(LINK_LIMIT_MESSAGES.notBetweenRows(1));
    const deleting = await save(spec.id, { version: 1, delete: ['r1'], links: [link('r3', 'r1')] });
    expect(deleting.statusCode).toBe(400);
    expect(await read(spec.id)).toMatchObject({ version: 1, data: { links: [link('r3', 'r1')] } });
    const withRow = await save(spec.id, {
      version: 1,
      upsert: [{ id: 't1', rowOrder: 5, description: 'Test: audit entry' }],
      links: [link('r3', 'r1'), link('t1', 'r1')],
    });
    expect(withRow.statusCode, withRow.body).toBe(200);
    expect((await read(spec.id)).data.links).toEqual([link('r3', 'r1'), link('t1', 'r1')]);
  });

  it('a save of the columns or the rows alone keeps the links', async () => {
    const spec = await create();
    const columns = mcpTestSpec().columns.map((column) => ({ ...column, width: 222 }));
    expect((await save(spec.id, { version: 1, columns })).statusCode).toBe(200);
    const upsert = [{ id: 'r2', rowOrder: 3, req_id: 'REQ-2', description: 'Changed' }];
    expect((await save(spec.id, { version: 2, upsert })).statusCode).toBe(200);
    expect((await read(spec.id)).data.links).toEqual([link('r3', 'r1')]);
  });

  it('a copy of a spec keeps its links', async () => {
    const spec = await create();
    const copy = await owner.client.post(`${url}/${spec.id}/duplicate`, { title: 'Linked copy' });
    expect(copy.statusCode, copy.body).toBe(200);
    expect((await read(copy.json().spec.id)).data.links).toEqual([link('r3', 'r1')]);
  });

  it('drops the links of a row a save removes, when the save sends no links', async () => {
    const spec = await create([link('r3', 'r1'), link('r2', 'r3', 'refines')]);
    expect((await save(spec.id, { version: 1, delete: ['r1'] })).statusCode).toBe(200);
    expect((await read(spec.id)).data.links).toEqual([link('r2', 'r3', 'refines')]);
  });

  it('refuses more than the most links a spec holds with a message, on a save and on a new spec', async () => {
    const spec = await create();
    const rowIds = Array.from({ length: 450 }, (_, index) => `n${index}`);
    const many: SpecLink[] = [];
    for (const from of rowIds) {
      for (const to of rowIds) if (from !== to && many.length <= MAX_SPEC_LINKS) many.push(link(from, to));
    }
    const tooMany = await save(spec.id, { version: 1, links: many });
    expect(tooMany.statusCode, tooMany.body.slice(0, 300)).toBe(400);
    expect(tooMany.json().message).toBe(
      `Invalid request body: links: Too big: expected array to have <=${MAX_SPEC_LINKS} items`,
    );
    const rows = rowIds.map((id, index) => ({ id, rowOrder: index + 1, description: id }));
    const created = await owner.client.post(url, {
      title: 'Too linked',
      spec: { columns: mcpTestSpec().columns, rows, links: many },
    });
    expect(created.statusCode).toBe(413);
    expect(created.json().message).toBe(LINK_LIMIT_MESSAGES.tooManyLinks(MAX_SPEC_LINKS + 1));
  }, 120_000);

  it('versions keep links: the diff names the links added and removed by their IDs, a restore brings them back', async () => {
    const spec = await create();
    const named = await owner.client.post(`${url}/${spec.id}/versions`, { name: 'baseline' });
    const baseline = named.json<{ version: { id: string } }>().version.id;
    const saved = await save(spec.id, { version: 1, links: [link('r2', 'c1', 'refines')] });
    expect(saved.statusCode, saved.body).toBe(200);
    const diff = (await owner.client.get(`${url}/${spec.id}/diff?from=${baseline}`)).json();
    expect(diff.counts).toEqual({ added: 0, removed: 0, changed: 0 });
    expect(diff.links).toEqual([
      { kind: 'added', from: 'r2', to: 'c1', type: 'refines', fromLabel: 'REQ-2', toLabel: 'c1' },
      { kind: 'removed', from: 'r3', to: 'r1', type: 'verifies', fromLabel: 'REQ-3', toLabel: 'REQ-1' },
    ]);
    const restored = await owner.client.post(`${url}/${spec.id}/versions/${baseline}/restore`, {
      version: 2,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await read(spec.id)).data.links).toEqual([link('r3', 'r1')]);
    const replaced = (await versions(spec.id)).find((version) => version.name === null);
    const back = (await owner.client.get(`${url}/${spec.id}/diff?from=${baseline}`)).json();
    expect(back.links).toEqual([]);
    expect(replaced).toBeDefined();
  });

  it('names a removed row’s links by the version that held it', async () => {
    const spec = await create();
    const named = await owner.client.post(`${url}/${spec.id}/versions`, { name: 'before' });
    const before = named.json<{ version: { id: string } }>().version.id;
    expect((await save(spec.id, { version: 1, delete: ['r3'] })).statusCode).toBe(200);
    const diff = (await owner.client.get(`${url}/${spec.id}/diff?from=${before}`)).json();
    expect(diff.links).toEqual([
      { kind: 'removed', from: 'r3', to: 'r1', type: 'verifies', fromLabel: 'REQ-3', toLabel: 'REQ-1' },
    ]);
  });
});
