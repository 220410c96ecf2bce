import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, downloadedText, expectActiveTab } from './support/spec-files';
import { cell, displayedRowCount, grid, openJson } from './support/table-page';

const requirementColumns = [
  { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
  { field: 'this_is_a', headerName: 'Type', editorType: 'select', valueOptions: ['requirement', 'chapter'] },
];

const shop = {
  columns: requirementColumns,
  rows: [
    { id: 'CH-1', description: 'Checkout', this_is_a: 'chapter' },
    {
      id: 'REQ-1',
      description: 'When an order is placed, the shop shall send a receipt by email.',
      this_is_a: 'requirement',
    },
    { id: 'REQ-2', description: 'The search shall answer within 2 seconds.', this_is_a: 'requirement' },
    {
      id: 'REQ-3',
      description: 'If the payment fails, then the shop shall keep the basket.',
      this_is_a: 'requirement',
    },
    {
      id: 'REQ-4',
      description: 'The shop shall export invoices as PDF documents.',
      this_is_a: 'requirement',
    },
  ],
};

const qaTests = {
  columns: [
    { field: 'description', headerName: 'Test', editorType: 'textarea', align: 'left', width: 360 },
    { field: 'verifies', headerName: 'Verifies', editorType: 'text' },
  ],
  rows: [
    { id: 'T1', description: 'A placed order sends a receipt', verifies: 'REQ-1' },
    { id: 'T2', description: 'Deleted accounts are purged', verifies: 'REQ-99' },
    { id: 'T3', description: 'Invoices are exported as PDF documents', verifies: '' },
  ],
};

async function generateTests(page: Page, type: 'unit' | 'integration' | 'e2e') {
  await chooseMenuItem(page, 'Generate', 'Test');
  const dialog = page.getByRole('dialog', { name: 'Generate Test' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Type').selectOption(type);
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
  await openJson(page, 'shop.json', shop);
});

test('Generate → Test opens the test cases as a spec tab traced to the requirements, with a test file to download', async ({
  page,
}) => {
  const dialog = await generateTests(page, 'unit');
  await expect(dialog.getByRole('radio', { name: 'All requirements' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: /Selected row/ })).toBeDisabled();
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'generate-test-dialog');
  await dialog.getByRole('button', { name: 'Generate' }).click();

  // Four requirements (the chapter is not one); the number in REQ-2 gives a boundary case.
  await expect(dialog).toContainText('Generated 5 test cases for 4 requirements');
  await expect(dialog.getByRole('region', { name: 'Test file preview' })).toContainText("from 'vitest'");
  await saveScreenshotsEverywhere(page, 'generate-test-done');

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download shop.test.ts' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('shop.test.ts');
  const skeleton = await downloadedText(download);
  expect(skeleton).toContain("import { describe, expect, it } from 'vitest';");
  expect(skeleton).toContain(
    'it("TC-003 [REQ-2] Boundary 2 seconds: The search shall answer within 2 seconds.", () => {',
  );
  expect(skeleton).toContain('// When the payment fails');
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expectActiveTab(page, 'shop — unit tests');
  await expect.poll(() => displayedRowCount(page)).toBe(5);
  await expect(grid(page).getByRole('columnheader', { name: /^Verifies/ })).toBeVisible();
  await expect(grid(page).locator('[col-id="verifies"]', { hasText: 'REQ-3' })).toHaveCount(1);
  await expect(grid(page)).toContainText('Then the shop shall keep the basket');
  await saveScreenshotsEverywhere(page, 'generate-test-tab');
});

test('Generate → Test for the selected row writes a Playwright file for e2e', async ({ page }) => {
  await cell(page, 3, 'this_is_a').click();
  const dialog = await generateTests(page, 'e2e');
  await expect(dialog.getByRole('radio', { name: 'Selected row (REQ-3)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toContainText('Generated 1 test case for 1 requirement');
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download shop.spec.ts' }).click();
  const skeleton = await downloadedText(await downloading);
  expect(skeleton).toContain("import { expect, test } from '@playwright/test';");
  expect(skeleton).toContain(
    'test("TC-001 [REQ-3] If the payment fails, then the shop shall keep the basket.", async ({ page }) => {',
  );
});

test('Generate → Traceability opens the left spec’s trace view with the suggestions between the two files, and its CSV', async ({
  page,
}) => {
  await openJson(page, 'qa-tests.json', qaTests);
  await page.getByRole('tab', { name: 'shop' }).click();
  await chooseMenuItem(page, 'Generate', 'Traceability');
  const dialog = page.getByRole('dialog', { name: 'Generate Traceability' });
  await expect(dialog.getByLabel('Left file')).toHaveValue(/.+/);
  await expect(dialog.getByLabel('Left file').locator('option:checked')).toHaveText('shop');
  await expect(dialog.getByLabel('Right file').locator('option:checked')).toHaveText('qa-tests');
  await expect(dialog.getByLabel('Left field').locator('option:checked')).toHaveText('Row ID');
  await expect(dialog.getByLabel('Right field').locator('option:checked')).toHaveText('Verifies');
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'generate-traceability-dialog');
  await dialog.getByRole('button', { name: 'Start' }).click();

  // The left spec's trace view opens with the suggestions between the two files; they are not kept in
  // the account, so a suggestion says so and offers no Accept.
  await expect(dialog).toBeHidden();
  await expectActiveTab(page, /^shop$/);
  await expect(page.getByTestId('trace-view')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No trace links yet' })).toBeVisible();
  const suggestions = page.getByRole('list', { name: 'Suggested links' });
  const invoice = suggestions.getByRole('listitem').filter({ hasText: 'Link REQ-4 ← T3 (verifies)?' });
  await expect(invoice).toContainText('Keep both specs in your account to link them.');
  await expect(invoice.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  await expect(suggestions).not.toContainText('REQ-1 ← T1');
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'generate-traceability-report');

  await invoice.getByRole('button', { name: /^Dismiss/ }).click();
  await expect(suggestions.getByRole('listitem').filter({ hasText: 'REQ-4 ← T3' })).toHaveCount(0);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await downloadedText(await downloading);
  expect(csv).toContain('ID,Requirement,Chapter,Tests,Status,Suspect,Drifted');
  expect(csv).toContain('REQ-4,The shop shall export invoices as PDF documents.,Checkout,,no tests,no,no');
});

test('tests generated from a spec trace back to all of its requirements', async ({ page }) => {
  const dialog = await generateTests(page, 'integration');
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('tab', { name: 'shop', exact: true }).click();
  await chooseMenuItem(page, 'Generate', 'Traceability');
  const trace = page.getByRole('dialog', { name: 'Generate Traceability' });
  await expect(trace.getByLabel('Right file').locator('option:checked')).toHaveText(
    'shop — integration tests',
  );
  await trace.getByRole('button', { name: 'Start' }).click();
  // The tests name every requirement in their Verifies column: no suggestion is left to make.
  await expectActiveTab(page, /^shop$/);
  await expect(page.getByTestId('trace-figure-requirements')).toHaveText('4');
  await expect(page.getByRole('list', { name: 'Suggested links' })).toHaveCount(0);
});
