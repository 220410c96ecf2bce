import { accountEndpoints } from '@specwright/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import type { DashboardAnswers } from './dashboard-answers.js';
import { assertCanReadDashboard } from './dashboard-policy.js';

export interface DashboardRoutesOptions {
  dashboards: DashboardAnswers;
}

/** The signed-in user's dashboard: `GET /api/dashboard/?uid=` (session cookie or bearer token). */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { dashboards }) => {
  app.route({
    ...endpointRoute(accountEndpoints.dashboard, {
      tags: ['account'],
      summary: "The signed-in user's dashboard: credits, activity totals and weekly metrics (own uid only)",
      errors: [400, 401, 403],
    }),
    handler: async (request, reply) => {
      const caller = assertCanReadDashboard(await findUser(request), request.query.uid);
      return sendJson(reply, await dashboards.answerOf(caller.id));
    },
  });
};

/** Sends `json` (text already serialized from the endpoint's response type) as it is. */
function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json').send(json);
}
