import { systemEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../http/endpoint-route.js';
import type { HealthService } from './health-service.js';

export interface HealthRoutesOptions {
  health: HealthService;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { health }) => {
  app.route({
    ...endpointRoute(systemEndpoints.health, {
      tags: ['system'],
      summary: 'Whether the server and its database answer',
      errors: [503],
    }),
    handler: () => health.check(),
  });
};
