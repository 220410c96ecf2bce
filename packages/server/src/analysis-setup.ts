import { basicReviewRequestSchema, basicReviewResponseSchema } from '@specwright/core';
import type { QualityModel } from '@specwright/quality';
import type { App } from './app.js';
import type { AppConfig } from './config.js';
import type { DatabaseConnection } from './db/database.js';
import { createAnalysisJobs } from './jobs/analysis-jobs.js';
import type { AnalyticsForwarder } from './providers/analytics.js';
import { configuredQualityModel } from './providers/llm/configured-model.js';
import { analysisRoutes } from './routes/analysis.js';
import { reviewRoutes } from './routes/reviews.js';
import { type AnalysisDependencies, type QualityEngine, qualityEngine } from './services/analysis-engine.js';
import type { CreditsService } from './services/credits.js';
import { reviewsService } from './services/reviews.js';

export interface AnalysisSetupOptions {
  /** The engine's model; default: the configured LLM (null: LLM layers skipped). */
  qualityModel?: QualityModel | null;
  /** Replaces engine entry points (tests: a slow or failing engine). */
  qualityEngine?: Partial<QualityEngine>;
  /** How often idle job workers look for work queued by another process (default 2 s). */
  jobPollingIntervalSeconds?: number;
}

interface AnalysisSetupContext {
  config: AppConfig;
  database: DatabaseConnection;
  credits: CreditsService;
  forwarder: AnalyticsForwarder | null;
  options: AnalysisSetupOptions;
}

/**
 * Score analysis and reviews: routes, the pg-boss workers behind the async calls (stopped when the app
 * closes) and recovery of tasks a previous process left unfinished.
 */
export async function registerAnalysis(app: App, context: AnalysisSetupContext): Promise<void> {
  const { config, database, options } = context;
  const dependencies: AnalysisDependencies = {
    engine: { ...qualityEngine, ...options.qualityEngine },
    model: options.qualityModel === undefined ? configuredQualityModel(config.llm) : options.qualityModel,
    maxRequirements: config.limits.maxRequirements,
  };
  const reviews = reviewsService({
    db: database.db,
    forwarder: context.forwarder,
    credits: context.credits,
    dependencies,
  });
  const jobs = createAnalysisJobs({
    db: database.db,
    executeSql: database.executeSql,
    log: app.log,
    dependencies,
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
    onCompleted: async (task, results, seconds) => {
      if (task.kind !== 'basic') return;
      const request = basicReviewRequestSchema.parse(task.request);
      await reviews.basicReviewCompleted(
        task.ownerId,
        request,
        basicReviewResponseSchema.parse(results),
        seconds,
      );
    },
  });
  // Before onClose, which closes the database the workers use.
  app.addHook('preClose', () => jobs.stop());
  await app.register(analysisRoutes, { jobs, dependencies });
  await app.register(reviewRoutes, { jobs, reviews, dependencies });
  await jobs.recoverInterrupted();
}
