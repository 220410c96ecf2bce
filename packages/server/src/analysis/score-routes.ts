import { scoreEndpoints } from '@specwright/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnalysisService } from './analysis-service.js';
import type { AnalysisJobs } from './jobs/analysis-jobs.js';
import { registerTaskRoutes } from './task-routes.js';

export interface ScoreRoutesOptions {
  jobs: AnalysisJobs;
  analysis: AnalysisService;
}

/** Score analysis: sync, async with status polling, and cancel. Signed in or not. */
export const scoreRoutes: FastifyPluginAsyncZod<ScoreRoutesOptions> = async (app, { jobs, analysis }) => {
  registerTaskRoutes(app, {
    endpoints: scoreEndpoints,
    kind: 'score',
    jobs,
    analysis,
    tag: 'analysis',
    summaries: {
      run: 'Score every requirement (0–100) with the detector or finding that decided it and a rewrite',
      start: 'Start a score analysis as a task; poll its status',
    },
    run: (body) => analysis.score(body),
  });
};
