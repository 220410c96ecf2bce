import { accountEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import { assertCanReadDashboard } from './dashboard-policy.js';
import type { DashboardService } from './dashboard-service.js';

export interface DashboardRoutesOptions {
  dashboard: DashboardService;
}

/** The signed-in user's dashboard: `GET /api/dashboard/?uid=` (session cookie or bearer token). */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { dashboard }) => {
  app.route({
    ...endpointRoute(accountEndpoints.dashboard, {
      tags: ['account'],
      summary: "The signed-in user's dashboard: credits, activity totals and weekly metrics (own uid only)",
      errors: [400, 401, 403],
    }),
    handler: async (request) =>
      dashboard.dashboardOf(assertCanReadDashboard(await findUser(request), request.query.uid).id),
  });
};
