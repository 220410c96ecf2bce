import { createAccountServices, registerAccount } from './account/account-setup.js';
import { type AnalysisSetupOptions, registerAnalysis } from './analysis/analysis-setup.js';
import { type AssistantSetupOptions, registerAssistant } from './assistant/assistant-setup.js';
import { registerAuth } from './auth/auth-setup.js';
import { registerCodeTrace } from './code-trace/code-trace-setup.js';
import type { AppConfig } from './config/app-config.js';
import { type DatabaseConnection, openDatabase } from './db/client.js';
import type { App } from './http/fastify-app.js';
import { createFastifyServer, registerHttpPlumbing } from './http/fastify-server.js';
import type { ServerLogger } from './http/logging.js';
import { findWebApp, registerWebApp } from './http/web-app.js';
import { registerInbox } from './inbox/inbox-setup.js';
import { registerLive } from './live/live-setup.js';
import { registerRepositories } from './repositories/repositories-setup.js';
import { registerSpecFiles } from './spec-files/spec-files-setup.js';
import { registerSpecs } from './specs/specs-setup.js';
import { registerSystem } from './system/system-setup.js';
import { registerWorkspaces } from './workspaces/workspaces-setup.js';

export type { AppConfig } from './config/app-config.js';
export type { DatabaseConnection } from './db/client.js';
export type { App } from './http/fastify-app.js';
export type { ServerLoggerOptions } from './http/logging.js';

export interface BuildAppOptions extends AnalysisSetupOptions, AssistantSetupOptions {
  /** An open database to use (tests); the app then leaves closing it to the caller. */
  database?: DatabaseConnection;
  /** false for no logging; an object adds to (or overrides) the server's pino options. Default: on. */
  logger?: ServerLogger;
}

/**
 * Every area's routes, in the order they match: health and public configuration, spec files, sign-in and
 * the account (credits, activity, dashboard, analytics, feedback), score analysis and the quality reviews (which use the
 * credits and analytics), the chat and agent, repositories, the specs kept in the account and the MCP server, workspaces, code scans, the inbox, the live channel, and last the web app, which answers every other page.
 */
async function registerAreas(
  app: App,
  config: AppConfig,
  database: DatabaseConnection,
  options: BuildAppOptions,
) {
  const webApp = findWebApp(config.webDistDir);
  await registerSystem(app, { config, database });
  await registerSpecFiles(app, { specsDir: config.specsDir, webApp });
  const account = createAccountServices(app, { config, db: database.db });
  const { credits, mailer, apiTokens } = account;
  const { answers } = await registerAuth(app, {
    config,
    db: database.db,
    database,
    credits,
    mailer,
    apiTokens,
  });
  await registerAccount(app, { config, db: database.db, account, answers });
  await registerAnalysis(app, { config, database, account, options });
  await registerAssistant(app, { config, db: database.db, account, options });
  const repositories = await registerRepositories(app, { config, db: database.db });
  const specs = await registerSpecs(app, { config, db: database.db, mailer });
  await registerWorkspaces(app, { config, db: database.db, mailer, specs });
  await registerCodeTrace(app, { config, db: database.db, repositories });
  await registerInbox(app, { db: database.db });
  await registerLive(app, { config, database });
  await registerWebApp(app, webApp);
}

/**
 * The Specwright HTTP server, ready to `listen()` or `inject()` (tests may add routes first). Opens (and on
 * close, closes) the configured database unless `options.database` is given.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const app = createFastifyServer(config, options.logger);
  const database = options.database ?? (await openDatabase(config));
  let closeDatabase = options.database ? async () => {} : () => database.close();
  const closeDatabaseOnce = () => {
    const close = closeDatabase;
    closeDatabase = async () => {};
    return close();
  };
  app.addHook('onClose', closeDatabaseOnce);
  try {
    await registerHttpPlumbing(app, config, database);
    await registerAreas(app, config, database, options);
  } catch (error) {
    await app.close().catch(() => {});
    await closeDatabaseOnce();
    throw error;
  }
  return app;
}
