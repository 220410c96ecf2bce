import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, downloadedText } from './support/spec-files';
import { cell, displayedRowCount, openJson } from './support/table-page';

const shop = {
  columns: [
    { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
    {
      field: 'this_is_a',
      headerName: 'Type',
      editorType: 'select',
      valueOptions: ['requirement', 'chapter', 'test'],
    },
  ],
  rows: [
    { id: 'CH-1', description: '1 Checkout', this_is_a: 'chapter' },
    {
      id: 'REQ-1',
      description: 'When an order is placed, the shop shall send a receipt by email.',
      this_is_a: 'requirement',
    },
    { id: 'REQ-2', description: 'The search shall answer within 2 seconds.', this_is_a: 'requirement' },
    { id: 'CH-2', description: '1.1 Payment', this_is_a: 'chapter' },
    {
      id: 'REQ-3',
      description: 'If the payment fails, then the shop shall keep the basket.',
      this_is_a: 'requirement',
    },
    { id: 'CH-3', description: '2 Invoices', this_is_a: 'chapter' },
    {
      id: 'REQ-4',
      description: 'The shop shall export invoices as PDF documents.',
      this_is_a: 'requirement',
    },
    { id: 'T-9', description: 'Invoices are exported as PDF documents', this_is_a: 'test' },
  ],
};

const figure = (page: Page, name: string) => page.getByTestId(`trace-figure-${name}`);

async function expectFigures(page: Page, coverage: string, withTests: string, without: string) {
  await expect(figure(page, 'coverage')).toHaveText(coverage);
  await expect(figure(page, 'requirements')).toHaveText('4');
  await expect(figure(page, 'with-tests')).toHaveText(withTests);
  await expect(figure(page, 'without-tests')).toHaveText(without);
}

test('the trace view: figures, chapters, lists, a suggestion accepted, a suspect link cleared, CSV, kept across reloads', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
  await openJson(page, 'shop.json', shop);

  await chooseMenuItem(page, 'View', 'Trace');
  await expect(page.getByRole('heading', { name: 'No trace links yet' })).toBeVisible();
  await saveScreenshotsEverywhere(page, 'trace-view-empty');
  await chooseMenuItem(page, 'View', 'Table');

  // Generate → Test for REQ-1, its case added to the spec and linked to it.
  await cell(page, 1, 'description').click();
  await chooseMenuItem(page, 'Generate', 'Test');
  const dialog = page.getByRole('dialog', { name: 'Generate Test' });
  await dialog.getByRole('radio', { name: /Selected row/ }).check();
  await dialog.getByRole('checkbox', { name: /Add the test cases to this spec/ }).check();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => displayedRowCount(page)).toBe(9);

  await chooseMenuItem(page, 'View', 'Trace');
  await expectFigures(page, '25%', '1', '3');
  const tree = page.getByRole('tree', { name: 'Chapters' });
  await expect(tree.getByRole('treeitem')).toHaveCount(3);
  await expect(tree.getByRole('treeitem', { name: /1 Checkout/ })).toContainText('33% · 1 of 3');
  await expect(tree.getByRole('treeitem', { name: /2 Invoices/ })).toContainText('0% · 0 of 1');
  await expect(page.getByRole('list', { name: 'Requirements without tests' })).toContainText('REQ-4');
  await expect(page.getByRole('list', { name: 'Tests naming no requirement' })).toContainText('T-9');

  // The chapter tree by keyboard: down to "1.1 Payment", Left to its parent, Left closes it, Enter filters.
  await tree.getByRole('treeitem', { name: /1 Checkout/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tree.getByRole('treeitem', { name: /1\.1 Payment/ })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(tree.getByRole('treeitem', { name: /1 Checkout/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(tree.getByRole('treeitem')).toHaveCount(2);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Matrix: 2 Invoices' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Trace matrix' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Show all chapters' }).click();

  // The suggestion between T-9 and REQ-4, accepted into a link (one undo step).
  const suggestion = page
    .getByRole('list', { name: 'Suggested links' })
    .getByRole('listitem')
    .filter({ hasText: 'Link REQ-4 ← T-9 (verifies)?' });
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'trace-view');
  await suggestion.getByRole('button', { name: /^Accept/ }).click();
  await expectFigures(page, '50%', '2', '2');
  await expect(page.getByRole('list', { name: 'Tests naming no requirement' })).toHaveCount(0);

  // An edit of REQ-1 turns its test's link suspect; Clear in the trace view.
  await chooseMenuItem(page, 'View', 'Table');
  await cell(page, 1, 'description').click();
  const field = page.getByRole('form', { name: 'Properties' }).getByRole('textbox', { name: 'Requirement' });
  await field.fill('When an order is placed, the shop shall send a receipt by email and SMS.');
  await page.getByTestId('tab-content').click({ position: { x: 5, y: 5 } });
  await chooseMenuItem(page, 'View', 'Trace');
  await expect(figure(page, 'suspect-links')).toHaveText('1');
  const suspect = page.getByRole('list', { name: 'Suspect links' });
  await expect(suspect).toContainText('verifies REQ-1');
  await saveScreenshotsEverywhere(page, 'trace-view-suspect');
  await suspect.getByRole('button', { name: /^Clear suspect mark/ }).click();
  await expect(figure(page, 'suspect-links')).toHaveText('0');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Trace shop.csv');
  const csv = await downloadedText(download);
  expect(csv).toContain('ID,Requirement,Chapter,Tests,Status,Suspect,Drifted');
  expect(csv).toContain(
    'REQ-4,The shop shall export invoices as PDF documents.,2 Invoices,T-9,not run,no,no',
  );
  expect(csv).toContain('REQ-2,The search shall answer within 2 seconds.,1 Checkout,,no tests,no,no');

  // Clicking a requirement selects it in the table view.
  await page.getByRole('button', { name: 'Show REQ-3 in the table' }).click();
  await expect(cell(page, 5, 'description')).toBeVisible();
  await chooseMenuItem(page, 'View', 'Trace');

  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByTestId('trace-view')).toBeVisible();
  await expectFigures(page, '50%', '2', '2');
});
