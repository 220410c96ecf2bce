import { expect, type Locator, test } from '@playwright/test';
import { expectAccessible, saveScreenshot } from './support/screens';
import {
  cell,
  columns,
  grid,
  header,
  openColumnMenu,
  openJson,
  openTemplate,
  reviewSpec,
  selectedRowIndex,
} from './support/table-page';

// Screenshots and axe runs on a busy machine take a while.
test.describe.configure({ timeout: 60_000 });

const consoleProblems: string[] = [];

test.beforeEach(async ({ page }) => {
  consoleProblems.length = 0;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
  });
  page.on('dialog', (dialog) => {
    consoleProblems.push(`unexpected dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test.afterEach(() => {
  // No AG Grid licence or missing-module messages, no script from a cell.
  expect(consoleProblems).toEqual([]);
});

test('the template renders as a table; the header menu sorts', async ({ page }) => {
  await openTemplate(page, 'SaaS landing page');
  const names = ['#', 'ID', 'Requirement', 'Type', 'Priority', 'Status'];
  await expect(grid(page).getByRole('columnheader')).toContainText(names);
  await expect(cell(page, 0, 'sw-row-number')).toHaveText('1');
  await expect(cell(page, 0, 'description')).toHaveText('1 Purpose and audience');
  // uiStyles: chapters are bold in the Requirement column.
  await expect(cell(page, 0, 'description')).toHaveCSS('font-weight', '700');
  // Long text is cut with an ellipsis; hovering shows all of it.
  await cell(page, 1, 'description').hover();
  await expect(cell(page, 1, 'description')).toHaveAttribute(
    'title',
    /^A marketing landing page .*booked demo\.$/,
  );
  await saveScreenshot(page, 'table');
  await expectAccessible(page);

  const menu = await openColumnMenu(page, 'Requirement');
  for (const item of ['Sort A–Z', 'Sort Z–A', 'Clear Sort', 'Select Column', 'Edit Column', 'Hide Column']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await saveScreenshot(page, 'table-header-menu');
  await menu.getByRole('menuitem', { name: 'Sort A–Z' }).click();
  await expect(header(page, 'description')).toHaveAttribute('aria-sort', 'ascending');
  await expect(cell(page, 0, 'description')).toHaveText('1 Purpose and audience');
  await expect(cell(page, 1, 'description')).toHaveText('2 Content sections');

  await (await openColumnMenu(page, 'Requirement')).getByRole('menuitem', { name: 'Sort Z–A' }).click();
  await expect(header(page, 'description')).toHaveAttribute('aria-sort', 'descending');
  await expect(cell(page, 0, 'description')).toContainText('When the visitor submits');

  await (await openColumnMenu(page, 'Requirement')).getByRole('menuitem', { name: 'Clear Sort' }).click();
  await expect(cell(page, 0, 'description')).toHaveText('1 Purpose and audience');
});

test('the header menu opens from the keyboard, selects and hides a column', async ({ page }) => {
  await openTemplate(page, 'SaaS landing page');
  await cell(page, 2, 'req_id').click();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp'); // from the first row into the header
  await page.keyboard.press('Alt+ArrowDown');
  const menu = page.getByRole('menu', { name: 'Column menu: ID' });
  await expect(menu.getByRole('menuitem', { name: 'Sort A–Z' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(header(page, 'req_id')).toBeFocused();

  await (await openColumnMenu(page, 'ID')).getByRole('menuitem', { name: 'Edit Column' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await (await openColumnMenu(page, 'Type')).getByRole('menuitem', { name: 'Select Column' }).click();
  await expect(cell(page, 0, 'this_is_a')).toBeFocused();
  await expect(cell(page, 3, 'this_is_a')).toHaveClass(/sw-cell--column-selected/);

  await (await openColumnMenu(page, 'Type')).getByRole('menuitem', { name: 'Hide Column' }).click();
  await expect(header(page, 'this_is_a')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(header(page, 'this_is_a')).toBeVisible();
});

test('rows are selected by click and Up/Down; Alt+Down moves the row', async ({ page }) => {
  await openTemplate(page, 'SaaS landing page');
  await cell(page, 2, 'req_id').click();
  await expect.poll(() => selectedRowIndex(page)).toBe('2');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => selectedRowIndex(page)).toBe('3');
  await expect(page.getByRole('button', { name: 'Delete Row' })).toBeEnabled();
  // Space would toggle the grid's own selection: the selection stays the store's.
  await page.keyboard.press('Space');
  await expect.poll(() => selectedRowIndex(page)).toBe('3');

  await page.keyboard.press('Alt+ArrowDown');
  await expect(cell(page, 4, 'req_id')).toHaveText('SAAS-002');
  await expect(cell(page, 4, 'sw-row-number')).toHaveText('5');
  await expect.poll(() => selectedRowIndex(page)).toBe('4');
  await expect(cell(page, 4, 'req_id')).toBeFocused();

  await page.keyboard.press('Alt+ArrowUp');
  await expect(cell(page, 3, 'req_id')).toHaveText('SAAS-002');
  await expect.poll(() => selectedRowIndex(page)).toBe('3');
});

test('cells are edited inline; Escape cancels', async ({ page }) => {
  await openTemplate(page, 'SaaS landing page');
  await cell(page, 2, 'req_id').dblclick();
  const input = cell(page, 2, 'req_id').locator('input');
  await expect(input).toBeFocused();
  await input.fill('SAAS-100');
  await page.keyboard.press('Enter');
  await expect(cell(page, 2, 'req_id')).toHaveText('SAAS-100');

  await cell(page, 3, 'req_id').dblclick();
  await cell(page, 3, 'req_id').locator('input').fill('NOT SAVED');
  await page.keyboard.press('Escape');
  await expect(cell(page, 3, 'req_id')).toHaveText('SAAS-002');

  // A long text opens the large editor (Shift+Enter for a new line, Enter to save).
  await cell(page, 2, 'description').dblclick();
  const textarea = page.locator('.ag-large-text textarea');
  await expect(textarea).toBeFocused();
  await textarea.fill('The page shall load in 2 s.');
  await page.keyboard.press('Enter');
  await expect(cell(page, 2, 'description')).toHaveText('The page shall load in 2 s.');

  // A select column offers its options.
  await cell(page, 2, 'priority').dblclick();
  await page.keyboard.press('Enter');
  await grid(page).getByRole('option', { name: 'Could' }).click();
  await expect(cell(page, 2, 'priority')).toHaveText('Could');

  // Not editable: the row number.
  await cell(page, 2, 'sw-row-number').dblclick();
  await expect(grid(page).locator('.ag-cell-inline-editing')).toHaveCount(0);

  await page.keyboard.press('Control+z');
  await expect(cell(page, 2, 'priority')).toHaveText('Must');
});

test('rows under review show their status and decisions', async ({ page }) => {
  await openJson(page, 'review.json', reviewSpec());
  const review = (rowIndex: number) => cell(page, rowIndex, 'sw-review');
  await expect(header(page, 'sw-review')).toBeVisible();
  await expect(review(0)).toHaveText('');
  await expect(review(1)).toContainText('+ Added');
  await expect(review(2)).toContainText('− Removed');
  await expect(review(3)).toContainText('Original');
  await expect(review(4)).toContainText('~ Changed');
  await expect(cell(page, 2, 'description')).toHaveCSS('text-decoration-line', 'line-through');
  await saveScreenshot(page, 'table-review');
  await expectAccessible(page);

  // changed-updated → Reject: the original comes back under the updated row's id.
  await review(4).getByRole('button', { name: 'Reject' }).click();
  await expect(cell(page, 3, 'description')).toHaveText('Old wording');
  await expect(cell(page, 3, 'req_id')).toHaveText('R4~ORIGINAL');
  await expect(review(3)).toHaveText('');
  await expect(grid(page).locator('.ag-row')).toHaveCount(5);

  // removed → Keep clears the status; added → Reject deletes the row.
  await review(2).getByRole('button', { name: 'Keep' }).click();
  await expect(review(2)).toHaveText('');
  await review(1).getByRole('button', { name: 'Reject' }).click();
  await expect(grid(page).locator('.ag-row')).toHaveCount(4);
  await expect(cell(page, 1, 'description')).toHaveText('Requirement the agent would drop');

  // added → Accept keeps it; with nothing pending the Review column goes away.
  await review(3).getByRole('button', { name: 'Accept' }).click();
  await expect(header(page, 'sw-review')).toHaveCount(0);
  await expect(cell(page, 3, 'description')).toHaveText('A second proposal');
});

test('Accept on a changed row drops the original; Delete removes a removed row', async ({ page }) => {
  await openJson(page, 'review-accept.json', reviewSpec());
  const review = (rowIndex: number) => cell(page, rowIndex, 'sw-review');
  // The original copy acts through its updated row.
  await review(3).getByRole('button', { name: 'Accept' }).click();
  await expect(cell(page, 3, 'description')).toHaveText('New wording');
  await expect(review(3)).toHaveText('');
  await review(2).getByRole('button', { name: 'Delete' }).click();
  await expect(cell(page, 2, 'description')).toHaveText('New wording');
  await expect(grid(page).locator('.ag-row')).toHaveCount(4);

  // The decisions are reachable from the keyboard.
  await cell(page, 1, 'sw-review').click({ position: { x: 12, y: 16 } });
  await page.keyboard.press('Tab');
  await expect(review(1).getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(review(1).getByRole('button', { name: 'Reject' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(grid(page).locator('.ag-row')).toHaveCount(3);
});

test('an empty file offers to add a requirement; cell text stays text', async ({ page }) => {
  await openJson(page, 'empty.json', { columns, rows: [] });
  await expect(page.getByText('No Requirements Found')).toBeVisible();
  await saveScreenshot(page, 'table-empty');
  await page.getByRole('button', { name: 'Add Requirement' }).click();
  await expect(page.getByText('No Requirements Found')).toHaveCount(0);
  await expect(grid(page).locator('.ag-row')).toHaveCount(1);
  expect(await selectedRowIndex(page)).toBe('0');

  const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
  await openJson(page, 'hostile.json', {
    columns,
    rows: [{ id: 'h1', req_id: '<b>bold</b>', description: hostile, this_is_a: 'requirement' }],
  });
  await expect(cell(page, 0, 'description')).toHaveText(hostile);
  await expect(cell(page, 0, 'req_id')).toHaveText('<b>bold</b>');
  await expect(grid(page).locator('img, b, script')).toHaveCount(0);
});

test('columns move after a 10 px drag and resize; both are undoable edits', async ({ page }) => {
  await openTemplate(page, 'SaaS landing page');
  const labelOf = (colId: string) => header(page, colId).locator('.sw-header__label');
  const headerNames = () => grid(page).locator('.ag-header-cell .sw-header__text').allTextContents();
  const drag = async (from: Locator, dx: number) => {
    const box = await from.boundingBox();
    if (!box) throw new Error('header not visible');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 10, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 10 + dx / 2, y, { steps: 4 });
    await page.mouse.move(box.x + 10 + dx, y, { steps: 4 });
    await page.mouse.up();
  };
  await drag(labelOf('req_id'), 8);
  expect((await headerNames()).slice(0, 2)).toEqual(['ID', 'Requirement']);
  const requirement = await header(page, 'description').boundingBox();
  const id = await header(page, 'req_id').boundingBox();
  if (!requirement || !id) throw new Error('headers not visible');
  await drag(labelOf('req_id'), requirement.x + requirement.width * 0.8 - (id.x + 10));
  await expect.poll(async () => (await headerNames()).slice(0, 3)).toEqual(['Requirement', 'ID', 'Type']);
  await expect(header(page, 'req_id')).not.toHaveAttribute('aria-sort', /ing/);

  const before = (await header(page, 'this_is_a').boundingBox())?.width ?? 0;
  const handle = header(page, 'this_is_a').locator('.ag-header-cell-resize');
  const box = await handle.boundingBox();
  if (!box) throw new Error('resize handle not visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => (await header(page, 'this_is_a').boundingBox())?.width ?? 0)
    .toBeGreaterThan(before + 40);

  await page.keyboard.press('Control+z');
  await expect
    .poll(async () => Math.round((await header(page, 'this_is_a').boundingBox())?.width ?? 0))
    .toBe(Math.round(before));
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await headerNames()).slice(0, 2)).toEqual(['ID', 'Requirement']);
});

test('the table follows the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openTemplate(page, 'SaaS landing page');
  await cell(page, 2, 'description').click();
  await saveScreenshot(page, 'table-dark');
  await expectAccessible(page);

  await openJson(page, 'review-dark.json', reviewSpec());
  await cell(page, 0, 'description').click();
  await saveScreenshot(page, 'table-review-dark');
  await expectAccessible(page);
});
