import { expect, type Page, test } from '@playwright/test';
import { saveScreenshot } from './support/screens';
import { chooseMenuItem, openSpecFile, sampleSpec } from './support/spec-files';
import { cell, grid, header, openColumnMenu } from './support/table-page';

const FIRST = 'The system shall do thing 1.';
const SECOND = 'The system shall do thing 2.';

function entries(page: Page) {
  return page.getByRole('list', { name: 'Document' }).getByRole('listitem');
}

async function openInDocumentView(page: Page): Promise<void> {
  await openSpecFile(page, { name: 'history.json', content: sampleSpec(3) });
  await expect(page.getByRole('tab', { name: /history/ })).toHaveAttribute('aria-selected', 'true');
  await chooseMenuItem(page, 'View', 'Document');
  await expect(entries(page)).toHaveCount(3);
}

async function editFirstDescription(page: Page, text: string): Promise<void> {
  await page.getByRole('button', { name: FIRST, exact: true }).click();
  await page.getByRole('textbox', { name: 'Description of requirement 1' }).fill(text);
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('button', { name: text, exact: true })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('every edit can be undone and redone from the keyboard and the Edit menu', async ({ page }) => {
  await openInDocumentView(page);
  await editFirstDescription(page, 'Edited once.');
  await page.getByRole('button', { name: SECOND, exact: true }).focus();
  await page.getByTestId('toolbar').getByRole('button', { name: 'Delete Row' }).click();
  await expect(entries(page)).toHaveCount(2);

  await page.getByTestId('tab-content').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(entries(page)).toHaveCount(3);
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('button', { name: FIRST, exact: true })).toBeVisible();

  await chooseMenuItem(page, 'Edit', 'Redo');
  await expect(page.getByRole('button', { name: 'Edited once.', exact: true })).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await expect(entries(page)).toHaveCount(2);
  await chooseMenuItem(page, 'Edit', 'Undo');
  await expect(entries(page)).toHaveCount(3);
});

test('unsaved edits come back after a reload, and closing asks first', async ({ page }) => {
  await openInDocumentView(page);
  await editFirstDescription(page, 'Typed before the reload.');
  const tab = page.getByRole('tab', { name: /history/ });
  await expect(tab.getByTestId('tab-dirty')).toBeVisible();
  await saveScreenshot(page, 'unsaved-tab');

  // Autosave writes after a short quiet moment; reload once it has happened.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByRole('tab', { name: /history/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Typed before the reload.', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /history/ }).getByTestId('tab-dirty')).toBeVisible();

  await page.getByRole('button', { name: 'Close history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(dialog).toBeVisible();
  await saveScreenshot(page, 'close-unsaved');
  await dialog.getByRole('button', { name: 'Keep Open' }).click();
  await expect(page.getByRole('tab', { name: /history/ })).toBeVisible();

  await page.getByRole('button', { name: 'Close history' }).click();
  await page
    .getByRole('dialog', { name: 'Unsaved Changes' })
    .getByRole('button', { name: 'Close Without Saving' })
    .click();
  await expect(page.getByRole('tab', { name: /history/ })).toHaveCount(0);
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(page.getByTestId('menubar')).toBeVisible();
  await expect(page.getByRole('tab', { name: /history/ })).toHaveCount(0);
});

test('an edit followed at once by a reload is kept, and can still be undone', async ({ page }) => {
  await openInDocumentView(page);
  await editFirstDescription(page, 'Reloaded at once.');
  // No wait: the page goes away before autosave's quiet moment has passed.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Reloaded at once.', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /history/ }).getByTestId('tab-dirty')).toBeVisible();

  await page.getByTestId('tab-content').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('button', { name: FIRST, exact: true })).toBeVisible();
  await page.keyboard.press('Control+Shift+z');
  await expect(page.getByRole('button', { name: 'Reloaded at once.', exact: true })).toBeVisible();
});

test('the table sort and the undo history survive a reload', async ({ page }) => {
  await openSpecFile(page, { name: 'history.json', content: sampleSpec(3) });
  await (await openColumnMenu(page, 'Requirement')).getByRole('menuitem', { name: 'Sort Z–A' }).click();
  await expect(header(page, 'description')).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(page, 0, 'description')).toHaveText('The system shall do thing 3.');
  await cell(page, 0, 'description').dblclick();
  await page.locator('.ag-large-text textarea').fill('The system shall do thing 9.');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'description')).toHaveText('The system shall do thing 9.');
  await page.waitForTimeout(1500);

  await page.reload();
  await expect(header(page, 'description')).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(page, 0, 'description')).toHaveText('The system shall do thing 9.');
  await saveScreenshot(page, 'table-sorted-after-reload');
  await grid(page).click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(cell(page, 0, 'description')).toHaveText('The system shall do thing 3.');
});
