import { systemEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/app-config.js';
import { productInfo } from '../config/product-info.js';
import { sendJson } from '../http/answer-cache.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { publicConfig } from './public-config.js';

export interface ConfigRoutesOptions {
  config: AppConfig;
}

/** Asked on every page load: the configuration is read once at start, so is its JSON. */
export const configRoutes: FastifyPluginAsyncZod<ConfigRoutesOptions> = async (app, { config }) => {
  const json = JSON.stringify(systemEndpoints.config.response.parse(publicConfig(config, productInfo())));
  app.route({
    ...endpointRoute(systemEndpoints.config, {
      tags: ['system'],
      summary: 'Public client configuration: enabled features, contacts, limits and missing settings',
    }),
    handler: async (_request, reply) => sendJson(reply, json),
  });
};
