import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyLoggerOptions,
  type RawReplyDefaultExpression,
  type RawRequestDefaultExpression,
  type RawServerDefault,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { LoggerOptions } from 'pino';
import type { AppConfig } from './config.js';
import { type DatabaseConnection, openDatabase } from './db/client.js';
import { handleError } from './errors.js';
import { loggerOptions } from './logging.js';
import { productInfo } from './product-info.js';
import { configRoutes } from './routes/config.js';
import { healthRoutes } from './routes/health.js';
import { specFileRoutes } from './routes/spec-files.js';
import { findWebApp, registerWebApp } from './routes/web-app.js';
import { helmetOptions } from './security-headers.js';

export type { AppConfig } from './config.js';
export type { DatabaseConnection } from './db/client.js';

/** Pino options plus Fastify's (e.g. `stream`). */
export type ServerLoggerOptions = FastifyLoggerOptions & LoggerOptions;

export interface BuildAppOptions {
  /** An open database to use (tests); the app then leaves closing it to the caller. */
  database?: DatabaseConnection;
  /** false for no logging; an object adds to (or overrides) the server's pino options. Default: on. */
  logger?: boolean | ServerLoggerOptions;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

function loggerSetting(config: AppConfig, logger: BuildAppOptions['logger']): false | ServerLoggerOptions {
  if (logger === false) return false;
  return { ...loggerOptions(config.logLevel), ...(logger === true || logger === undefined ? {} : logger) };
}

async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Specwright API',
        description: 'Write, review and hand off software requirement specifications.',
        version: productInfo().version,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}

async function registerRoutes(app: FastifyInstance, config: AppConfig, database: DatabaseConnection) {
  const webApp = findWebApp(config.webDistDir);
  await app.register(healthRoutes, { database });
  await app.register(configRoutes, { config });
  await app.register(specFileRoutes, { specsDir: config.specsDir, webApp });
  await registerWebApp(app, webApp);
}

/**
 * The Specwright HTTP server, ready to `listen()` or `inject()` (tests may add routes first). Opens (and on
 * close, closes) the configured database unless `options.database` is given.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({ logger: loggerSetting(config, options.logger) }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);

  const database = options.database ?? (await openDatabase(config));
  let closeDatabase = options.database ? async () => {} : () => database.close();
  const closeDatabaseOnce = () => {
    const close = closeDatabase;
    closeDatabase = async () => {};
    return close();
  };
  app.addHook('onClose', closeDatabaseOnce);
  try {
    await app.register(helmet, helmetOptions(config));
    await registerApiDocs(app);
    await registerRoutes(app, config, database);
  } catch (error) {
    await app.close().catch(() => {});
    await closeDatabaseOnce();
    throw error;
  }
  return app;
}
