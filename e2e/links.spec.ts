import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell, grid, header, openJson } from './support/table-page';

const ROWS = [
  ['REQ-1', 'The pump shall stop within 2 s of an emergency stop.'],
  ['REQ-2', 'The display shall show the pump state.'],
  ['REQ-3', 'The controller shall log every emergency stop.'],
  ['TEST-1', 'Press the emergency stop and time the pump until it stops.'],
] as const;

function linksSpec(links: { from: string; to: string; type: string }[] = []) {
  return {
    formatVersion: 2,
    columns: [
      { field: 'req_id', headerName: 'ID', width: 90 },
      { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
    ],
    rows: ROWS.map(([reqId, description], i) => ({
      id: `r${i + 1}`,
      rowOrder: i + 1,
      req_id: reqId,
      description,
    })),
    links,
  };
}

const panel = (page: Page) => page.getByTestId('properties-panel');
const linksCell = (page: Page, rowIndex: number) => cell(page, rowIndex, 'sw-links');

async function selectRow(page: Page, rowIndex: number): Promise<void> {
  await cell(page, rowIndex, 'description').click();
  await expect(grid(page).locator(`.ag-row-selected[row-index="${rowIndex}"]`).first()).toBeVisible();
}

/** Ctrl/Cmd+Z and Shift+Z act on the spec once the focus is out of the panel's fields. */
async function pressOnTab(page: Page, keys: string): Promise<void> {
  await page.getByTestId('tab-content').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press(keys);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('a link is added in the properties panel, shown in the table and the document, undone, kept across a reload and removed', async ({
  page,
}) => {
  await openJson(page, 'links.json', linksSpec());
  await expect(cell(page, 0, 'description')).toBeVisible();
  await expect(header(page, 'sw-links')).toHaveCount(0);

  await selectRow(page, 3);
  const links = panel(page).getByRole('region', { name: 'Links' });
  await expect(links.getByText(/No links yet/)).toBeVisible();
  await links.getByRole('combobox', { name: 'New link type' }).selectOption('verifies');
  const target = links.getByRole('combobox', { name: 'Link to row' });
  await target.click();
  await target.fill('pump stop');
  const options = page.getByRole('listbox', { name: 'Link to row' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('REQ-1');
  await saveScreenshotsEverywhere(page, 'links-add-combobox');
  await expect(options).toHaveCount(1);
  await target.press('Enter');
  await expect(target).toHaveValue(/^REQ-1 — The pump shall stop/);
  await links.getByRole('button', { name: 'Add Link' }).click();

  await expect(header(page, 'sw-links')).toBeVisible();
  await expect(linksCell(page, 3)).toHaveText('verifies REQ-1');
  await expect(linksCell(page, 0)).toHaveText('verified by TEST-1');
  await expect(page.getByRole('tab', { name: /links/ }).getByTestId('tab-dirty')).toBeVisible();

  await links.getByRole('combobox', { name: 'Type of link to REQ-1' }).selectOption('refines');
  await expect(linksCell(page, 3)).toHaveText('refines REQ-1');
  await expect(linksCell(page, 0)).toHaveText('refined by TEST-1');

  await pressOnTab(page, 'Control+z');
  await expect(linksCell(page, 3)).toHaveText('verifies REQ-1');
  await pressOnTab(page, 'Control+Shift+z');
  await expect(linksCell(page, 3)).toHaveText('refines REQ-1');

  await chooseMenuItem(page, 'View', 'Document');
  const testEntry = page.getByRole('list', { name: 'Document' }).getByRole('listitem').nth(3);
  await expect(testEntry.locator('.doc-entry__links')).toHaveText('Links: refines REQ-1');
  await expect(
    page.getByRole('list', { name: 'Document' }).getByRole('listitem').nth(0).locator('.doc-entry__links'),
  ).toHaveText('Links: refined by TEST-1');
  await chooseMenuItem(page, 'View', 'Table');

  // Autosave writes after a short quiet moment; reload once it has happened.
  await page.waitForTimeout(1500);
  await page.reload();
  await expect(linksCell(page, 3)).toHaveText('refines REQ-1');
  await expect(linksCell(page, 0)).toHaveText('refined by TEST-1');

  // Enter on a Links cell opens that row's links in the properties panel.
  await linksCell(page, 0).click();
  await expect(panel(page).getByRole('heading', { name: /Links/ })).toBeFocused();
  const reqLinks = panel(page).getByRole('list', { name: 'Links of REQ-1' });
  await expect(reqLinks.getByRole('combobox', { name: 'Type of link from TEST-1' })).toHaveValue('refines');
  await reqLinks.getByRole('button', { name: 'Remove link from TEST-1' }).click();
  await expect(panel(page).getByText(/No links yet/)).toBeVisible();
  await expect(header(page, 'sw-links')).toHaveCount(0);
});

test('Enter on a Links cell opens the row’s links; the Links section and column look right in both themes', async ({
  page,
}) => {
  await openJson(
    page,
    'traced.json',
    linksSpec([
      { from: 'r4', to: 'r1', type: 'verifies' },
      { from: 'r2', to: 'r1', type: 'depends on' },
      { from: 'r3', to: 'r1', type: 'refines' },
      { from: 'r1', to: 'r3', type: 'Satisfies' },
    ]),
  );
  await expect(linksCell(page, 0)).toContainText('Satisfies REQ-3');
  await expect(linksCell(page, 0).locator('.sw-links__count')).toHaveText('4');

  await selectRow(page, 1);
  await cell(page, 0, 'description').click();
  await page.keyboard.press('ArrowRight');
  await expect(linksCell(page, 0)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel(page).getByRole('heading', { name: /Links/ })).toBeFocused();
  await expect(panel(page).getByRole('list', { name: 'Links of REQ-1' }).getByRole('listitem')).toHaveCount(
    4,
  );
  await expect(
    panel(page).getByRole('combobox', { name: 'Type of link to REQ-3' }).locator('option:checked'),
  ).toHaveText('Satisfies');
  await expectAccessible(page);

  await saveScreenshotsEverywhere(page, 'links-table-panel');
  await chooseMenuItem(page, 'View', 'Document');
  await expect(page.locator('.doc-entry__links').first()).toBeVisible();
  await saveScreenshotsEverywhere(page, 'links-document');
});
