import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type App, buildApp } from '../app.js';
import { type AppConfig, type EnvironmentVariables, loadConfig } from '../config.js';
import type { DatabaseConnection } from '../db/client.js';

/**
 * A configuration for tests: defaults plus `env`, a fixed SECRET_KEY (so nothing is written), and no
 * built web app unless `overrides.webDistDir` says where one is.
 */
export function testConfig(env: EnvironmentVariables = {}, overrides: Partial<AppConfig> = {}): AppConfig {
  const unusedDir = join(tmpdir(), 'specwright-test-unused');
  const config = loadConfig({
    DATA_DIR: unusedDir,
    SECRET_KEY: 'test-secret-key-not-for-production',
    ...env,
  });
  return { ...config, webDistDir: join(unusedDir, 'no-web-dist'), ...overrides };
}

/** The app over an open test database, without logging. Close it with `app.close()` (the database stays open). */
export function buildTestApp(database: DatabaseConnection, config: AppConfig = testConfig()): Promise<App> {
  return buildApp(config, { database, logger: false });
}
