import { apiErrorSchema, scoreRequestSchema, scoreResponseSchema, taskStartedSchema } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../auth/guard.js';
import type { AnalysisJobs } from '../jobs/analysis-jobs.js';
import { checkAnalysisRequest, runScoreAnalysis } from '../services/analysis.js';
import type { AnalysisDependencies } from '../services/analysis-engine.js';
import { ANALYSIS_BODY_LIMIT, analysisRateLimit, registerTaskRoutes } from './analysis-tasks.js';

export interface AnalysisRoutesOptions {
  jobs: AnalysisJobs;
  dependencies: AnalysisDependencies;
}

const errors = { 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema };

/** Score analysis (§7): sync, async with status polling, and cancel. Signed in or not. */
export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRoutesOptions> = async (
  app,
  { jobs, dependencies },
) => {
  app.post(
    '/api/analyze/score',
    {
      bodyLimit: ANALYSIS_BODY_LIMIT,
      config: analysisRateLimit,
      schema: {
        tags: ['analysis'],
        summary: 'Score every requirement (0–100) with the detector or finding that decided it and a rewrite',
        body: scoreRequestSchema,
        response: { 200: scoreResponseSchema, ...errors },
      },
    },
    async (request) => runScoreAnalysis(dependencies, request.body),
  );

  app.post(
    '/api/analyze/score/async',
    {
      bodyLimit: ANALYSIS_BODY_LIMIT,
      config: analysisRateLimit,
      schema: {
        tags: ['analysis'],
        summary: 'Start a score analysis as a task; poll its status',
        body: scoreRequestSchema,
        response: { 200: taskStartedSchema, ...errors },
      },
    },
    async (request) => {
      checkAnalysisRequest(dependencies, request.body);
      const user = await findUser(request);
      const task = await jobs.submit('score', user?.id ?? null, request.body);
      return { task_id: task.taskId, status: task.status };
    },
  );

  registerTaskRoutes(app, '/api/analyze/score', 'score', jobs, 'analysis');
};
