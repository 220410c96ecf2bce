import { accountGuesses } from '../auth/account-guesses.js';
import { createAuth } from '../auth/auth.js';
import { authRoutes } from '../auth/auth-routes.js';
import { verifiesEmail } from '../auth/email-verification.js';
import { createSessionLookup } from '../auth/session-lookup.js';
import type { Database, DatabaseConnection } from '../db/database.js';
import { sharedListener } from '../db/shared-listener.js';
import { createAnswerCache } from '../http/answer-cache.js';
import type { App } from '../http/fastify-app.js';
import { createAnalyticsForwarder } from '../providers/analytics.js';
import { createMailer } from '../providers/mail.js';
import type { AppConfig } from '../startup/config.js';
import { activityRoutes } from './activity-routes.js';
import { type ActivityService, activityService } from './activity-service.js';
import { analyticsRoutes } from './analytics-routes.js';
import { type AnalyticsService, analyticsService } from './analytics-service.js';
import { apiTokenRoutes } from './api-token-routes.js';
import { createApiTokenUsers } from './api-token-users.js';
import { apiTokensService } from './api-tokens-service.js';
import { type CreditsService, creditsService } from './credits-service.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { dashboardService } from './dashboard-service.js';
import { feedbackRoutes } from './feedback-routes.js';
import { feedbackService } from './feedback-service.js';

interface AccountSetupContext {
  config: AppConfig;
  db: Database;
  /** For the session cache's change notifications. */
  database: Pick<DatabaseConnection, 'listen' | 'executeSql'>;
}

/** What the other areas use of the account: credits to spend, activity and analytics to record. */
export interface AccountServices {
  credits: CreditsService;
  activity: ActivityService;
  analytics: AnalyticsService;
}

/**
 * Sign-in (better-auth, with its mail) and personal API tokens, credits, activity, dashboard, analytics
 * (forwarded to PostHog when configured) and feedback. The mailer and the analytics forwarder finish their
 * sends when the app closes. Answers to a signed-in caller are sent with `Cache-Control: no-store`.
 */
export async function registerAccount(
  app: App,
  { config, db, database }: AccountSetupContext,
): Promise<AccountServices> {
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

  const guesses = accountGuesses(app.sharedCounters, config.limits.accountGuessesPerHour);
  const auth = createAuth({ config, db, credits, mailer, log: app.log, guesses });
  await auth.$context;
  app.decorate('auth', auth);
  // The session, API token and answer caches share one listening connection (and so one order).
  const notices = sharedListener(database);
  const sessions = await createSessionLookup(auth, notices);
  app.addHook('onClose', () => sessions.stop().catch(() => {}));
  app.decorate('sessions', sessions);
  const apiTokens = apiTokensService({ db });
  const tokenUsers = await createApiTokenUsers(apiTokens, notices);
  app.addHook('onClose', () => tokenUsers.stop().catch(() => {}));
  app.decorate('findApiTokenUser', tokenUsers.userOf);
  const answers = await createAnswerCache(notices);
  app.addHook('onClose', () => answers.stop().catch(() => {}));
  app.decorate('answers', answers);
  app.decorateRequest('signedInUser', undefined);
  // A callback hook, not an async one: it runs on every request and most of them are anonymous or reads.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Whatever is answered to a signed-in caller is personal: no shared or browser cache may keep it.
    const caller = request.signedInUser;
    if (!caller) return done(null, payload);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // A change the caller made here (activity, a kept spec, a revoked token…) holds on their next request
    // to any server: answered once this server's caches heard of it.
    const changes = request.method !== 'GET' && request.method !== 'HEAD';
    if (!changes || !(answers.holds(`u:${caller.id}`) || tokenUsers.holds(caller.id)))
      return done(null, payload);
    answers.settle().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });

  await app.register(authRoutes, { publicUrl: config.publicUrl, signInLimit: config.limits.authRateLimit });
  await app.register(apiTokenRoutes, { apiTokens });
  await app.register(activityRoutes, { activity });
  await app.register(dashboardRoutes, { dashboard: dashboardService({ db, credits }), answers });
  await app.register(analyticsRoutes, { analytics });
  await app.register(feedbackRoutes, {
    feedback: feedbackService({ db, mailer, supportEmail: config.support.email }),
  });
  return { credits, activity, analytics };
}
