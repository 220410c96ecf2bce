import { analyticsEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import type { AnalyticsService } from './analytics-service.js';

export interface AnalyticsRoutesOptions {
  analytics: AnalyticsService;
}

/** Product analytics events from the web app: `POST /api/analytics/events` (signed in or not). */
export const analyticsRoutes: FastifyPluginAsyncZod<AnalyticsRoutesOptions> = async (app, { analytics }) => {
  app.route({
    ...endpointRoute(analyticsEndpoints.recordEvent, {
      tags: ['analytics'],
      summary: 'Record a review_completed or feature_used event (forwarded to PostHog when configured)',
      errors: [400, 413, 429],
    }),
    bodyLimit: 8 * 1024,
    config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    handler: async (request) => {
      const user = await findUser(request);
      await analytics.record({
        name: request.body.name,
        sessionId: request.body.session_id,
        properties: request.body.properties,
        userId: user?.id ?? null,
      });
      return { ok: true as const };
    },
  });
};
