import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshot } from './support/screens';
import { chooseMenuItem, expectActiveTab, openSpecFile, sampleSpec } from './support/spec-files';

const header = (page: Page, name: string | RegExp) => page.getByRole('columnheader', { name });
const cell = (page: Page, rowIndex: number, field: string) =>
  page.locator(`.ag-row[row-index="${rowIndex}"] .ag-cell[col-id="${field}"]`);

async function expectColumnValues(page: Page, field: string, values: string[]) {
  for (const [index, value] of values.entries()) await expect(cell(page, index, field)).toHaveText(value);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
  await openSpecFile(page, { name: 'Columns.json', content: sampleSpec(3) });
  await expectActiveTab(page, /Columns/);
  await expect(header(page, /Requirement/)).toBeVisible();
});

test('Add Column validates the form and adds a select column to the table', async ({ page }) => {
  await chooseMenuItem(page, 'Edit', 'Add Column…');
  const dialog = page.getByRole('dialog', { name: 'Add Column' });
  await expect(dialog.getByLabel('Header name')).toBeFocused();
  await dialog.getByRole('button', { name: 'Add Column' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fix errors before submitting.');
  await expect(dialog).toContainText('Header name is required.');
  await expect(dialog.getByLabel('Header name')).toBeFocused();

  await dialog.getByLabel('Header name').fill('Risk level');
  await expect(dialog.getByLabel('Field name')).toHaveValue('risk_level');
  await dialog.getByLabel('Field name').fill('risk level');
  await expect(dialog).toContainText('Field name cannot contain spaces.');
  await expect(dialog.getByLabel('Alignment')).toHaveValue('center');
  await expect(dialog.getByLabel('Width (px)')).toHaveValue('150');
  await saveScreenshot(page, 'add-column-errors');
  await expectAccessible(page);

  await dialog.getByLabel('Field name').fill('risk');
  await dialog.getByLabel('Editor type').selectOption('select');
  await dialog.getByLabel('Option 1', { exact: true }).fill('low');
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await expect(dialog.getByLabel('Option 2', { exact: true })).toBeFocused();
  await page.keyboard.type('high');
  await dialog.getByRole('button', { name: 'Add option' }).click();
  await dialog.getByLabel('Default value').selectOption('low');
  await saveScreenshot(page, 'add-column-select');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(header(page, /Risk level/)).toBeVisible();
  await expectColumnValues(page, 'risk', ['low', 'low', 'low']);
});

test('Edit Column renames a column with the rename warning', async ({ page }) => {
  await chooseMenuItem(page, 'Edit', 'Edit Column…');
  const dialog = page.getByRole('dialog', { name: 'Edit Column' });
  await dialog.getByLabel('Column').selectOption('owner');
  await expect(dialog.getByLabel('Header name')).toHaveValue('Owner');
  await dialog.getByLabel('Header name').fill('Responsible');
  await dialog.getByLabel('Field name').fill('responsible');
  await expect(dialog).toContainText(
    'Renaming the field name moves the values of every row to the new field.',
  );
  await dialog.getByLabel('Field name').fill('priority');
  await expect(dialog).toContainText('A column with this field name already exists.');
  await dialog.getByLabel('Field name').fill('responsible');
  await saveScreenshot(page, 'edit-column');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page, /Responsible/)).toBeVisible();
  await expect(header(page, /^Owner/)).toHaveCount(0);
});

test('Remove Columns needs a choice, warns of data loss and removes the column', async ({ page }) => {
  await chooseMenuItem(page, 'Edit', 'Remove Column…');
  const dialog = page.getByRole('dialog', { name: 'Remove Columns' });
  await expect(dialog).toContainText('permanently deletes its data');
  await dialog.getByRole('button', { name: 'Remove Columns' }).click();
  await expect(dialog).toContainText('Please select at least one column to remove.');
  await dialog.getByRole('checkbox', { name: /Priority/ }).check();
  await saveScreenshot(page, 'remove-columns');
  await dialog.getByRole('button', { name: 'Remove Columns' }).click();
  await expect(dialog).toBeHidden();
  await expect(header(page, /Priority/)).toHaveCount(0);
  await expect(header(page, /Owner/)).toBeVisible();
});

test('Hide Columns and Show Columns (with Show All) change the visible headers', async ({ page }) => {
  await chooseMenuItem(page, 'Edit', 'Hide Columns…');
  const hide = page.getByRole('dialog', { name: 'Hide Columns' });
  await hide.getByRole('button', { name: 'Hide Columns' }).click();
  await expect(hide).toContainText('Please select at least one column to hide.');
  await hide.getByRole('checkbox', { name: /Priority/ }).check();
  await hide.getByRole('checkbox', { name: /Owner/ }).check();
  await saveScreenshot(page, 'hide-columns');
  await hide.getByRole('button', { name: 'Hide Columns' }).click();
  await expect(header(page, /Priority/)).toHaveCount(0);
  await expect(header(page, /Owner/)).toHaveCount(0);

  await chooseMenuItem(page, 'Edit', 'Show Columns…');
  const show = page.getByRole('dialog', { name: 'Show Columns' });
  await show.getByRole('button', { name: 'Show Columns' }).click();
  await expect(show).toContainText('Please select at least one column to show.');
  await show.getByRole('checkbox', { name: /Owner/ }).check();
  await saveScreenshot(page, 'show-columns');
  await show.getByRole('button', { name: 'Show Columns' }).click();
  await expect(header(page, /Owner/)).toBeVisible();
  await expect(header(page, /Priority/)).toHaveCount(0);

  await chooseMenuItem(page, 'Edit', 'Show Columns…');
  await page.getByRole('dialog', { name: 'Show Columns' }).getByRole('button', { name: 'Show All' }).click();
  await expect(header(page, /Priority/)).toBeVisible();
});

test('Fill Default Value fills only empty cells unless told otherwise', async ({ page }) => {
  await chooseMenuItem(page, 'Edit', 'Fill Default Value…');
  const dialog = page.getByRole('dialog', { name: 'Fill Default Value' });
  await dialog.getByLabel('Column').selectOption('priority');
  await dialog.getByLabel('Value').selectOption('medium');
  await expect(dialog.getByRole('checkbox', { name: 'Only fill empty cells' })).toBeChecked();
  await saveScreenshot(page, 'fill-default-value');
  await dialog.getByRole('button', { name: 'Fill' }).click();
  await expect(dialog).toBeHidden();
  await expectColumnValues(page, 'priority', ['high', 'medium', 'medium']);

  await chooseMenuItem(page, 'Edit', 'Fill Default Value…');
  await dialog.getByLabel('Column').selectOption('owner');
  await dialog.getByLabel('Value').fill('');
  await dialog.getByRole('button', { name: 'Fill' }).click();
  await expect(dialog).toContainText('Please enter a value to fill.');
  await dialog.getByLabel('Value').fill('Ana');
  await dialog.getByRole('checkbox', { name: 'Only fill empty cells' }).uncheck();
  await page.keyboard.press('Enter');
  await expectColumnValues(page, 'owner', ['Ana', 'Ana', 'Ana']);
});

test('Escape closes a column dialog without changes', async ({ page }) => {
  await chooseMenuItem(page, 'Edit', 'Add Column…');
  const dialog = page.getByRole('dialog', { name: 'Add Column' });
  await dialog.getByLabel('Header name').fill('Never added');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(header(page, /Never added/)).toHaveCount(0);
});

test('the column dialogs follow the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await chooseMenuItem(page, 'Edit', 'Remove Column…');
  const dialog = page.getByRole('dialog', { name: 'Remove Columns' });
  await dialog.getByRole('checkbox', { name: /Owner/ }).check();
  await saveScreenshot(page, 'remove-columns-dark');
  await expectAccessible(page);
});
