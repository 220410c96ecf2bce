import { expect, test } from '@playwright/test';
import { importThroughMenu } from './support/exchange';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { expectActiveTab, withoutSavePicker } from './support/spec-files';
import { cell } from './support/table-page';

const CSV = 'text/csv';

test.beforeEach(async ({ page }) => {
  await withoutSavePicker(page);
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('a CSV file is imported through the column-mapping step, roles chosen by hand', async ({ page }) => {
  // Semicolon separated, with a byte order mark and a quoted text holding the separator and a line break.
  const csv = [
    '\uFEFFRef;Owner;Statement;Kind;Priority',
    'PAY-7;Ann;"The shop shall accept card payments; and vouchers.";requirement;High',
    ';Bo;"The shop shall send a receipt.\nIt shall hold the order number.";requirement;Low',
    'PAY-8;;Payments;chapter;',
  ].join('\r\n');
  await importThroughMenu(page, 'Excel or CSV…', {
    name: 'Payments.csv',
    mimeType: CSV,
    buffer: Buffer.from(csv, 'utf8'),
  });
  const dialog = page.getByRole('dialog', { name: 'Import Columns' });
  await expect(dialog).toContainText('“Payments” has 3 rows.');
  await expect(dialog.getByLabel('ID column')).toHaveValue('0');
  await expect(dialog.getByLabel('Requirement text column')).toHaveValue('2');
  await expect(dialog.getByLabel('Type column (this_is_a)')).toHaveValue('3');
  const preview = dialog.getByRole('region', { name: 'Preview of the first rows' });
  await expect(preview.getByRole('columnheader')).toHaveText([
    'RefID',
    'OwnerColumn',
    'StatementRequirement text',
    'KindType',
    'PriorityColumn',
  ]);
  await expect(
    preview.getByRole('cell', { name: 'The shop shall accept card payments; and vouchers.' }),
  ).toBeVisible();

  // One column cannot take two roles; the dialog says so and stays open.
  await dialog.getByLabel('Type column (this_is_a)').selectOption('Statement');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(
    dialog.getByText(
      'Each column can have only one role: choose different columns for the id, the text and the type.',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Type column (this_is_a)').selectOption('Kind');
  await expect(dialog.getByText('Each column can have only one role')).toHaveCount(0);
  await saveScreenshotsEverywhere(page, 'exchange-csv-mapping');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expect(dialog).toHaveCount(0);
  await expectActiveTab(page, /Payments/);
  await expect(cell(page, 0, 'description')).toHaveText('The shop shall accept card payments; and vouchers.');
  await expect(cell(page, 1, 'owner')).toHaveText('Bo');
  await expect(cell(page, 2, 'this_is_a')).toHaveText('chapter');
  await expect(page.getByText('Generated an id for 1 row without one.')).toBeVisible();
  await saveScreenshotsEverywhere(page, 'exchange-csv-imported');
});

test('a CSV file without rows below its header gets one message and opens nothing', async ({ page }) => {
  await importThroughMenu(page, 'Excel or CSV…', {
    name: 'headers only.csv',
    mimeType: CSV,
    buffer: Buffer.from('ID,Text\n\n', 'utf8'),
  });
  const message = page.getByRole('dialog', { name: 'Cannot Import File' });
  await expect(message).toContainText(
    'The CSV file has no rows to import: it needs a header row and at least one row below it.',
  );
  await message.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog', { name: 'Import Columns' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /headers only/ })).toHaveCount(0);
});
