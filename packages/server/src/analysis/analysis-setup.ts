import { basicReviewRequestSchema, basicReviewResponseSchema } from '@specwright/core';
import type { QualityModel } from '@specwright/quality';
import type { AccountServices } from '../account/account-setup.js';
import type { AppConfig } from '../config/app-config.js';
import type { DatabaseConnection } from '../db/database.js';
import type { App } from '../http/fastify-app.js';
import { configuredQualityModel } from '../providers/llm/configured-model.js';
import { pooledQualityEngine, type QualityEngine } from './analysis-engine.js';
import { analysisService } from './analysis-service.js';
import { createEnginePool } from './engine-pool/engine-pool.js';
import { createAnalysisJobs } from './jobs/analysis-jobs.js';
import { qualityReviewActivityService } from './quality-review-activity.js';
import { qualityReviewRoutes } from './quality-review-routes.js';
import { qualityReviewsService } from './quality-reviews-service.js';
import { scoreRoutes } from './score-routes.js';

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
  account: AccountServices;
  options: AnalysisSetupOptions;
}

/**
 * Score analysis and the quality reviews: routes, the worker threads the engines run in (ended when the app closes),
 * the pg-boss workers behind the async calls (stopped when the app closes) and recovery of tasks a
 * previous process left unfinished.
 */
export async function registerAnalysis(app: App, context: AnalysisSetupContext): Promise<void> {
  const { config, database, account, options } = context;
  const pool = createEnginePool({ workers: config.analysisWorkers });
  app.addHook('onClose', () => pool.close());
  const { maxRequirements, maxAnonymousRequirements, maxSyncRequirements } = config.limits;
  const analysis = analysisService({
    engine: { ...pooledQualityEngine(pool), ...options.qualityEngine },
    model: options.qualityModel === undefined ? configuredQualityModel(config.llm) : options.qualityModel,
    limits: { maxRequirements, maxAnonymousRequirements, maxSyncRequirements },
  });
  const qualityReviews = qualityReviewsService({
    analysis,
    credits: account.credits,
    qualityReviewActivity: qualityReviewActivityService({
      activity: account.activity,
      analytics: account.analytics,
    }),
  });
  const jobs = createAnalysisJobs({
    db: database.db,
    executeSql: database.executeSql,
    exclusively: database.exclusively,
    log: app.log,
    analysis,
    limits: config.tasks,
    sharedDatabase: database.kind === 'postgres',
    // PostgreSQL's autovacuum does this there.
    reclaimSpace:
      database.kind === 'pglite'
        ? async () => {
            await database.executeSql('VACUUM analysis_tasks');
            await database.executeSql('CHECKPOINT');
          }
        : undefined,
    pollingIntervalSeconds: options.jobPollingIntervalSeconds,
    onCompleted: async (task, results, seconds) => {
      if (task.kind !== 'basic') return;
      const request = basicReviewRequestSchema.parse(task.request);
      await qualityReviews.basicReviewCompleted(
        task.ownerId,
        request,
        basicReviewResponseSchema.parse(results),
        seconds,
      );
    },
  });
  // Before onClose, which closes the database the workers use.
  app.addHook('preClose', () => jobs.stop());
  await app.register(scoreRoutes, { jobs, analysis });
  await app.register(qualityReviewRoutes, { jobs, analysis, qualityReviews });
  await jobs.start();
}
