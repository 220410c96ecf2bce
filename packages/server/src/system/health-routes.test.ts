import { healthSchema } from '@specwright/core';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { createTestDatabase, describeEachDatabase } from '../test/database.js';

describeEachDatabase('GET /api/health', (database) => {
  it('reports the version, the database kind and the uptime', async () => {
    const app = await buildTestApp(database());
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const health = healthSchema.parse(response.json());
    expect(health).toMatchObject({ status: 'ok', database: database().kind });
    expect(health.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
    await app.close();
  });
});

describe('GET /api/health while the embedded database works', () => {
  it('answers at once instead of queuing behind a long statement on its one connection', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildTestApp(database);
    try {
      let finished = false;
      const long = database
        .executeSql('select count(*), sum(length(md5(g::text))) from generate_series(1, 2000000) g')
        .then(() => {
          finished = true;
        });
      const response = await app.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(finished).toBe(false);
      await long;
    } finally {
      await app.close();
      await database.close();
    }
  });
});
