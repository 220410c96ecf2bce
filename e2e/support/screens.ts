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
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.length} nodes: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** Screenshots of the current screen at 1440x900 and 1024x700, light and dark (`<name>-<width>-<scheme>`). */
export async function saveScreenshotsEverywhere(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [1024, 700],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await saveScreenshot(page, `${name}-${width}-${colorScheme}`);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
}
