import { expect, type Page, test } from '@playwright/test';
import { signUpInContext } from './support/analysis';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { openTemplate } from './support/table-page';

const TITLE = 'SaaS landing page';
const NO_LINKS = 'No links yet. Create one to let others read this spec.';
const shareDialog = (page: Page) => page.getByRole('dialog', { name: 'Share Spec' });

async function openMySpecs(page: Page) {
  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'My Specs' }).click();
  await expect(page.getByRole('tab', { name: /My Specs/ })).toHaveAttribute('aria-selected', 'true');
}

test('a share link opens read-only in a signed-out context and stops working once revoked', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
  await page.goto('/');
  await signUpInContext(page, 'Sam Share');
  await page.reload();
  // Created from a template while signed in: kept in the account without asking.
  await openTemplate(page, TITLE);
  await expect(page.getByTestId('sync-status')).toHaveText('Saved to My Specs');

  await chooseMenuItem(page, 'File', 'Share…');
  const dialog = shareDialog(page);
  await expect(dialog.getByText(NO_LINKS)).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Link expires' }).selectOption({ label: 'After 7 days' });
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const field = dialog.getByRole('textbox', { name: 'New link' });
  await expect(field).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByText('Link copied to the clipboard.')).toBeVisible();
  const url = await page.evaluate(() => navigator.clipboard.readText());
  expect(url).toBe(await field.inputValue());
  const links = dialog.getByRole('list', { name: 'Links' });
  await expect(links.getByRole('listitem')).toHaveCount(1);
  await expect(links).toContainText('Expires');
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'share-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Another machine, signed out: the link shows the document and the report, with nothing to edit.
  const visitor = await browser.newContext({
    baseURL: baseURL ?? '',
    viewport: { width: 1440, height: 900 },
  });
  const shared = await visitor.newPage();
  await shared.goto(url);
  await expect(shared.getByText('Read-only shared spec')).toBeVisible();
  await expect(shared.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  const documentView = shared.getByTestId('document-view');
  await expect(
    documentView.getByRole('list', { name: 'Document' }).getByRole('listitem').first(),
  ).toBeVisible();
  await expect(shared.getByRole('button')).toHaveCount(0);
  await expect(shared.getByRole('textbox')).toHaveCount(0);
  await expect(shared.locator('[contenteditable="true"], input, textarea, select')).toHaveCount(0);
  await expect(shared.getByRole('menubar')).toHaveCount(0);
  await expect(shared.getByRole('gridcell')).toHaveCount(0);
  await expectAccessible(shared);
  await saveScreenshotsEverywhere(shared, 'shared-document');

  await shared.getByRole('tab', { name: 'Report' }).click();
  await expect(shared.getByTestId('report-view')).toBeVisible();
  await expect(shared.getByTestId('report-total')).toHaveText(/^\d+$/);
  await expect(shared.getByRole('button')).toHaveCount(0);
  await expectAccessible(shared);
  await saveScreenshotsEverywhere(shared, 'shared-report');
  // The visitor is not signed in: the account's specs stay closed to it.
  expect((await shared.request.get('/api/specs')).status()).toBe(401);

  // Revoked from My Specs in the first context: the visitor's reload says the link no longer works.
  await openMySpecs(page);
  await expect(page.getByRole('button', { name: `Share ${TITLE}` })).toBeVisible();
  await saveScreenshotsEverywhere(page, 'share-my-specs-row');
  await page.getByRole('button', { name: `Share ${TITLE}` }).click();
  await dialog.getByRole('button', { name: /^Revoke the link created [^?]*$/ }).click();
  await expect(dialog.getByRole('group', { name: /^Revoke the link created .*\?$/ })).toBeVisible();
  await saveScreenshotsEverywhere(page, 'share-dialog-revoke');
  await dialog.getByRole('button', { name: 'Revoke Link' }).click();
  await expect(dialog.getByText(NO_LINKS)).toBeVisible();

  await shared.reload();
  await expect(
    shared.getByRole('heading', { name: 'This shared spec is no longer available' }),
  ).toBeVisible();
  await expect(shared.getByText(/it was revoked, it has expired or it never existed/)).toBeVisible();
  await expect(shared.getByTestId('document-view')).toHaveCount(0);
  await expectAccessible(shared);
  await saveScreenshotsEverywhere(shared, 'shared-revoked');
  await visitor.close();
});
