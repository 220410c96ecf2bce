import { verifiesEmail } from '../auth/email-verification.js';
import type { AppConfig } from '../config/app-config.js';
import type { Database } from '../db/database.js';
import type { AnswerCache } from '../http/answer-cache.js';
import type { App } from '../http/fastify-app.js';
import { createAnalyticsForwarder } from '../providers/analytics.js';
import { createMailer, type Mailer } from '../providers/mail.js';
import { activityRoutes } from './activity-routes.js';
import { type ActivityService, activityService } from './activity-service.js';
import { analyticsRoutes } from './analytics-routes.js';
import { type AnalyticsService, analyticsService } from './analytics-service.js';
import { apiTokenRoutes } from './api-token-routes.js';
import { type ApiTokensService, apiTokensService } from './api-tokens-service.js';
import { type CreditsService, creditsService } from './credits-service.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { dashboardService } from './dashboard-service.js';
import { feedbackRoutes } from './feedback-routes.js';
import { feedbackService } from './feedback-service.js';

interface AccountServicesContext {
  config: AppConfig;
  db: Database;
}

/** What the other areas use of the account: credits to spend, activity and analytics to record. */
export interface AccountServices {
  credits: CreditsService;
  activity: ActivityService;
  analytics: AnalyticsService;
}

/** The account's services with what sign-in needs of it too: the mailer and the API tokens. */
export interface AccountParts extends AccountServices {
  mailer: Mailer;
  apiTokens: ApiTokensService;
}

/**
 * The account's services: credits, activity, analytics (forwarded to PostHog when configured), API tokens
 * and the mailer. The mailer and the analytics forwarder finish their sends when the app closes.
 */
export function createAccountServices(app: App, { config, db }: AccountServicesContext): AccountParts {
  const mailer = createMailer({ settings: config.mail, log: app.log });
  const forwarder = createAnalyticsForwarder({ settings: config.analytics, log: app.log });
  app.addHook('onClose', async () => {
    await Promise.all([mailer.close(), forwarder?.close()]);
  });
  const credits = creditsService({
    db,
    initialCredits: config.limits.initialCredits,
    afterEmailVerification: verifiesEmail(config),
  });
  const activity = activityService({ db });
  const analytics = analyticsService({ db, forwarder });
  return { credits, activity, analytics, mailer, apiTokens: apiTokensService({ db }) };
}

interface AccountSetupContext extends AccountServicesContext {
  account: AccountParts;
  /** The answers kept per signed-in user (auth-setup.ts), which the dashboard uses. */
  answers: AnswerCache;
}

/** The account's routes: personal API tokens, activity, dashboard, analytics and feedback. */
export async function registerAccount(
  app: App,
  { config, db, account, answers }: AccountSetupContext,
): Promise<void> {
  const { credits, activity, analytics, mailer, apiTokens } = account;
  await app.register(apiTokenRoutes, { apiTokens });
  await app.register(activityRoutes, { activity });
  await app.register(dashboardRoutes, { dashboard: dashboardService({ db, credits }), answers });
  await app.register(analyticsRoutes, { analytics });
  await app.register(feedbackRoutes, {
    feedback: feedbackService({ db, mailer, supportEmail: config.support.email }),
  });
}
