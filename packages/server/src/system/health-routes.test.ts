import { healthSchema } from '@specwright/core';
import { expect, it } from 'vitest';
import { buildTestApp } from '../test/app.js';
import { describeEachDatabase } from '../test/database.js';

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
