import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Where a Chromium may be, in order: CHROMIUM_PATH, Debian's and other distributions' packages, Chrome. */
const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

/** The browser Playwright itself installed (`npx playwright install chromium`), when there is one. */
function playwrightInstalledChromium(): string | undefined {
  try {
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The Chromium the e2e tests and benchmarks drive, or undefined when this machine has none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return SYSTEM_CANDIDATES.find((path) => existsSync(path)) ?? playwrightInstalledChromium();
}

/** The browser to launch; `npm run test:e2e` first makes sure there is one (e2e/support/ensure-chromium.ts). */
export const chromiumExecutable = findChromium() ?? '/usr/bin/chromium';

/** The flags every browser run here uses: headless, no sandbox (root in CI), and no calls to the network. */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
