import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app.js';
import type { EnvironmentVariables } from '../config/app-config.js';
import { testConfig } from './app.js';
import { createEmptyPostgresDatabase, type PostgresTestDatabase, testDatabaseUrl } from './database.js';

/**
 * Two servers on one new PostgreSQL database, as behind a load balancer, started before the suite's tests
 * and stopped after them, configured with `env` besides. Call inside a `describe.runIf(testDatabaseUrl)`.
 */
export function twoServersOnPostgres(env: EnvironmentVariables = {}): {
  first: () => App;
  second: () => App;
} {
  let database: PostgresTestDatabase | undefined;
  let first: App | undefined;
  let second: App | undefined;
  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(testDatabaseUrl ?? '');
    const config = testConfig({ ...env, DATABASE_URL: database.url });
    first = await buildApp(config, { logger: false });
    second = await buildApp(config, { logger: false });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });
  const started = (app: App | undefined): App => {
    if (!app) throw new Error('The two servers have not started');
    return app;
  };
  return { first: () => started(first), second: () => started(second) };
}
