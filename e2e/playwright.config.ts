import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from './support/chromium';
import { githubEnterpriseHost } from './support/forges';
import { liveServers } from './support/live-servers';
import { e2eMailApiPort, e2eSmtpPort } from './support/mail-ports';

// Ports and the served web build can be moved so that two suites may run side by side.
const mainPort = Number(process.env.E2E_PORT ?? 3100);
const misconfiguredPort = mainPort + 1;
const webDistDir = process.env.E2E_WEB_DIST_DIR ?? '../packages/web/dist';
const dataRoot = `.tmp/${mainPort}`;
const serverCommand = (dir: string) => `rm -rf ${dir} && node ../packages/server/dist/main.js`;

/** With TEST_DATABASE_URL: two more servers on one new PostgreSQL database (support/live-servers.ts). */
function liveServerEntries(servers: NonNullable<typeof liveServers>) {
  return servers.ports.map((port, index) => {
    const database = `node --import tsx support/live-database.ts ${index === 0 ? 'create' : 'wait'} ${servers.serverUrl} ${servers.databaseName}`;
    return {
      command: `${database} && ${serverCommand(`${dataRoot}/live-${index}`)}`,
      url: `http://localhost:${port}/api/health`,
      env: {
        PORT: String(port),
        DATA_DIR: `${dataRoot}/live-${index}`,
        DATABASE_URL: servers.databaseUrl,
        // One secret for both, as behind a load balancer: a session made on one holds on the other.
        SECRET_KEY: 'e2e-live-servers-secret-key',
        WEB_DIST_DIR: webDistDir,
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT: '1000',
      },
      reuseExistingServer: false,
      timeout: 90_000,
    };
  });
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Several specs check a screen's accessibility three or four times (axe takes 2–7 s a check on 2 cores) and
  // save a dozen screenshots: on a slower 2-core machine such a flow took 50–60 s, so the limit is 90 s.
  timeout: 90_000,
  // A loaded 2-core CI machine can take over 5 s to paint the first screen.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${mainPort}`,
    viewport: { width: 1400, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumExecutable, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      // The main server's mail (verification and reset links) for every worker (support/mail-catcher.ts).
      command: 'node --import tsx support/mail-catcher-server.ts',
      url: `http://127.0.0.1:${e2eMailApiPort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: serverCommand(`${dataRoot}/main`),
      url: `http://localhost:${mainPort}/api/health`,
      env: {
        PORT: String(mainPort),
        DATA_DIR: `${dataRoot}/main`,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: webDistDir,
        SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
        // Every browser of the suite signs in from 127.0.0.1: one shared rate-limit bucket.
        AUTH_RATE_LIMIT: '1000',
        // The project tree's tests use git remotes served on 127.0.0.1.
        ALLOW_LOCAL_GIT_REMOTES: 'true',
        // The pull request test's local GitHub REST API, reached as a GitHub Enterprise Server.
        GITHUB_ENTERPRISE_HOSTS: githubEnterpriseHost,
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: serverCommand(`${dataRoot}/misconfigured`),
      url: `http://localhost:${misconfiguredPort}/api/health`,
      env: {
        PORT: String(misconfiguredPort),
        DATA_DIR: `${dataRoot}/misconfigured`,
        WEB_DIST_DIR: webDistDir,
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: 'e2e-google-client',
        POSTHOG_HOST: 'https://analytics.example.test',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...(liveServers ? liveServerEntries(liveServers) : []),
  ],
});
