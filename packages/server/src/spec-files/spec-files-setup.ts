import type { App } from '../http/fastify-app.js';
import type { WebApp } from '../http/web-app.js';
import { specFileRoutes } from './spec-file-routes.js';
import { specFilesService } from './spec-files-service.js';

interface SpecFilesSetupContext {
  specsDir: string;
  webApp: WebApp;
}

/** The shipped templates and example specs. */
export async function registerSpecFiles(
  app: App,
  { specsDir, webApp }: SpecFilesSetupContext,
): Promise<void> {
  await app.register(specFileRoutes, { specFiles: specFilesService({ specsDir }), webApp });
}
