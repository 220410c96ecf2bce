import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell, displayedRowCount, grid, openJson } from './support/table-page';

const shop = {
  columns: [
    { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
    {
      field: 'this_is_a',
      headerName: 'Type',
      editorType: 'select',
      valueOptions: ['requirement', 'chapter'],
    },
  ],
  rows: [
    { id: 'CH-1', description: 'Checkout', this_is_a: 'chapter' },
    {
      id: 'REQ-1',
      description: 'When an order is placed, the shop shall send a receipt by email.',
      this_is_a: 'requirement',
    },
    { id: 'REQ-2', description: 'The search shall answer within 2 seconds.', this_is_a: 'requirement' },
  ],
};

const panel = (page: Page) => page.getByTestId('properties-panel');
const linksCell = (page: Page, rowIndex: number) => cell(page, rowIndex, 'sw-links');
const suspectMarks = (page: Page) => grid(page).locator('.sw-links__suspect');

/** Changes REQ-1's text in the properties panel, committed when the field loses the focus. */
async function editRequirement(page: Page, text: string): Promise<void> {
  await cell(page, 1, 'description').click();
  const field = page.getByRole('form', { name: 'Properties' }).getByRole('textbox', { name: 'Requirement' });
  await field.fill(text);
  await page.getByTestId('tab-content').click({ position: { x: 5, y: 5 } });
  await expect(cell(page, 1, 'description')).toHaveText(text);
}

/** Autosave writes after a short quiet moment; reload once it has happened. */
async function reloadSaved(page: Page): Promise<void> {
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(cell(page, 1, 'description')).toBeVisible();
}

test('a changed requirement turns its generated tests’ links suspect until cleared, across reloads', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
  await openJson(page, 'shop.json', shop);

  await chooseMenuItem(page, 'Generate', 'Test');
  const dialog = page.getByRole('dialog', { name: 'Generate Test' });
  await dialog.getByRole('checkbox', { name: /Add the test cases to this spec/ }).check();
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog).toContainText(
    'they are added to this spec, each linked to the requirement it verifies',
  );
  await dialog.getByRole('button', { name: 'Done' }).click();

  await expect.poll(() => displayedRowCount(page)).toBe(6);
  await expect(linksCell(page, 1)).toHaveText('verified by TC-001');
  await expect(linksCell(page, 3)).toHaveText('verifies REQ-1');
  await expect(suspectMarks(page)).toHaveCount(0);

  await editRequirement(page, 'When an order is placed, the shop shall send a receipt by email and SMS.');
  await expect(linksCell(page, 1).getByRole('img', { name: '1 suspect link' })).toBeVisible();
  await expect(linksCell(page, 3).getByRole('img', { name: '1 suspect link' })).toBeVisible();
  await expect(suspectMarks(page)).toHaveCount(2);
  const links = panel(page).getByRole('region', { name: 'Links' });
  await expect(links).toContainText('Suspect: REQ-1 or TC-001 changed since this link was checked.');
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'suspect-links');

  await links.getByRole('button', { name: 'Clear suspect links of this row' }).click();
  await expect(suspectMarks(page)).toHaveCount(0);
  await reloadSaved(page);
  await expect(linksCell(page, 1)).toHaveText('verified by TC-001');
  await expect(suspectMarks(page)).toHaveCount(0);

  await editRequirement(page, 'When an order is placed, the shop shall send a receipt.');
  await expect(suspectMarks(page)).toHaveCount(2);
  await reloadSaved(page);
  await expect(linksCell(page, 1).getByRole('img', { name: '1 suspect link' })).toBeVisible();

  // The trace view lists the suspect link and marks its requirement in the matrix.
  await chooseMenuItem(page, 'View', 'Trace');
  await expect(page.getByTestId('trace-figure-suspect-links')).toHaveText('1');
  await expect(page.getByRole('list', { name: 'Suspect links' })).toContainText('TC-001 verifies REQ-1');
  const matrixRow = page
    .getByRole('table', { name: 'Trace matrix' })
    .getByRole('row')
    .filter({ hasText: 'REQ-1' });
  await expect(matrixRow).toContainText('Suspect');
  await expect(matrixRow).toContainText('TC-001');
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'suspect-links-trace');
  await chooseMenuItem(page, 'View', 'Table');

  await cell(page, 3, 'description').click();
  const testLinks = panel(page).getByRole('list', { name: 'Links of TC-001' });
  await expect(testLinks).toContainText('Suspect: TC-001 or REQ-1 changed since this link was checked.');
  await saveScreenshotsEverywhere(page, 'suspect-links-test-row');
  await testLinks.getByRole('button', { name: 'Clear suspect mark of link to REQ-1' }).click();
  await expect(suspectMarks(page)).toHaveCount(0);

  await page.getByTestId('tab-content').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(suspectMarks(page)).toHaveCount(2);
  await chooseMenuItem(page, 'Edit', 'Clear All Suspect Links');
  await expect(suspectMarks(page)).toHaveCount(0);
});
