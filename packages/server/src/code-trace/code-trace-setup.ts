import { join } from 'node:path';
import type { AppConfig } from '../config/app-config.js';
import type { Database } from '../db/database.js';
import type { App } from '../http/fastify-app.js';
import { plainGitProvider } from '../repositories/providers/plain-git-provider.js';
import type { RepositoriesService } from '../repositories/repositories-service.js';
import { codeScansService } from './code-scan-service.js';
import { codeTraceRoutes } from './code-trace-routes.js';
import { failLostScans } from './code-trace-store.js';

/**
 * Drift from code: scans of a connected repository's branch for requirement ids, through the plain-git
 * provider for every host (GitHub too: git over https with the token), in the git worker threads.
 */
export async function registerCodeTrace(
  app: App,
  { config, db, repositories }: { config: AppConfig; db: Database; repositories: RepositoriesService },
) {
  const cacheDir = join(config.dataDir, 'git-cache');
  const allowLocal = config.allowLocalGitRemotes;
  const scans = codeScansService({
    db,
    repositories,
    allowLocalGitRemotes: allowLocal,
    scannerFor: (repository) => plainGitProvider({ ...repository, allowLocal, cacheDir }),
    onUnexpected: (error) =>
      app.log.warn({ reason: error instanceof Error ? error.name : 'unknown' }, 'A code scan failed'),
  });
  await failLostScans(db);
  app.addHook('onClose', () => scans.stopAll());
  await app.register(codeTraceRoutes, { scans });
}
