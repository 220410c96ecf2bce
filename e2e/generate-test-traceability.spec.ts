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

test('Generate → Traceability builds the trace matrix: links, suggestions, requirements without tests, orphans, CSV', async ({
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

  await expect(dialog).toBeHidden();
  await expectActiveTab(page, 'Traceability');
  await expect(page.getByTestId('trace-coverage')).toHaveText('25%');
  await expect(page.getByTestId('trace-linked')).toHaveText('1');
  await expect(page.getByTestId('trace-uncovered')).toHaveText('3');
  await expect(page.getByTestId('trace-orphans')).toHaveText('2');
  const links = page.getByRole('table', { name: 'Linked pairs' });
  await expect(links.getByRole('row').filter({ hasText: 'T3' })).toContainText(/Suggestion \d+%/);
  await expect(page.getByRole('list', { name: 'Orphans' })).toContainText(
    'T2 Deleted accounts are purged (names REQ-99, which the left file does not have)',
  );
  await expect(page.getByRole('list', { name: 'Requirements without a link' })).toContainText('REQ-4');
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'generate-traceability-report');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await downloadedText(await downloading);
  expect(csv).toContain('Left ID,Left text,Right ID,Right text,Link,Similarity');
  expect(csv).toContain(
    'REQ-1,"When an order is placed, the shop shall send a receipt by email.",T1,A placed order sends a receipt,Linked,',
  );
  expect(csv).toContain('REQ-99,,T2,Deleted accounts are purged,Orphan,');
  expect(csv).toMatch(
    /REQ-4,The shop shall export invoices as PDF documents\.,T3,Invoices are exported as PDF documents,Suggested,0\.\d\d/,
  );
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
  await expect(page.getByTestId('trace-coverage')).toHaveText('100%');
  await expect(page.getByTestId('trace-orphans')).toHaveText('0');
});
