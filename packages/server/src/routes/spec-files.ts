import { apiErrorSchema } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../errors.js';
import { readSpecFile, requireSpecFile, specFileNameSchema } from '../services/spec-files.js';
import type { WebApp } from './web-app.js';

export interface SpecFileRoutesOptions {
  specsDir: string;
  /** A root-level `.json` file of the web app is served when no example has its name. */
  webApp: WebApp;
}

const params = z.object({ fileName: specFileNameSchema });
const response = {
  200: z.unknown().describe('The spec file (JSON: columns, rows, optional uiStyles)'),
  400: apiErrorSchema,
  404: apiErrorSchema,
};

/** Template and example spec files: `GET /template/{fileName}` and `GET /{fileName}`. */
export const specFileRoutes: FastifyPluginAsyncZod<SpecFileRoutesOptions> = async (app, options) => {
  app.get(
    '/template/:fileName',
    { schema: { tags: ['spec files'], summary: 'A spec template', params, response } },
    async (request, reply) => {
      const file = await requireSpecFile(options.specsDir, 'template', request.params.fileName);
      return reply.type('application/json').send(file);
    },
  );

  // The pattern in the path keeps this route off every other root path (the web app's files, SPA routes).
  app.get(
    '/:fileName([A-Za-z0-9._-]+\\.json)',
    { schema: { tags: ['spec files'], summary: 'An example spec file', params, response } },
    async (request, reply) => {
      const { fileName } = request.params;
      const file = await readSpecFile(options.specsDir, 'example', fileName);
      if (file !== null) return reply.type('application/json').send(file);
      if (options.webApp.hasRootFile(fileName)) return reply.sendFile(fileName);
      throw new AppError(404, `File not found: ${fileName}`);
    },
  );
};
