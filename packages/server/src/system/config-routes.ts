import { systemEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../http/endpoint-route.js';
import type { AppConfig } from '../startup/config.js';
import { productInfo } from '../startup/product-info.js';
import { publicConfig } from './public-config.js';

export interface ConfigRoutesOptions {
  config: AppConfig;
}

export const configRoutes: FastifyPluginAsyncZod<ConfigRoutesOptions> = async (app, { config }) => {
  app.route({
    ...endpointRoute(systemEndpoints.config, {
      tags: ['system'],
      summary: 'Public client configuration: enabled features, contacts, limits and missing settings',
    }),
    handler: () => publicConfig(config, productInfo()),
  });
};
