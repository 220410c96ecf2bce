import { specFileEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../http/endpoint-route.js';
import { AppError } from '../http/errors.js';
import type { WebApp } from '../http/web-app.js';
import type { SpecFilesService } from './spec-files-service.js';

export interface SpecFileRoutesOptions {
  specFiles: SpecFilesService;
  /** A root-level `.json` file of the web app is served when no example has its name. */
  webApp: WebApp;
}

const tags = ['spec files'];

/** Template and example spec files: `GET /template/{fileName}` and `GET /{fileName}`. */
export const specFileRoutes: FastifyPluginAsyncZod<SpecFileRoutesOptions> = async (app, options) => {
  app.route({
    ...endpointRoute(specFileEndpoints.template, { tags, summary: 'A spec template', errors: [400, 404] }),
    handler: async (request, reply) => {
      const file = await options.specFiles.require('template', request.params.fileName);
      return reply.type('application/json').send(file);
    },
  });

  app.route({
    ...endpointRoute(specFileEndpoints.example, {
      tags,
      summary: 'An example spec file',
      errors: [400, 404],
    }),
    handler: async (request, reply) => {
      const { fileName } = request.params;
      const file = await options.specFiles.read('example', fileName);
      if (file !== null) return reply.type('application/json').send(file);
      if (options.webApp.hasRootFile(fileName)) return reply.sendFile(fileName);
      throw new AppError(404, `File not found: ${fileName}`);
    },
  });
};
