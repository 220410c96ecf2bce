import { publicConfigSchema } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config.js';
import { productInfo } from '../product-info.js';
import { publicConfig } from '../services/public-config.js';

export interface ConfigRoutesOptions {
  config: AppConfig;
}

export const configRoutes: FastifyPluginAsyncZod<ConfigRoutesOptions> = async (app, { config }) => {
  app.get(
    '/api/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public client configuration: enabled features, contacts, limits and missing settings',
        response: { 200: publicConfigSchema },
      },
    },
    () => publicConfig(config, productInfo()),
  );
};
