import type { Database } from '../db/database.js';
import type { App } from '../http/fastify-app.js';
import type { SpecsService } from '../specs/specs-service.js';
import { createJunitPool } from './junit-pool.js';
import { testResultsRoutes } from './test-results-routes.js';
import { testResultsService } from './test-results-service.js';

/** Traceability kept per spec: test results imported from JUnit reports (read in a thread of their own). */
export async function registerTrace(app: App, { db, specs }: { db: Database; specs: SpecsService }) {
  const pool = createJunitPool();
  app.addHook('onListen', async () => pool.start());
  app.addHook('onClose', () => pool.close());
  await app.register(testResultsRoutes, { results: testResultsService({ db, specs, pool }) });
}
