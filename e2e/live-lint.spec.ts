import { expect, test } from '@playwright/test';
import { requirementsSpec } from './support/analysis';
import { expectAccessible, saveScreenshot } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell, openJson } from './support/table-page';

const SPEC = requirementsSpec([
  'The system shall confirm each order within 2 seconds.',
  'The system shall archive orders after 30 days.',
]);

test('live lint underlines findings while a table cell is edited, with the reason on hover', async ({
  page,
}) => {
  await page.goto('/');
  await openJson(page, 'lint-table.json', SPEC);
  await cell(page, 0, 'description').click();
  await cell(page, 0, 'description').dblclick();
  const editor = page.locator('.ag-large-text textarea');
  await expect(editor).toBeFocused();
  await editor.press('End');
  await page.keyboard.type(' if possible');
  const hints = page.getByTestId('live-lint');
  await expect(hints).toBeVisible();
  const mark = hints.locator('.lint-mark', { hasText: 'if possible' });
  await expect(mark).toBeVisible();
  await mark.hover();
  await expect(mark.getByRole('tooltip')).toBeVisible();
  await expect(editor).toBeFocused();
  // (No axe run here: AG Grid's own popup editor is a dialog without a name; the document test runs axe.)
  await saveScreenshot(page, 'live-lint-table');

  // Fixing the text removes the hints; no server call is made for them.
  const analysisCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/(analyze|reqif_)/.test(request.url())) analysisCalls.push(request.url());
  });
  await editor.fill('The system shall confirm each order within 2 seconds.');
  await expect(hints).toBeHidden();
  await page.keyboard.press('Escape');
  expect(analysisCalls).toEqual([]);
});

test('live lint in the document view and the properties panel', async ({ page }) => {
  await page.goto('/');
  await openJson(page, 'lint-doc.json', SPEC);

  await cell(page, 1, 'description').click();
  const field = page.getByRole('form', { name: 'Properties' }).getByRole('textbox', { name: 'Requirement' });
  await field.click();
  await field.press('End');
  await page.keyboard.type(' as appropriate');
  await expect(page.getByTestId('live-lint')).toContainText('as appropriate');
  await saveScreenshot(page, 'live-lint-properties');
  await field.press('Escape');
  await page.getByTestId('tab-content').click({ position: { x: 5, y: 300 } });

  await chooseMenuItem(page, 'View', 'Document');
  await page.getByRole('button', { name: 'The system shall confirm each order within 2 seconds.' }).click();
  const editor = page.getByRole('textbox', { name: 'Description of requirement 1' });
  await editor.press('End');
  await page.keyboard.type(' The response should be user-friendly.');
  const hints = page.getByTestId('live-lint');
  await expect(hints.locator('.lint-mark', { hasText: 'user-friendly' })).toBeVisible();
  await expect(hints.getByRole('list', { name: 'Quality findings' })).toContainText('user-friendly');
  await saveScreenshot(page, 'live-lint-document');
  await expectAccessible(page);
});
