import { apiErrorSchema, okResponseSchema, userActivityRequestSchema } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import { authorizeActivityRecord } from '../policies/activity.js';
import { recordActivity } from '../services/activity.js';

export interface ActivityRoutesOptions {
  db: Database;
}

/** The backend database service's activity log: `POST /api/user-activity/`. */
export const activityRoutes: FastifyPluginAsyncZod<ActivityRoutesOptions> = async (app, { db }) => {
  app.post(
    '/api/user-activity/',
    {
      bodyLimit: 16 * 1024,
      schema: {
        tags: ['account'],
        summary: 'Record a finished review or analysis of the signed-in user (uid must be their own)',
        body: userActivityRequestSchema,
        response: { 200: okResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const actor = await requireUser(request);
      authorizeActivityRecord(actor, request.body.uid);
      await recordActivity(db, actor.id, request.body);
      return { ok: true as const };
    },
  );
};
