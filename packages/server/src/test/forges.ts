import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { App } from '../app.js';
import type { DatabaseConnection } from '../db/client.js';
import { buildTestApp, testConfig } from './app.js';
import { startGitHttpServer, type TestGitServer } from './git-http-server.js';
import { type GitHubApiServer, startGitHubApiServer } from './github-api-server.js';

/** A test app that reaches both local forges: a GitHub API (as an Enterprise host) and a plain git remote. */
export interface ForgeTestApp {
  app: App;
  github: GitHubApiServer;
  remote: TestGitServer;
  /** The app's data folder, where its git cache lives. */
  dataDir: string;
  close(): Promise<void>;
}

/** Starts both forges serving `files` (the git remote asking for `token`) and an app allowed to reach them. */
export async function startForgeTestApp(
  database: DatabaseConnection,
  label: string,
  files: Record<string, string>,
  token: string,
): Promise<ForgeTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), `specwright-${label}-`));
  const github = await startGitHubApiServer(files);
  const remote = await startGitHttpServer(token, files);
  const host = new URL(github.baseUrl).host;
  const app = await buildTestApp(
    database,
    testConfig({ ALLOW_LOCAL_GIT_REMOTES: 'true', DATA_DIR: dataDir, GITHUB_ENTERPRISE_HOSTS: host }),
  );
  return {
    app,
    github,
    remote,
    dataDir,
    close: async () => {
      await app.close();
      await github.close();
      await remote.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
