import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../test/app.js';
import { type SignedInTestUser, signUpNewUser } from '../test/auth-client.js';
import { describeEachDatabase } from '../test/database.js';
import { mcpTestSpec } from '../test/mcp-spec.js';

const url = '/api/specs';

/** Specs whose kept requirement count or score sums differ from their rows (recounted from scratch). */
const driftedSql = `select s.id from specs s
  left join (select spec_id, count(*) filter (where specwright_row_is_requirement(data)) as requirements,
               coalesce(sum(specwright_row_score(data)) filter (where specwright_row_is_requirement(data)), 0) as score_sum,
               count(specwright_row_score(data)) filter (where specwright_row_is_requirement(data)) as score_count
             from spec_rows group by spec_id) r on r.spec_id = s.id
  where s.requirement_count <> coalesce(r.requirements, 0) or s.score_sum <> coalesce(r.score_sum, 0)
     or s.score_count <> coalesce(r.score_count, 0)`;

describeEachDatabase('the requirement counts and scores kept for the list of specs', (database) => {
  let app: App;
  let owner: SignedInTestUser;
  beforeAll(async () => {
    app = await buildTestApp(database());
    owner = await signUpNewUser(app, 'spec-tally');
  });
  afterAll(async () => {
    await app.close();
  });

  const listed = async (id: string) =>
    (await owner.client.get(url))
      .json<{ specs: Array<{ id: string; rows: number; requirements: number; mean_score: number | null }> }>()
      .specs.find((spec) => spec.id === id);

  it('follows every patch: scores changed, a requirement made context, rows added and deleted', async () => {
    const created = await owner.client.post(url, { title: 'Tally', spec: mcpTestSpec() });
    const { id } = created.json<{ spec: { id: string } }>().spec;
    expect(await listed(id)).toMatchObject({ rows: 4, requirements: 3, mean_score: 56 });
    const saved = await owner.client.request('PUT', `${url}/${id}`, {
      version: 1,
      upsert: [
        { id: 'r2', rowOrder: 3, description: 'The system shall answer.', score: ' 70 ' },
        { id: 'r3', rowOrder: 4, description: 'Some context.', this_is_a: 'context' },
        { id: 'n1', rowOrder: 5, description: 'The system shall log.', score: 41.5 },
      ],
      delete: ['r1'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // r2 (70) and n1 (41.5): the chapter and the context row are no requirements.
    expect(await listed(id)).toMatchObject({ rows: 4, requirements: 2, mean_score: 55.8 });
    const unscored = await owner.client.request('PUT', `${url}/${id}`, {
      version: 2,
      upsert: [{ id: 'r2', rowOrder: 3, description: 'The system shall answer.', score: 'n/a' }],
      delete: ['n1'],
    });
    expect(unscored.statusCode, unscored.body).toBe(200);
    expect(await listed(id)).toMatchObject({ rows: 3, requirements: 1, mean_score: null });
    expect((await database().executeSql(driftedSql)).rows).toEqual([]);
  });
});
