import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/app-config.js';
import type { DatabaseConnection } from '../db/database.js';
import { registerApiDocs } from './api-docs.js';
import { guardSlowBodies, timeoutOptions } from './client-timeouts.js';
import { registerCrossSiteGuard } from './cross-site-guard.js';
import { handleError } from './errors.js';
import type { App } from './fastify-app.js';
import { registerJsonBodyParser } from './json-body.js';
import { loggerSetting, type ServerLogger } from './logging.js';
import { registerRateLimit } from './rate-limit.js';
import { registerSecurityHeaders } from './security-headers.js';
import { boundedValidatorCompiler } from './validation.js';

/** Fastify's types take a number of trusted hops as a function. */
function fastifyTrustProxy(trustProxy: AppConfig['trustProxy']) {
  const hops = trustProxy;
  return typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
}

/** A Fastify server with zod schemas, the app's logger and its `{ error, message }` error answers. */
export function createFastifyServer(config: AppConfig, logger: ServerLogger | undefined): App {
  const app = Fastify({
    logger: loggerSetting(config.logLevel, logger),
    // The web app's calls end in a slash (`/api/user-activity/`, `/api/dashboard/`); accept both spellings.
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a reverse proxy, X-Forwarded-For gives the client's address (rate limits are per address).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...timeoutOptions(config.timeouts),
  }).withTypeProvider<ZodTypeProvider>();
  guardSlowBodies(app.server);
  registerJsonBodyParser(app, { maxItems: config.limits.maxRequirements });
  app.setValidatorCompiler(boundedValidatorCompiler(config.limits));
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  return app;
}

/**
 * What every route runs behind: security headers, the cross-site check of state-changing API requests, rate
 * limiting (opt-in per route) and the API docs.
 */
export async function registerHttpPlumbing(
  app: App,
  config: AppConfig,
  database: DatabaseConnection,
): Promise<void> {
  registerSecurityHeaders(app, config);
  registerCrossSiteGuard(app, config.publicUrl);
  await registerRateLimit(app, config, database);
  await registerApiDocs(app);
}
