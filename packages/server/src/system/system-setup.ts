import type { AppConfig } from '../config/app-config.js';
import type { DatabaseConnection } from '../db/client.js';
import type { App } from '../http/fastify-app.js';
import { configRoutes } from './config-routes.js';
import { healthRoutes } from './health-routes.js';
import { healthService } from './health-service.js';

interface SystemSetupContext {
  config: AppConfig;
  database: DatabaseConnection;
}

/** Whether the server answers (`/api/health`) and what the web app may know of its configuration. */
export async function registerSystem(app: App, { config, database }: SystemSetupContext): Promise<void> {
  await app.register(healthRoutes, { health: healthService({ database }) });
  await app.register(configRoutes, { config });
}
