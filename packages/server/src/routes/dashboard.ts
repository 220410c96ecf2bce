import { apiErrorSchema, dashboardQuerySchema, dashboardSchema } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { authorizeDashboardRead } from '../policies/dashboard.js';
import type { CreditsService } from '../services/credits.js';
import { dashboardFor } from '../services/dashboard.js';

export interface DashboardRoutesOptions {
  db: Database;
  credits: CreditsService;
}

/** The signed-in user's dashboard: `GET /api/dashboard/?uid=` (session cookie or bearer token). */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (
  app,
  { db, credits },
) => {
  app.get(
    '/api/dashboard/',
    {
      schema: {
        tags: ['account'],
        summary: "The signed-in user's dashboard: credits, activity totals and weekly metrics (own uid only)",
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      authorizeDashboardRead(actor, request.query.uid);
      return dashboardFor(db, credits, actor.id);
    },
  );
};
