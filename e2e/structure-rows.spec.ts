import { expect, type Page, test } from '@playwright/test';
import { expectStep, openAnalysisDialog } from './support/analysis';
import { expectAccessible, saveScreenshot } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell, header, openJson } from './support/table-page';

/** A spec with two chapters, a context row and a comment between four requirements (one without a kind). */
function structuredSpec() {
  const rows = [
    ['chapter', '1 Introduction', ''],
    ['context', 'This section covers signing in.', ''],
    ['requirement', 'The system shall lock an account after 5 failed sign-ins.', 'high'],
    ['requirement', 'The system shall, if possible, encrypt the nightly backups.', ''],
    ['comment', 'Ask security about the lockout time.', ''],
    ['chapter', '2 Orders', ''],
    [
      'requirement',
      'WHEN the operator submits an order, the system shall confirm it within 2 seconds.',
      'medium',
    ],
    ['', 'The user interface should be user-friendly.', ''],
  ] as const;
  return {
    columns: [
      { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 380 },
      {
        field: 'this_is_a',
        headerName: 'Type',
        editorType: 'select',
        valueOptions: ['requirement', 'chapter', 'context', 'comment'],
        width: 120,
      },
      {
        field: 'priority',
        headerName: 'Priority',
        editorType: 'select',
        valueOptions: ['high', 'medium', 'low'],
        width: 110,
      },
    ],
    rows: rows.map(([kind, description, priority], i) => ({
      id: `S${i + 1}`,
      rowOrder: i + 1,
      description,
      this_is_a: kind,
      priority,
    })),
  };
}

const STRUCTURE_ROW_INDEXES = [0, 1, 4, 5];
const REQUIREMENT_ROW_INDEXES = [2, 3, 6, 7];

async function expectCells(page: Page, field: string, indexes: readonly number[], text: string | RegExp) {
  for (const index of indexes) await expect(cell(page, index, field)).toHaveText(text);
}

test('chapters, context and comments are neither scored, filled nor counted in the report', async ({
  page,
}) => {
  await page.goto('/');
  await openJson(page, 'structured.json', structuredSpec());

  const dialog = await openAnalysisDialog(page, 'Analyze', 'Score Analysis', 'score-analysis-dialog');
  await dialog.getByRole('button', { name: 'Start Analysis' }).click();
  await expectStep(dialog, 'displayingResults');
  await expect(dialog.getByRole('table').getByRole('row')).toHaveCount(1 + REQUIREMENT_ROW_INDEXES.length);
  await expect(dialog.getByRole('table')).not.toContainText('Introduction');
  await dialog.getByRole('button', { name: 'Apply Scores to Table' }).click();
  await expectStep(dialog, 'finished');
  await expect(dialog).toContainText('Scores applied to 4 requirements');
  await saveScreenshot(page, 'structure-rows-score-finished');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await expect(header(page, 'score')).toBeVisible();
  await expectCells(page, 'score', STRUCTURE_ROW_INDEXES, '');
  for (const index of REQUIREMENT_ROW_INDEXES) {
    await expect(cell(page, index, 'score').getByRole('img')).toHaveAttribute('aria-label', /^Score \d+/);
  }
  await saveScreenshot(page, 'structure-rows-scored-table');

  await chooseMenuItem(page, 'Edit', 'Fill Default Value…');
  const fill = page.getByRole('dialog', { name: 'Fill Default Value' });
  await fill.getByLabel('Column').selectOption('priority');
  await fill.getByLabel('Value').selectOption('low');
  await expect(fill.getByRole('checkbox', { name: 'Only fill empty cells' })).toBeChecked();
  await expect(
    fill.getByRole('checkbox', { name: 'Also fill chapter, context and comment rows' }),
  ).not.toBeChecked();
  await saveScreenshot(page, 'structure-rows-fill-default');
  await expectAccessible(page);
  await fill.getByRole('button', { name: 'Fill' }).click();
  await expect(fill).toBeHidden();
  await expectCells(page, 'priority', STRUCTURE_ROW_INDEXES, '');
  await expectCells(page, 'priority', [3, 7], 'low');
  await expect(cell(page, 2, 'priority')).toHaveText('high');

  await chooseMenuItem(page, 'View', 'Report');
  await expect(page.getByTestId('report-total')).toHaveText('4');
  const priority = page.getByRole('table', { name: 'Values of Priority' }).getByRole('row');
  await expect(priority).toHaveText([/Value/, 'high125%', 'medium125%', 'low250%']);
  const type = page.getByRole('table', { name: 'Values of Type' });
  await expect(type).toContainText('requirement375%');
  await expect(type).toContainText('(empty)125%');
  await expect(type).not.toContainText('chapter');
  await saveScreenshot(page, 'structure-rows-report');
  await expectAccessible(page);
  await page.getByRole('region', { name: 'Priority' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'structure-rows-report-priority');
});

test('live lint checks requirements while they are edited, not chapters', async ({ page }) => {
  await page.goto('/');
  await openJson(page, 'structured-lint.json', structuredSpec());
  const editor = page.locator('.ag-large-text textarea');
  const hints = page.getByTestId('live-lint');
  const appendTo = async (rowIndex: number, text: string) => {
    await cell(page, rowIndex, 'description').click();
    await cell(page, rowIndex, 'description').dblclick();
    await expect(editor).toBeFocused();
    await editor.press('End');
    await page.keyboard.type(text);
  };

  await appendTo(2, ' where feasible');
  await expect(hints.locator('.lint-mark', { hasText: 'where feasible' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hints).toBeHidden();

  // The linter is loaded now, so a chapter's text would be linted within the typing pause if it were.
  await appendTo(0, ', where feasible');
  await page.waitForTimeout(1_000);
  await expect(hints).toBeHidden();
  await saveScreenshot(page, 'structure-rows-chapter-not-linted');
  await page.keyboard.press('Escape');
});
