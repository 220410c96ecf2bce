import { apiErrorSchema, healthSchema } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseConnection } from '../db/client.js';
import { checkHealth } from '../services/health.js';

export interface HealthRoutesOptions {
  database: DatabaseConnection;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether the server and its database answer',
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    () => checkHealth(database),
  );
};
