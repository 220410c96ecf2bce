import { accountEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { assertCanWriteActivity } from './activity-policy.js';
import type { ActivityService } from './activity-service.js';

export interface ActivityRoutesOptions {
  activity: ActivityService;
}

/** The activity log: `POST /api/user-activity/`. */
export const activityRoutes: FastifyPluginAsyncZod<ActivityRoutesOptions> = async (app, { activity }) => {
  app.route({
    ...endpointRoute(accountEndpoints.recordActivity, {
      tags: ['account'],
      summary: 'Record a finished review or analysis of the signed-in user (uid must be their own)',
      errors: [400, 401, 403],
    }),
    bodyLimit: 16 * 1024,
    handler: async (request) => {
      const actor = assertCanWriteActivity(await findUser(request), request.body.uid);
      await activity.record(actor.id, request.body);
      return { ok: true as const };
    },
  });
};
