import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
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
import { type AnalysisSetupOptions, registerAnalysis } from './analysis-setup.js';
import { type AssistantSetupOptions, registerAssistant } from './assistant-setup.js';
import { createAuth } from './auth/auth.js';
import type { AppConfig } from './config.js';
import { type DatabaseConnection, openDatabase } from './db/client.js';
import { AppError, handleError } from './errors.js';
import { loggerOptions } from './logging.js';
import { productInfo } from './product-info.js';
import { createAnalyticsForwarder } from './providers/analytics.js';
import { createMailer } from './providers/mail.js';
import { activityRoutes } from './routes/activity.js';
import { analyticsRoutes } from './routes/analytics.js';
import { authRoutes } from './routes/auth.js';
import { configRoutes } from './routes/config.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { feedbackRoutes } from './routes/feedback.js';
import { healthRoutes } from './routes/health.js';
import { specFileRoutes } from './routes/spec-files.js';
import { findWebApp, registerWebApp } from './routes/web-app.js';
import { helmetOptions } from './security-headers.js';
import { creditsService } from './services/credits.js';

export type { AppConfig } from './config.js';
export type { DatabaseConnection } from './db/client.js';

/** Pino options plus Fastify's (e.g. `stream`). */
export type ServerLoggerOptions = FastifyLoggerOptions & LoggerOptions;

export interface BuildAppOptions extends AnalysisSetupOptions, AssistantSetupOptions {
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

/**
 * Sign-in (better-auth), credits, activity, dashboard, analytics and feedback, with their mail and
 * analytics; then score analysis and reviews, which use the credits and analytics, and the chat and agent.
 */
async function registerAccounts(
  app: App,
  config: AppConfig,
  database: DatabaseConnection,
  options: BuildAppOptions,
): Promise<void> {
  const mailer = createMailer(config.mail, app.log);
  const forwarder = createAnalyticsForwarder(config.analytics, app.log);
  app.addHook('onClose', async () => {
    await Promise.all([mailer.close(), forwarder?.close()]);
  });
  const credits = creditsService(database.db, config.limits.initialCredits);
  const auth = createAuth({ config, db: database.db, credits, mailer, log: app.log });
  await auth.$context;
  app.decorate('auth', auth);
  app.decorateRequest('signedInUser', undefined);

  const db = database.db;
  await app.register(authRoutes, { publicUrl: config.publicUrl, signInLimit: config.limits.authRateLimit });
  await app.register(activityRoutes, { db });
  await app.register(dashboardRoutes, { db, credits });
  await app.register(analyticsRoutes, { db, forwarder });
  await app.register(feedbackRoutes, { db, mailer, supportEmail: config.support.email });
  await registerAnalysis(app, { config, database, credits, forwarder, options });
  await registerAssistant(app, { config, db, forwarder, options });
}

async function registerRoutes(
  app: App,
  config: AppConfig,
  database: DatabaseConnection,
  options: BuildAppOptions,
) {
  const webApp = findWebApp(config.webDistDir);
  await app.register(healthRoutes, { database });
  await app.register(configRoutes, { config });
  await app.register(specFileRoutes, { specsDir: config.specsDir, webApp });
  await registerAccounts(app, config, database, options);
  await registerWebApp(app, webApp);
}

/** Fastify's types take a number of trusted hops as a function. */
function fastifyTrustProxy(trustProxy: AppConfig['trustProxy']) {
  const hops = trustProxy;
  return typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops;
}

/**
 * The Specwright HTTP server, ready to `listen()` or `inject()` (tests may add routes first). Opens (and on
 * close, closes) the configured database unless `options.database` is given.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger: loggerSetting(config, options.logger),
    // The spec's calls end in a slash (`/api/user-activity/`, `/api/dashboard/`); accept both spellings.
    routerOptions: { ignoreTrailingSlash: true },
    // Behind a reverse proxy, X-Forwarded-For gives the client's address (rate limits are per address).
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
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
    // Off by default; routes opt in with `config.rateLimit` (per client address).
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        new AppError(429, `Too many requests. Please try again in ${context.after}.`),
    });
    await registerApiDocs(app);
    await registerRoutes(app, config, database, options);
  } catch (error) {
    await app.close().catch(() => {});
    await closeDatabaseOnce();
    throw error;
  }
  return app;
}
