import { expect, test } from '@playwright/test';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { cell, displayedRowCount, grid, header, openJson } from './support/table-page';

const LONG =
  'WHEN the operator submits an order with more than twenty lines, the system shall confirm every line, reserve the stock and send the confirmation e-mail within 2 seconds.';

const SPEC = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text', width: 100 },
    { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 360 },
    { field: 'priority', headerName: 'Priority', editorType: 'select', valueOptions: ['must', 'should'] },
    { field: 'owner', headerName: 'Owner', editorType: 'text' },
  ],
  rows: [
    { id: 'r1', rowOrder: 1, req_id: 'REQ-1', description: LONG, priority: 'must', owner: 'orders' },
    {
      id: 'r2',
      rowOrder: 2,
      req_id: 'REQ-2',
      description: 'The system shall log every sign-in.',
      priority: 'should',
      owner: 'security',
    },
    {
      id: 'r3',
      rowOrder: 3,
      req_id: 'REQ-3',
      description: 'The system shall export the audit log.',
      priority: 'must',
      owner: 'security',
    },
  ],
};

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await openJson(page, 'fit.json', SPEC);
});

test('the columns fill the width and long text wraps when asked, remembered across a reload', async ({
  page,
}) => {
  // The requirement column takes the room the other columns leave.
  const gridBox = await grid(page).boundingBox();
  const last = await header(page, 'owner').boundingBox();
  expect(gridBox && last && gridBox.x + gridBox.width - (last.x + last.width)).toBeLessThan(24);
  expect((await header(page, 'description').boundingBox())?.width).toBeGreaterThan(360);

  const oneLine = (await cell(page, 0, 'description').boundingBox())?.height ?? 0;
  await page.getByRole('button', { name: 'Wrap Text' }).click();
  await expect(page.getByRole('button', { name: 'Wrap Text' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await cell(page, 0, 'description').boundingBox())?.height ?? 0)
    .toBeGreaterThan(oneLine * 1.5);
  await saveScreenshotsEverywhere(page, 'table-fit-wrapped');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Wrap Text' })).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => (await cell(page, 0, 'description').boundingBox())?.height ?? 0)
    .toBeGreaterThan(oneLine * 1.5);
});

test('find steps through matching cells; the filter row narrows the rows', async ({ page }) => {
  await cell(page, 0, 'owner').click();
  await page.keyboard.press('Control+f');
  const find = page.getByRole('searchbox', { name: 'Find in spec' });
  await expect(find).toBeFocused();
  await find.fill('security');
  await expect(page.getByRole('toolbar', { name: 'Table view' }).locator('output')).toHaveText('2 matches');
  await find.press('Enter');
  await expect(page.getByRole('toolbar', { name: 'Table view' }).locator('output')).toHaveText('1 of 2');
  await expect(cell(page, 1, 'owner')).toHaveClass(/sw-cell--find-current/);
  await expect(cell(page, 2, 'owner')).toHaveClass(/sw-cell--find-match/);
  await find.press('Enter');
  await expect(cell(page, 2, 'owner')).toHaveClass(/sw-cell--find-current/);
  await page.getByRole('button', { name: 'Previous match' }).click();
  await expect(cell(page, 1, 'owner')).toHaveClass(/sw-cell--find-current/);
  await find.fill('nothing like this');
  await expect(page.getByRole('toolbar', { name: 'Table view' }).locator('output')).toHaveText('No matches');
  await find.press('Escape');
  await expect(find).toHaveValue('');

  await page.getByRole('button', { name: 'Filter Row' }).click();
  const filterBox = grid(page).getByRole('textbox', { name: /Requirement Filter Input/ });
  await filterBox.fill('audit');
  await expect.poll(() => displayedRowCount(page)).toBe(1);
  await expect(cell(page, 0, 'req_id')).toHaveText('REQ-3');
  await saveScreenshotsEverywhere(page, 'table-fit-find-filter');
  await expectAccessible(page);
  await filterBox.fill('');
  await expect.poll(() => displayedRowCount(page)).toBe(3);
});

test('a block pasted from a spreadsheet fills the cells and adds rows, as one undo step', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const block =
    'Must encrypt backups\tmust\r\nMust rotate keys\tshould\r\n"Line one\nline two"\tmust\r\nMust keep logs\tshould\r\n';
  await page.evaluate(`navigator.clipboard.writeText(${JSON.stringify(block)})`);
  await cell(page, 1, 'description').click();
  await page.keyboard.press('Control+v');
  await expect(cell(page, 1, 'description')).toHaveText('Must encrypt backups');
  await expect(cell(page, 2, 'priority')).toHaveText('should');
  await expect.poll(() => displayedRowCount(page)).toBe(5);
  await expect(cell(page, 3, 'description')).toContainText('Line one');
  await expect(cell(page, 4, 'description')).toHaveText('Must keep logs');
  await page.keyboard.press('Control+z');
  await expect.poll(() => displayedRowCount(page)).toBe(3);
  await expect(cell(page, 1, 'description')).toHaveText('The system shall log every sign-in.');
});
