import { expect, type Page, test } from '@playwright/test';
import { signUpInContext } from './support/analysis';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, downloadedText } from './support/spec-files';
import { cell, grid, openJson } from './support/table-page';

function specOf(rows: readonly (readonly [string, string])[], prefix: string) {
  return {
    formatVersion: 2,
    columns: [
      { field: 'req_id', headerName: 'ID', width: 90 },
      { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
    ],
    rows: rows.map(([reqId, description], i) => ({
      id: `${prefix}${i + 1}`,
      rowOrder: i + 1,
      req_id: reqId,
      description,
    })),
  };
}

const REQUIREMENTS = [
  ['REQ-1', 'The pump shall stop within 2 s of an emergency stop.'],
  ['REQ-2', 'The display shall show the pump state.'],
] as const;
const TESTS = [
  ['T-1', 'Open the display and read the pump state.'],
  ['T-2', 'Log in as an operator.'],
  ['T-3', 'Press the emergency stop and time the pump until it stops.'],
] as const;

const syncStatus = (page: Page) => page.getByTestId('sync-status');
const panel = (page: Page) => page.getByTestId('properties-panel');
const linksCell = (page: Page, rowIndex: number) => cell(page, rowIndex, 'sw-links');

async function keep(page: Page, name: string, spec: unknown): Promise<void> {
  await openJson(page, name, spec);
  await chooseMenuItem(page, 'File', 'Save to My Specs');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');
}

async function selectRow(page: Page, rowIndex: number): Promise<void> {
  await cell(page, rowIndex, 'description').click();
  await expect(grid(page).locator(`.ag-row-selected[row-index="${rowIndex}"]`).first()).toBeVisible();
}

test('a requirement is linked to a test of another kept spec, shown with its id and text, and broken once that row is deleted', async ({
  page,
}) => {
  await page.goto('/');
  await signUpInContext(page, 'Xavier Cross');
  await page.reload();
  await keep(page, 'pump-tests.json', specOf(TESTS, 't'));
  await keep(page, 'pump-requirements.json', specOf(REQUIREMENTS, 'r'));

  await selectRow(page, 0);
  const links = panel(page).getByRole('region', { name: 'Links' });
  await links.getByRole('combobox', { name: 'Link to', exact: true }).selectOption('Another spec');
  const specChoice = links.getByRole('combobox', { name: 'Spec to link to' });
  await specChoice.selectOption({ label: 'pump-tests (My Specs)' });
  await links.getByRole('combobox', { name: 'New link type' }).selectOption('verifies');
  const target = links.getByRole('combobox', { name: 'Link to row of the other spec' });
  await target.click();
  await target.fill('emergency');
  const options = page.getByRole('listbox', { name: 'Link to row of the other spec' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('T-3');
  await saveScreenshotsEverywhere(page, 'cross-spec-links-pick');
  await target.press('Enter');
  await expect(target).toHaveValue(/^T-3 — Press the emergency stop/);
  await links.getByRole('button', { name: 'Add Link' }).click();

  await expect(linksCell(page, 0)).toHaveText('verifies pump-tests › T-3');
  const opener = links.getByRole('button', {
    name: 'Open pump-tests › T-3: Press the emergency stop and time the pump until it stops.',
  });
  await expect(opener).toBeVisible();
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'cross-spec-links-resolved');
  const downloading = page.waitForEvent('download');
  await chooseMenuItem(page, 'File', 'Export as Markdown');
  expect(await downloadedText(await downloading)).toContain('- **Links:** verifies pump-tests › T-3');

  // The link opens the other spec at its row; the row is deleted there.
  await opener.click();
  await expect(page.getByRole('tab', { name: /pump-tests/ })).toHaveAttribute('aria-selected', 'true');
  await expect(grid(page).locator('.ag-row-selected[row-index="2"]').first()).toBeVisible();
  await page.getByTestId('toolbar').getByRole('button', { name: 'Delete Row' }).click();
  await expect(cell(page, 2, 'description')).toHaveCount(0);
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');

  // Back in the requirements, the link shows as broken, with Remove.
  await page.getByRole('tab', { name: /pump-requirements/ }).click();
  await expect(linksCell(page, 0)).toHaveText('verifies Broken link: pump-tests › t3');
  await selectRow(page, 0);
  const broken = panel(page).getByRole('region', { name: 'Links' });
  await expect(broken.getByText('Broken link: pump-tests › t3')).toBeVisible();
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'cross-spec-links-broken');
  await broken.getByRole('button', { name: 'Remove link to Broken link: pump-tests › t3' }).click();
  await expect(broken.getByText(/No links yet/)).toBeVisible();
});
