/** Debian Chromium driven by Playwright, with the same flags as the e2e suite. */
import { type Browser, chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutable } from '../../e2e/support/chromium.js';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
}
