import type { Database } from '../db/database.js';
import type { App } from '../http/fastify-app.js';
import type { AppConfig } from '../startup/config.js';
import { repositoriesService } from './repositories-service.js';
import { repositoryRoutes } from './repository-routes.js';
import { createTokenCipher } from './token-cipher.js';

/** The user's repositories (their access tokens encrypted with a key derived from SECRET_KEY). */
export async function registerRepositories(app: App, { config, db }: { config: AppConfig; db: Database }) {
  const repositories = repositoriesService({ db, cipher: createTokenCipher(config.secretKey) });
  await app.register(repositoryRoutes, { repositories, allowLocalGitRemotes: config.allowLocalGitRemotes });
  return repositories;
}
