import { linkTargetEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import type { LinkTargetsService } from './link-targets-service.js';

const tags = ['specs'];

/** Links across specs: where a spec's links point, and the rows of a spec a link may point to. */
export const linkTargetRoutes: FastifyPluginAsyncZod<{ linkTargets: LinkTargetsService }> = async (
  app,
  { linkTargets },
) => {
  app.route({
    ...endpointRoute(linkTargetEndpoints.targets, {
      tags,
      summary:
        'Each row of another spec the spec’s links point to: ok (with its id and text), broken (gone) or hidden (a spec the caller cannot read)',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      return { targets: await linkTargets.targets(actor, request.params.id) };
    },
  });

  app.route({
    ...endpointRoute(linkTargetEndpoints.searchRows, {
      tags,
      summary: 'The first 20 rows of a spec whose id or text holds the query, for a link to point to',
      errors: [400, 401, 404],
    }),
    handler: async (request) => {
      const actor = await requireUser(request);
      return linkTargets.searchRows(actor, request.params.id, request.query.query);
    },
  });
};
