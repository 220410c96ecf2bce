import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import type { DatabaseConnection } from '../db/client.js';
import { buildAnalysisTestApp, deferred } from '../test/analysis.js';
import { testConfig } from '../test/app.js';
import { TestClient } from '../test/auth-client.js';
import { createTestDatabase } from '../test/database.js';

const MB = 1024 * 1024;
const ROUNDS = 8;

/** About 1 MB of requirements that do not compress. */
function largeRequest() {
  const text = () => randomBytes(5_000).toString('base64').slice(0, 9_000);
  const requirements = Array.from({ length: 110 }, (_, i) => ({ id: `R${i + 1}`, description: text() }));
  return { analysis_id: 'large', requirements };
}

// PostgreSQL's autovacuum reclaims this space there; the embedded database has none.
describe('the embedded database after cancelled analyses', () => {
  let database: DatabaseConnection;
  let app: App;
  const gate = deferred();
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildAnalysisTestApp(
      database,
      {
        qualityEngine: {
          scoreRequirements: () => gate.promise.then(() => Promise.reject(new Error('held'))),
        },
      },
      testConfig({ TASK_MAX_UNFINISHED: '100' }),
    );
  });
  afterAll(async () => {
    gate.resolve();
    await app?.close();
    await database?.close();
  });

  it('reuses the space of their deleted requests: the tasks table does not grow with each one', async () => {
    const client = new TestClient(app);
    for (let round = 0; round < ROUNDS; round++) {
      const started = await client.post('/api/analyze/score/async', largeRequest());
      expect(started.statusCode, started.body).toBe(200);
      const cancelUrl = `/api/analyze/score/cancel/${started.json().task_id}`;
      expect((await client.request('DELETE', cancelUrl)).statusCode).toBe(200);
    }
    await expect
      .poll(
        async () => {
          const { rows } = await database.executeSql(
            "select pg_total_relation_size('analysis_tasks')::float8 as bytes",
          );
          return Number((rows[0] as { bytes: number }).bytes) / MB;
        },
        { timeout: 10_000, interval: 250 },
      )
      .toBeLessThan(3);
  });
});
