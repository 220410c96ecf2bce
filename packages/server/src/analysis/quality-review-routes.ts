import { advancedReviewEndpoints, basicReviewEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser, requireUser } from '../auth/guard.js';
import { endpointRoute } from '../http/endpoint-route.js';
import type { AnalysisService } from './analysis-service.js';
import type { AnalysisJobs } from './jobs/analysis-jobs.js';
import { sendJsonInPieces, yieldBetweenSteps } from './json-reply.js';
import type { QualityReviewsService } from './quality-reviews-service.js';
import { ANALYSIS_BODY_LIMIT, analysisRateLimit, registerTaskRoutes } from './task-routes.js';

export interface QualityReviewRoutesOptions {
  jobs: AnalysisJobs;
  analysis: AnalysisService;
  qualityReviews: QualityReviewsService;
}

/** Basic review (sync, async, status, cancel) and advanced review (sign-in and credits). */
export const qualityReviewRoutes: FastifyPluginAsyncZod<QualityReviewRoutesOptions> = async (
  app,
  { jobs, analysis, qualityReviews },
) => {
  registerTaskRoutes(app, {
    endpoints: basicReviewEndpoints,
    kind: 'basic',
    jobs,
    analysis,
    tag: 'reviews',
    summaries: {
      run: 'Basic review of one column: status, proposition and reason per row',
      start: 'Start a basic review as a task; poll its status',
    },
    run: async (body, request) => qualityReviews.basicReview((await findUser(request))?.id ?? null, body),
  });

  app.route({
    ...endpointRoute(advancedReviewEndpoints.run, {
      tags: ['reviews'],
      summary:
        'Advanced review (signed in; spends one credit per requirement): proposals across the whole spec',
      errors: [400, 413, 429, 401, 402],
    }),
    bodyLimit: ANALYSIS_BODY_LIMIT,
    config: analysisRateLimit,
    ...yieldBetweenSteps,
    handler: async (request, reply) =>
      sendJsonInPieces(reply, await qualityReviews.advancedReview(await requireUser(request), request.body)),
  });
};
