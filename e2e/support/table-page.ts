/** The table view as the e2e suite drives it: opening specs the way users do, and grid locators. */
import { expect, type Locator, type Page } from '@playwright/test';

export const grid = (page: Page) => page.getByTestId('table-grid');
export const cell = (page: Page, rowIndex: number, colId: string) =>
  grid(page).locator(`.ag-row[row-index="${rowIndex}"] [col-id="${colId}"]`);
export const selectedRowIndex = (page: Page) =>
  grid(page).locator('.ag-row.ag-row-selected').first().getAttribute('row-index');
/** How many rows the grid shows (a row's cells may be split between frozen and scrolled parts). */
export const displayedRowCount = (page: Page) =>
  grid(page)
    .locator('.ag-row[row-index]')
    .evaluateAll((rows) => new Set(rows.map((row) => row.getAttribute('row-index'))).size);
export const header = (page: Page, colId: string) => grid(page).locator(`.ag-header-cell[col-id="${colId}"]`);

/** File → New → the template's "Use it now", as a user creates a spec. */
export async function openTemplate(page: Page, title: string): Promise<void> {
  await page.getByRole('menuitem', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: /^New/ }).click();
  await page.getByRole('listitem', { name: title }).getByRole('button', { name: 'Use it now' }).click();
  await expect(cell(page, 0, 'description')).toBeVisible();
}

/** File → Open File with a file built in the test (the real hidden file input). */
export async function openJson(page: Page, name: string, spec: unknown): Promise<void> {
  await page.getByTestId('open-file-input').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(spec)),
  });
  await expect(page.getByRole('tab', { name: new RegExp(name.replace('.json', '')) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

export async function openColumnMenu(page: Page, headerName: string): Promise<Locator> {
  await grid(page)
    .getByRole('button', { name: `Column menu: ${headerName}` })
    .click();
  const menu = page.getByRole('menu', { name: `Column menu: ${headerName}` });
  await expect(menu).toBeVisible();
  return menu;
}

export const columns = [
  { field: 'req_id', headerName: 'ID', width: 90 },
  { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
  { field: 'this_is_a', headerName: 'Type', editorType: 'select', valueOptions: ['requirement', 'chapter'] },
];

/** Rows in every proposed-change status, as an agent proposes them. */
export function reviewSpec() {
  const row = (id: string, description: string, tempChangeStatus: string, extra = {}) => ({
    id,
    req_id: id.toUpperCase(),
    description,
    this_is_a: 'requirement',
    tempChangeStatus,
    ...extra,
  });
  return {
    columns,
    rows: [
      row('r1', 'Kept as it was', 'unchanged'),
      row('r2', 'Proposed new requirement', 'added'),
      row('r3', 'Requirement the agent would drop', 'removed'),
      row('r4~original', 'Old wording', 'changed-original'),
      row('r4', 'New wording', 'changed-updated', { originalRowId: 'r4~original' }),
      row('r5', 'A second proposal', 'added'),
    ],
  };
}
