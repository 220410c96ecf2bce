import { accountEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import type { AnswerCache } from '../http/answer-cache.js';
import { sendJson } from '../http/answer-cache.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { assertCanReadDashboard } from './dashboard-policy.js';
import { type DashboardService, isoWeekStart } from './dashboard-service.js';

const weekMs = 7 * 24 * 60 * 60 * 1000;

export interface DashboardRoutesOptions {
  dashboard: DashboardService;
  answers: AnswerCache;
}

/**
 * The signed-in user's dashboard: `GET /api/dashboard/?uid=` (session cookie or bearer token). Kept in the
 * answer cache until its activity sums, credits or last sign-in change (`d:`), the user does (`u:`), or
 * its week ends.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { dashboard, answers },
) => {
  app.route({
    ...endpointRoute(accountEndpoints.dashboard, {
      tags: ['account'],
      summary: "The signed-in user's dashboard: credits, activity totals and weekly metrics (own uid only)",
      errors: [400, 401, 403],
    }),
    handler: async (request, reply) => {
      const { id } = assertCanReadDashboard(await findUser(request), request.query.uid);
      const now = new Date();
      const week = isoWeekStart(now).getTime();
      const endedBy = [`d:${id}`, `u:${id}`];
      const compute = () => dashboard.dashboardOf(id, now);
      return sendJson(
        reply,
        await answers.answer(`dashboard|${id}|${week}`, endedBy, compute, week + weekMs),
      );
    },
  });
};
