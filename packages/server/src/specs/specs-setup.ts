import { auditRoutes } from '../audit/audit-routes.js';
import { accountGuesses } from '../auth/account-guesses.js';
import { commentRoutes } from '../comments/comment-routes.js';
import { commentsService } from '../comments/comments-service.js';
import type { AppConfig } from '../config/app-config.js';
import { productInfo } from '../config/product-info.js';
import type { Database } from '../db/database.js';
import type { App } from '../http/fastify-app.js';
import { openSpecCache } from '../mcp/account-spec-access.js';
import { mcpRoutes } from '../mcp/mcp-routes.js';
import type { Mailer } from '../providers/mail.js';
import { reviewRoutes } from '../reviews/review-routes.js';
import { reviewSigning } from '../reviews/review-signing.js';
import { reviewsService } from '../reviews/reviews-service.js';
import { registerTrace } from '../trace/trace-setup.js';
import { linkTargetRoutes } from './link-target-routes.js';
import { linkTargetsService } from './link-targets-service.js';
import { specRoutes } from './spec-routes.js';
import { specShareRoutes } from './spec-share-routes.js';
import { specSharesService } from './spec-shares-service.js';
import { specVersionRoutes } from './spec-version-routes.js';
import { specVersionsService } from './spec-versions-service.js';
import { specsService } from './specs-service.js';

/** The specs users keep in the account and in workspaces (versions, read-only links, comment threads, reviews and signatures, test results), and the MCP server (`/api/mcp`) over them. */
export async function registerSpecs(
  app: App,
  { config, db, mailer }: { config: AppConfig; db: Database; mailer: Mailer },
) {
  const specs = specsService({ db });
  const { maxRequirements, maxSpecsPerUser } = config.limits;
  await app.register(specRoutes, { db, specs, limits: { maxRequirements, maxSpecsPerUser } });
  await app.register(specVersionRoutes, { db, versions: specVersionsService({ db }), maxRequirements });
  await app.register(specShareRoutes, { db, specs, shares: specSharesService({ db }) });
  await app.register(auditRoutes, { db });
  await app.register(linkTargetRoutes, { linkTargets: linkTargetsService({ db }) });
  await app.register(commentRoutes, {
    comments: commentsService({ db, mailer, publicUrl: config.publicUrl }),
  });
  const guesses = accountGuesses(app.sharedCounters, config.limits.accountGuessesPerHour);
  const signing = reviewSigning({ db, guesses });
  await app.register(reviewRoutes, { db, reviews: reviewsService({ db }), signing });
  await registerTrace(app, { db, specs });
  await app.register(mcpRoutes, { db, specs, cache: openSpecCache(), version: productInfo().version });
  return specs;
}
