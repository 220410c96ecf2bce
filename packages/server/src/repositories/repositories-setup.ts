import type { AppConfig } from '../config/app-config.js';
import type { Database } from '../db/database.js';
import type { App } from '../http/fastify-app.js';
import { directRoutes } from './direct-routes.js';
import { gitProgressBoard } from './git-progress.js';
import { projectRoutes } from './project-routes.js';
import { providerFactory } from './providers/provider-for.js';
import { repositoriesService } from './repositories-service.js';
import { repositoryRoutes } from './repository-routes.js';
import { createTokenCipher } from './token-cipher.js';

/**
 * The user's repositories (their access tokens encrypted with a key derived from SECRET_KEY), and browsing
 * and committing to them through their git providers.
 */
export async function registerRepositories(app: App, { config, db }: { config: AppConfig; db: Database }) {
  const repositories = repositoriesService({ db, cipher: createTokenCipher(config.secretKey) });
  const allowLocalGitRemotes = config.allowLocalGitRemotes;
  const providerFor = providerFactory({
    dataDir: config.dataDir,
    allowLocalGitRemotes,
    githubEnterpriseHosts: config.githubEnterpriseHosts,
  });
  await app.register(repositoryRoutes, { repositories, allowLocalGitRemotes, providerFor });
  const progress = gitProgressBoard();
  await app.register(projectRoutes, { db, repositories, allowLocalGitRemotes, providerFor, progress });
  await app.register(directRoutes, { allowLocalGitRemotes, providerFor });
  return repositories;
}
