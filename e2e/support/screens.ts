import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const misconfiguredBaseUrl = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 1}`;

/** Saves a full-page screenshot under e2e/screenshots/ so each visited screen can be looked at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({
    path: new URL(`../screenshots/${name}.png`, import.meta.url).pathname,
    fullPage: true,
  });
}

/** Fails on serious or critical accessibility violations of the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length} nodes)`);
  expect(serious).toEqual([]);
}
