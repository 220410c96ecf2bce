import { analyticsEventRequestSchema, analyticsEventResponseSchema, apiErrorSchema } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import type { Database } from '../db/database.js';
import type { AnalyticsForwarder } from '../providers/analytics.js';
import { recordAnalyticsEvent } from '../services/analytics.js';

export interface AnalyticsRoutesOptions {
  db: Database;
  forwarder: AnalyticsForwarder | null;
}

/** Product analytics events from the web app: `POST /api/analytics/events` (signed in or not). */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, options) => {
  app.post(
    '/api/analytics/events',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
      schema: {
        tags: ['analytics'],
        summary: 'Record a review_completed or feature_used event (forwarded to PostHog when configured)',
        body: analyticsEventRequestSchema,
        response: {
          200: analyticsEventResponseSchema,
          400: apiErrorSchema,
          413: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await findUser(request);
      await recordAnalyticsEvent(options.db, options.forwarder, {
        name: request.body.name,
        sessionId: request.body.session_id,
        properties: request.body.properties,
        userId: user?.id ?? null,
      });
      return { ok: true as const };
    },
  );
};
