import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { exportThroughMenu, importThroughMenu } from './support/exchange';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, expectActiveTab, withoutSavePicker } from './support/spec-files';
import { cell, header } from './support/table-page';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbook(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Requirements');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(new Uint8Array(await book.xlsx.writeBuffer()));
}

test.beforeEach(async ({ page }) => {
  await withoutSavePicker(page);
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('an Excel workbook is imported through the column-mapping step, with ids generated where missing', async ({
  page,
}) => {
  const buffer = await workbook([
    ['Key', 'Statement', 'Class', 'Priority', 'Effort'],
    ['SHOP-26', 'The shop shall accept card payments.', 'requirement', 'High', 3],
    [null, 'The shop shall send an order confirmation by e-mail.', 'requirement', 'Medium', 2],
    ['SHOP-30', 'Checkout', 'chapter', null, null],
  ]);
  await importThroughMenu(page, 'Excel or CSV…', { name: 'Shop requirements.xlsx', mimeType: XLSX, buffer });
  const dialog = page.getByTestId('import-mapping-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('ID column')).toHaveValue('0');
  await expect(dialog.getByLabel('Requirement text column')).toHaveValue('1');
  await expect(dialog.getByLabel('Type column (this_is_a)')).toHaveValue('');
  await dialog.getByLabel('Type column (this_is_a)').selectOption('Class');
  await saveScreenshotsEverywhere(page, 'exchange-xlsx-mapping');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expectActiveTab(page, /Shop requirements/);
  await expect(cell(page, 0, 'description')).toHaveText('The shop shall accept card payments.');
  await expect(cell(page, 1, 'priority')).toHaveText('Medium');
  await expect(page.getByText('Generated an id for 1 row without one.')).toBeVisible();
  await saveScreenshotsEverywhere(page, 'exchange-xlsx-imported');

  // Excel export of the imported spec reads back with the same ids and texts.
  const download = await exportThroughMenu(page, 'Excel Workbook (.xlsx)');
  expect(download.suggestedFilename()).toBe('Shop requirements.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(await readFile((await download.path()) as string)).buffer);
  const sheet = book.worksheets[0];
  // One id column: the sheet's own Key column, holding the ids the rows got.
  expect(sheet?.getRow(1).values).toEqual([undefined, 'Key', 'Statement', 'Class', 'Priority', 'Effort']);
  expect(sheet?.getRow(3).values).toEqual([
    undefined,
    'SHOP-31',
    'The shop shall send an order confirmation by e-mail.',
    'requirement',
    'Medium',
    2,
  ]);
});

test('the id column shows as the ID column and type values become chapters, requirements and comments', async ({
  page,
}) => {
  const buffer = await workbook([
    ['Req ID', 'Requirement text', 'Kind'],
    ['SYS-1', 'Start-up', 'Heading'],
    ['SYS-2', 'The app shall start within 2 s.', 'Requirement'],
    ['SYS-3', 'Shutdown', 'Heading'],
    ['SYS-4', 'The app shall save open files before it stops.', 'Requirement'],
    ['SYS-5', 'Users close the app from the tray.', 'Note'],
  ]);
  await importThroughMenu(page, 'Excel or CSV…', { name: 'System.xlsx', mimeType: XLSX, buffer });
  const dialog = page.getByRole('dialog', { name: 'Import Columns' });
  await expect(dialog.getByLabel('ID column')).toHaveValue('0');
  await expect(dialog.getByLabel('Requirement text column')).toHaveValue('1');
  await expect(dialog.getByLabel('Type column (this_is_a)')).toHaveValue('2');
  const values = dialog.getByRole('group', { name: 'What each type value becomes' });
  await expect(values.getByRole('combobox', { name: 'Heading' })).toHaveValue('chapter');
  await expect(values.getByRole('combobox', { name: 'Requirement' })).toHaveValue('requirement');
  await expect(values.getByRole('combobox', { name: 'Note' })).toHaveValue('comment');
  await values.getByRole('combobox', { name: 'Note' }).selectOption('context');
  await saveScreenshotsEverywhere(page, 'exchange-xlsx-type-values');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expectActiveTab(page, /System/);
  await expect(header(page, 'req_id')).toContainText('Req ID');
  for (const [index, id] of ['SYS-1', 'SYS-2', 'SYS-3', 'SYS-4', 'SYS-5'].entries())
    await expect(cell(page, index, 'req_id')).toHaveText(id);
  await expect(cell(page, 0, 'this_is_a')).toHaveText('chapter');
  await expect(cell(page, 1, 'this_is_a')).toHaveText('requirement');
  await expect(cell(page, 4, 'this_is_a')).toHaveText('context');
  await saveScreenshotsEverywhere(page, 'exchange-xlsx-type-values-imported');

  // The headings are chapters: unnumbered, and not counted among the requirements.
  await chooseMenuItem(page, 'View', 'Document');
  await expect(page.getByTestId('document-view')).toContainText('2 requirements · 5 rows');
  const list = page.getByRole('list', { name: 'Document' });
  await expect(list.locator('.doc-entry--chapter')).toHaveCount(2);
  await expect(list.getByRole('heading', { name: 'Start-up' })).toBeVisible();
  await expect(list.locator('.doc-entry--requirement .doc-entry__gutter')).toHaveText(['1.', '2.']);
});

test('a file that is not a workbook gets one message and opens nothing', async ({ page }) => {
  await importThroughMenu(page, 'Excel or CSV…', {
    name: 'broken.xlsx',
    mimeType: XLSX,
    buffer: Buffer.from('PK\u0003\u0004 not really a zip'),
  });
  const message = page.getByRole('dialog', { name: 'Cannot Import File' });
  await expect(message).toContainText(
    'The file could not be read as an Excel workbook: it is damaged or not an .xlsx file.',
  );
  await saveScreenshotsEverywhere(page, 'exchange-xlsx-broken');
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('tab', { name: /broken/ })).toHaveCount(0);

  await importThroughMenu(page, 'Excel or CSV…', {
    name: 'empty.xlsx',
    mimeType: XLSX,
    buffer: await workbook([['Text']]),
  });
  await expect(page.getByRole('dialog', { name: 'Cannot Import File' })).toContainText(
    'The first worksheet has no rows to import',
  );
});
