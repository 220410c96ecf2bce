import {
  advancedReviewRequestSchema,
  advancedReviewResponseSchema,
  apiErrorSchema,
  basicReviewRequestSchema,
  basicReviewResponseSchema,
  taskStartedSchema,
} from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser, requireUser } from '../auth/guard.js';
import type { AnalysisJobs } from '../jobs/analysis-jobs.js';
import { checkAnalysisRequest } from '../services/analysis.js';
import type { AnalysisDependencies } from '../services/analysis-engine.js';
import type { ReviewsService } from '../services/reviews.js';
import { ANALYSIS_BODY_LIMIT, analysisRateLimit, registerTaskRoutes } from './analysis-tasks.js';

export interface ReviewRoutesOptions {
  jobs: AnalysisJobs;
  reviews: ReviewsService;
  dependencies: AnalysisDependencies;
}

const errors = { 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema };

/** Basic review (sync, async, status, cancel) and advanced review (sign-in and credits) of §7. */
export const reviewRoutes: FastifyPluginAsyncZod<ReviewRoutesOptions> = async (
  app,
  { jobs, reviews, dependencies },
) => {
  app.post(
    '/api/reqif_analyze/basic',
    {
      bodyLimit: ANALYSIS_BODY_LIMIT,
      config: analysisRateLimit,
      schema: {
        tags: ['reviews'],
        summary: 'Basic review of one column: status, proposition and reason per row',
        body: basicReviewRequestSchema,
        response: { 200: basicReviewResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await findUser(request);
      return reviews.basicReview(user?.id ?? null, request.body);
    },
  );

  app.post(
    '/api/reqif_analyze/basic/async',
    {
      bodyLimit: ANALYSIS_BODY_LIMIT,
      config: analysisRateLimit,
      schema: {
        tags: ['reviews'],
        summary: 'Start a basic review as a task; poll its status',
        body: basicReviewRequestSchema,
        response: { 200: taskStartedSchema, ...errors },
      },
    },
    async (request) => {
      checkAnalysisRequest(dependencies, request.body);
      const user = await findUser(request);
      const task = await jobs.submit('basic', user?.id ?? null, request.body);
      return { task_id: task.taskId, status: task.status };
    },
  );

  registerTaskRoutes(app, '/api/reqif_analyze/basic', 'basic', jobs, 'reviews');

  app.post(
    '/api/reqif_propose/advanced',
    {
      bodyLimit: ANALYSIS_BODY_LIMIT,
      config: analysisRateLimit,
      schema: {
        tags: ['reviews'],
        summary: 'Advanced review (signed in; spends one credit per row): proposals across the whole spec',
        body: advancedReviewRequestSchema,
        response: {
          200: advancedReviewResponseSchema,
          ...errors,
          401: apiErrorSchema,
          402: apiErrorSchema,
        },
      },
    },
    async (request) => reviews.advancedReview(await requireUser(request), request.body),
  );
};
