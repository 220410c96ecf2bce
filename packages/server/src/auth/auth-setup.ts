import type { ApiTokensService } from '../account/api-tokens-service.js';
import type { CreditsService } from '../account/credits-service.js';
import type { AppConfig } from '../config/app-config.js';
import type { Database, DatabaseConnection } from '../db/database.js';
import { sharedListener } from '../db/shared-listener.js';
import { type AnswerCache, createAnswerCache } from '../http/answer-cache.js';
import type { App } from '../http/fastify-app.js';
import type { Mailer } from '../providers/mail.js';
import { accountGuesses } from './account-guesses.js';
import { createApiTokenUsers } from './api-token-users.js';
import { createAuth } from './auth.js';
import { authRoutes } from './auth-routes.js';
import { createSessionLookup } from './session-lookup.js';

interface AuthSetupContext {
  config: AppConfig;
  db: Database;
  /** For the session caches' change notifications. */
  database: Pick<DatabaseConnection, 'listen' | 'executeSql'>;
  /** Sign-up grants the initial credits once the email is verified. */
  credits: CreditsService;
  mailer: Mailer;
  apiTokens: Pick<ApiTokensService, 'lookUp'>;
}

/** What the other areas use of sign-in: the cache of answers per signed-in user. */
export interface AuthServices {
  answers: AnswerCache;
}

/**
 * Sign-in (better-auth, with its mail), the caches of sessions, API token users and answers, and the routes
 * under /api/auth. Answers to a signed-in caller are sent with `Cache-Control: no-store`.
 */
export async function registerAuth(
  app: App,
  { config, db, database, credits, mailer, apiTokens }: AuthSetupContext,
): Promise<AuthServices> {
  const guesses = accountGuesses(app.sharedCounters, config.limits.accountGuessesPerHour);
  const auth = createAuth({ config, db, credits, mailer, log: app.log, guesses });
  await auth.$context;
  app.decorate('auth', auth);
  // The session, API token and answer caches share one listening connection (and so one order).
  const notices = sharedListener(database);
  const sessions = await createSessionLookup(auth, notices);
  app.addHook('onClose', () => sessions.stop().catch(() => {}));
  app.decorate('sessions', sessions);
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
  return { answers };
}
