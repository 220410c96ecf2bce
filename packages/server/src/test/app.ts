import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../app.js';
import { type AppConfig, type EnvironmentVariables, loadConfig } from '../config/app-config.js';
import type { DatabaseConnection } from '../db/client.js';
import { testLogger } from './log-capture.js';
import { startTestSmtpServer, type TestSmtpServer } from './smtp-server.js';

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

/**
 * The app over an open test database, logging into the test run's log (testLogger). Close it with
 * `app.close()` (the database stays open).
 */
export function buildTestApp(database: DatabaseConnection, config: AppConfig = testConfig()): Promise<App> {
  return buildApp(config, { database, logger: testLogger() });
}

/**
 * Registers beforeAll/afterAll that start a local SMTP server and the app sending its mail there (with
 * `env` added to the configuration); the getters give both inside tests.
 */
export function useAppWithMailServer(
  database: () => DatabaseConnection,
  env: EnvironmentVariables = {},
): { app: () => App; smtp: () => TestSmtpServer } {
  let smtp: TestSmtpServer | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await buildTestApp(database(), testConfig({ SMTP_URL: smtp.url, ...env }));
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  const required = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`${name} is not started: use it inside a test`);
    return value;
  };
  return { app: () => required(app, 'the app'), smtp: () => required(smtp, 'the SMTP server') };
}
