import { join } from 'node:path';
import { type App, buildApp } from '../app.js';
import type { AppConfig } from '../config/app-config.js';
import { productInfo } from '../config/product-info.js';
import { databaseUrlForDisplay } from '../http/redaction.js';
import { errorCode, firstLineOf, StartupError } from './startup-error.js';

/** `Specwright 0.1.0 listening on http://localhost:3000 (database: pglite at /srv/data/db)` */
export function listeningMessage(config: AppConfig, port: number): string {
  const database = config.databaseUrl
    ? `postgres at ${databaseUrlForDisplay(config.databaseUrl)}`
    : `pglite at ${join(config.dataDir, 'db')}`;
  return `Specwright ${productInfo().version} listening on http://localhost:${port} (database: ${database})`;
}

/** For the administrator, once at start-up when no language model is configured: which settings turn one on. */
export function noModelMessage(config: Pick<AppConfig, 'llm'>): string | null {
  if (config.llm) return null;
  return (
    'No language model is configured, so the AI assistant (chat and agent) and the model-based analysis are ' +
    'off. To turn them on, set LLM_PROVIDER (openai, anthropic or openai-compatible) and LLM_MODEL, with ' +
    'LLM_API_KEY (openai, anthropic) or LLM_BASE_URL (openai-compatible), then restart the server.'
  );
}

/** Builds the app and listens on HOST:PORT, logging one line once it answers (and one without a model). */
export async function startServer(config: AppConfig): Promise<App> {
  const app = await buildApp(config);
  // Fastify logs one line per network interface when listening on 0.0.0.0; we log a single line instead.
  const logLevel = app.log.level;
  app.log.level = 'warn';
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await app.close();
    throw error;
  } finally {
    app.log.level = logLevel;
  }
  app.log.info(listeningMessage(config, config.port));
  const noModel = noModelMessage(config);
  if (noModel) app.log.warn(noModel);
  return app;
}

/** One line that says why the server could not start and, where we know it, what to change. */
export function describeStartupFailure(error: unknown, config?: Pick<AppConfig, 'host' | 'port'>): string {
  if (error instanceof StartupError) return error.message;
  const code = errorCode(error);
  if (config && code === 'EADDRINUSE')
    return `Port ${config.port} is already in use. Set PORT to a free port.`;
  if (config && code === 'EACCES') {
    return `Port ${config.port} needs more privileges (EACCES). Set PORT to 1024 or above.`;
  }
  if (config && (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')) {
    return `HOST ${config.host} is not an address of this machine (${code}). Set HOST, e.g. to 0.0.0.0.`;
  }
  return firstLineOf(error);
}
