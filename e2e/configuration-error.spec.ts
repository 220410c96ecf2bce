import { expect, test } from '@playwright/test';
import { misconfiguredBaseUrl, saveScreenshot } from './support/screens';

test('an incomplete setting shows the Configuration Error screen instead of the app', async ({ page }) => {
  await page.goto(misconfiguredBaseUrl);
  const screen = page.getByTestId('config-error');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Configuration Error' })).toBeVisible();
  await expect(screen).toContainText('GOOGLE_CLIENT_SECRET');
  await expect(screen).toContainText('POSTHOG_KEY');
  await expect(page.getByTestId('menubar')).toHaveCount(0);
  await saveScreenshot(page, 'configuration-error');
});
