import { expect, type Page, test } from '@playwright/test';
import { expectStep, openAnalysisDialog } from './support/analysis';
import { expectAccessible, saveScreenshot, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, expectActiveTab } from './support/spec-files';
import { cell, displayedRowCount, grid, header, openColumnMenu, openJson } from './support/table-page';

const TEXTS = [
  'The system shall, if possible, encrypt the nightly backups.',
  'WHEN the operator submits an order, the system shall confirm it within 2 seconds.',
  'The user interface should be user-friendly.',
  'WHEN a payment fails, the system shall show the failure reason within 1 second.',
  'The reports shall be generated as appropriate.',
];

/** A wide spec (ID, requirement and six more columns) with a chapter row, as a real spec looks. */
const WIDE_SPEC = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text', width: 110 },
    { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
    {
      field: 'this_is_a',
      headerName: 'Type',
      editorType: 'select',
      valueOptions: ['chapter', 'requirement'],
    },
    { field: 'priority', headerName: 'Priority', editorType: 'select', valueOptions: ['must', 'should'] },
    { field: 'owner', headerName: 'Owner', editorType: 'text', width: 180 },
    { field: 'status', headerName: 'Status', editorType: 'text', width: 180 },
    { field: 'source', headerName: 'Source', editorType: 'text', width: 220 },
    { field: 'notes', headerName: 'Notes', editorType: 'textarea', width: 300 },
  ],
  rows: [
    { id: 'c1', rowOrder: 1, req_id: '1', description: '1 Security', this_is_a: 'chapter' },
    ...TEXTS.map((description, i) => ({
      id: `r${i + 1}`,
      rowOrder: i + 2,
      req_id: `REQ-${i + 1}`,
      description,
      this_is_a: 'requirement',
      priority: i % 2 === 0 ? 'must' : 'should',
      owner: 'team-a',
      status: 'draft',
      source: 'workshop 3',
      notes: '',
    })),
  ],
};

const frozenHeader = (page: Page, colId: string) =>
  grid(page).locator(`.ag-header-row .ag-grid-pinned-left-cells [col-id="${colId}"]`);

async function scoreTheSpec(page: Page): Promise<void> {
  const dialog = await openAnalysisDialog(page, 'Analyze', 'Score Analysis', 'score-analysis-dialog');
  await dialog.getByRole('button', { name: 'Start Analysis' }).click();
  await expectStep(dialog, 'displayingResults');
  await dialog.getByRole('button', { name: 'Apply Scores to Table' }).click();
  await expectStep(dialog, 'finished');
  await expect(dialog).toContainText('Scores applied to 5 requirements');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

// Each test scores a spec first and looks at four screens: slow on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await openJson(page, 'wide.json', WIDE_SPEC);
  await scoreTheSpec(page);
});

test('scores sit beside the text, say why, link to their documentation and are not edited by hand', async ({
  page,
}) => {
  // The score column sits right after the requirement text, in view without scrolling.
  const text = await header(page, 'description').boundingBox();
  const score = await header(page, 'score').boundingBox();
  expect(text && score && Math.abs(score.x - (text.x + text.width))).toBeLessThan(2);
  await expect(header(page, 'score')).toBeInViewport();
  // A chapter is not scored; the requirement cells carry the band as colour, icon and words.
  await expect(cell(page, 0, 'score')).toHaveText('');
  await expect(cell(page, 1, 'score')).toHaveClass(/sw-cell--band-low/);
  await expect(cell(page, 2, 'score')).toHaveClass(/sw-cell--band-high/);
  await expect(cell(page, 2, 'score').getByRole('img')).toHaveAttribute('aria-label', /Score \d+, high/);

  // Score cells are not hand-editable: a double click opens no editor, the properties only show them.
  await cell(page, 2, 'score').dblclick({ position: { x: 90, y: 10 } });
  await expect(grid(page).locator('.ag-cell-inline-editing')).toHaveCount(0);
  const properties = page.getByTestId('properties-panel');
  await expect(properties.getByRole('region', { name: 'Score' })).toContainText('Finding');
  await expect(properties.getByRole('textbox', { name: 'Score' })).toHaveCount(0);

  // The pill explains the score: the matched words marked, the suggestion, and the finding's documentation.
  await cell(page, 1, 'score')
    .getByRole('button', { name: /Score \d+, low: show why/ })
    .click();
  const why = page.getByRole('dialog', { name: /Why this requirement scores \d+/ });
  await expect(why).toBeVisible();
  await expect(why.locator('mark').first()).toHaveText('if possible');
  await expect(why).toContainText('Suggestion');
  await saveScreenshotsEverywhere(page, 'scores-popover');
  await expectAccessible(page);
  await why.getByRole('button', { name: /About “Loophole.*” in the documentation/ }).click();
  await expectActiveTab(page, 'Score Analysis');
  const entry = page.locator('details[data-category="loophole"]');
  await expect(entry).toHaveAttribute('open', '');
  await expect(entry).toBeInViewport();
  await page.getByRole('tab', { name: /wide/ }).click();

  // From the keyboard: Enter on a focused score cell opens the same explanation; Escape closes it.
  await cell(page, 3, 'score').click({ position: { x: 4, y: 4 } });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Why this requirement scores/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: /Why this requirement scores/ })).toBeHidden();
  await expect(grid(page).locator('.ag-cell-inline-editing')).toHaveCount(0);
});

test('the ID and requirement freeze, the table filters by band, the report charts the bands', async ({
  page,
}) => {
  // Freeze ID and requirement, scroll to the far right: both stay in view.
  for (const name of ['ID', 'Requirement']) {
    const menu = await openColumnMenu(page, name);
    await menu.getByRole('menuitem', { name: 'Freeze Column' }).click();
  }
  await expect(frozenHeader(page, 'description')).toBeVisible();
  // End moves the focus to the row's last column, scrolling the grid to its right edge.
  await cell(page, 1, 'priority').click();
  await page.keyboard.press('End');
  await expect(header(page, 'score_suggestion')).toBeInViewport();
  await expect(header(page, 'owner')).not.toBeInViewport();
  await expect(cell(page, 1, 'description')).toBeInViewport();
  await expect(cell(page, 1, 'req_id')).toBeInViewport();
  await saveScreenshot(page, 'scores-frozen');

  // Filter by band: only the low scores, then every row again.
  const filter = page.getByRole('group', { name: 'Score band' });
  await expect.poll(() => displayedRowCount(page)).toBe(6);
  await filter.getByRole('button', { name: /^Low \(\d+\)$/ }).click();
  await expect(filter.getByRole('button', { name: /^Low/ })).toHaveAttribute('aria-pressed', 'true');
  const lowCount = Number(
    (await filter.getByRole('button', { name: /^Low/ }).textContent())?.match(/\d+$/)?.[0],
  );
  expect(lowCount).toBeGreaterThan(0);
  await expect.poll(() => displayedRowCount(page)).toBe(lowCount);
  await saveScreenshot(page, 'scores-filtered');
  await expectAccessible(page);
  // The layout is a view setting of the tab: it survives a reload.
  await page.reload();
  await expect.poll(() => displayedRowCount(page)).toBe(lowCount);
  await expect(frozenHeader(page, 'description')).toBeVisible();
  await page.getByRole('group', { name: 'Score band' }).getByRole('button', { name: 'Show all' }).click();
  await expect.poll(() => displayedRowCount(page)).toBe(6);

  // The report charts the bands of the requirements (the chapter is not counted).
  await chooseMenuItem(page, 'View', 'Report');
  const bands = page.getByTestId('report-score-bands');
  await expect(bands.getByRole('heading', { name: 'Score band' })).toBeVisible();
  const legend = bands.getByRole('table', { name: 'Values of Score band' });
  await expect(legend.getByRole('row', { name: /High \(80–100\)/ })).toBeVisible();
  await expect(legend.getByRole('row', { name: /Low \(under 50\)/ })).toContainText(`${lowCount}`);
  await saveScreenshotsEverywhere(page, 'scores-report');
  await expectAccessible(page);
});
