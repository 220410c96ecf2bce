import { defineConfig } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const mainPort = 3100;
const misconfiguredPort = 3101;
const serverCommand = (dir: string) => `rm -rf ${dir} && node ../packages/server/dist/main.js`;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://localhost:${mainPort}`,
    viewport: { width: 1400, height: 900 },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: serverCommand('.tmp/main'),
      url: `http://localhost:${mainPort}/api/health`,
      env: { PORT: String(mainPort), DATA_DIR: '.tmp/main', LOG_LEVEL: 'warn' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: serverCommand('.tmp/misconfigured'),
      url: `http://localhost:${misconfiguredPort}/api/health`,
      env: {
        PORT: String(misconfiguredPort),
        DATA_DIR: '.tmp/misconfigured',
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: 'e2e-google-client',
        POSTHOG_HOST: 'https://analytics.example.test',
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
