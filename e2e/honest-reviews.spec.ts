import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectStep, openAnalysisDialog, requirementsSpec, signUpInContext } from './support/analysis';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { cell, grid, openJson } from './support/table-page';

// No language model is configured in e2e: the reviews run their deterministic engines.
const BASIC = requirementsSpec(
  [
    'The page shall load fast.',
    'The system shall recieve the order data.',
    'The system shall, if possible, encrypt the backups.',
    'The user interface shall be user-friendly.',
    'The system should send a receipt to the customer.',
  ],
  'REQ-',
);

const button = (dialog: Locator, name: string) => dialog.getByRole('button', { name, exact: true });

/** No template to fill in shows anywhere on the page. */
async function expectNoPlaceholders(page: Page): Promise<void> {
  await expect(page.locator('body')).not.toContainText('<value>');
  await expect(page.locator('body')).not.toContainText('<observable criterion>');
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('basic review proposes only concrete rewrites: skip a reason, edit before accepting, Accept All', async ({
  page,
}) => {
  await page.goto('/');
  await openJson(page, 'honest-basic.json', BASIC);
  const dialog = await openAnalysisDialog(page, 'Review', 'Basic', 'basic-review-dialog');
  await button(dialog, 'Start Review').click();
  await expectStep(dialog, 'review');
  const counters = dialog.getByTestId('review-counters');

  // 'fast' has no concrete rewrite: the reason says what to change, and there is nothing to accept.
  await expect(counters).toContainText('Suggestion 1 of 5');
  await expect(dialog.getByTestId('suggestion-current')).toHaveText('The page shall load fast.');
  await expect(dialog.getByTestId('suggestion-proposed')).toContainText('No proposal');
  await expect(dialog).toContainText("'fast'");
  await expect(button(dialog, 'Accept')).toHaveCount(0);
  await expect(button(dialog, 'Reject')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Proposed text' })).toHaveCount(0);
  await expectNoPlaceholders(page);
  await saveScreenshotsEverywhere(page, 'honest-basic-no-proposal');
  await expectAccessible(page);
  await button(dialog, 'Skip').click();

  // A concrete correction, edited before it is accepted.
  await expect(counters).toContainText('Suggestion 2 of 5');
  const proposed = dialog.getByRole('textbox', { name: 'Proposed text' });
  await expect(proposed).toHaveValue('The system shall receive the order data.');
  await proposed.fill('The system shall receive the order data within 2 seconds.');
  await saveScreenshotsEverywhere(page, 'honest-basic-edit');
  await expectAccessible(page);
  await button(dialog, 'Accept').click();

  await expect(counters).toContainText('Suggestion 3 of 5');
  await expect(proposed).toHaveValue('The system shall encrypt the backups.');
  await button(dialog, 'Reject').click();

  // 'user-friendly' has no proposal either; Accept All applies the rest ('should' → 'shall').
  await expect(counters).toContainText('Suggestion 4 of 5');
  await expect(dialog.getByTestId('suggestion-proposed')).toContainText('No proposal');
  await expectNoPlaceholders(page);
  await button(dialog, 'Accept All').click();
  await expectStep(dialog, 'finished');
  await expect(dialog.getByTestId('review-counters')).toHaveText('Accepted: 2Rejected: 1Skipped: 2');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await expect(cell(page, 1, 'description')).toHaveText(
    'The system shall receive the order data within 2 seconds.',
  );
  await expect(cell(page, 2, 'description')).toHaveText(
    'The system shall, if possible, encrypt the backups.',
  );
  await expect(cell(page, 4, 'description')).toHaveText('The system shall send a receipt to the customer.');
  await expectNoPlaceholders(page);
});

test('basic review: Accept All applies every remaining proposal as one undo step', async ({ page }) => {
  await page.goto('/');
  await openJson(page, 'honest-accept-all.json', BASIC);
  const dialog = await openAnalysisDialog(page, 'Review', 'Basic', 'basic-review-dialog');
  await button(dialog, 'Start Review').click();
  await expectStep(dialog, 'review');
  await button(dialog, 'Accept All').click();
  await expectStep(dialog, 'finished');
  await expect(dialog.getByTestId('review-counters')).toHaveText('Accepted: 3Rejected: 0Skipped: 2');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  await expect(cell(page, 1, 'description')).toHaveText('The system shall receive the order data.');
  await expect(cell(page, 4, 'description')).toHaveText('The system shall send a receipt to the customer.');
  await expect(cell(page, 2, 'description')).toHaveText('The system shall encrypt the backups.');
  await expect(cell(page, 0, 'description')).toHaveText('The page shall load fast.');
  await cell(page, 0, 'description').click();
  await page.keyboard.press('Control+z');
  await expect(cell(page, 1, 'description')).toHaveText('The system shall recieve the order data.');
  await expect(cell(page, 2, 'description')).toHaveText(
    'The system shall, if possible, encrypt the backups.',
  );
  await expect(cell(page, 4, 'description')).toHaveText('The system should send a receipt to the customer.');
});

/** A spec with a visible ID column, a type and a priority; row ids follow the same REQ-n numbering. */
function advancedSpec() {
  const row = (n: number, description: string, type: string, priority: string) => ({
    id: `REQ-${n}`,
    rowOrder: n - 23,
    req_id: `REQ-${n}`,
    description,
    req_type: type,
    priority,
  });
  return {
    columns: [
      { field: 'req_id', headerName: 'ID', editorType: 'text', width: 100 },
      { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
      {
        field: 'req_type',
        headerName: 'Type',
        editorType: 'select',
        valueOptions: ['functional', 'quality'],
      },
      { field: 'priority', headerName: 'Priority', editorType: 'select', valueOptions: ['high', 'low'] },
    ],
    rows: [
      row(24, 'The system shall create users and shall send a welcome email.', 'functional', 'high'),
      row(25, 'The system shall export reports as PDF.', 'functional', 'low'),
      row(26, 'The page shall load within 2 seconds.', 'quality', 'low'),
    ],
  };
}

test('advanced review: a split keeps the type and priority, gets the next REQ id and shows as a change', async ({
  page,
}) => {
  // Eight screenshots and two accessibility checks on top of the review: more than the default minute.
  test.setTimeout(120_000);
  await page.goto('/');
  await signUpInContext(page, 'Mary Jackson');
  await page.reload();
  await expect(page.getByRole('button', { name: /^User menu:/ })).toBeVisible();
  await openJson(page, 'honest-advanced.json', advancedSpec());
  const dialog = await openAnalysisDialog(page, 'Review', 'Advanced', 'advanced-review-dialog');
  await expectStep(dialog, 'selectColumn');
  await button(dialog, 'Start Review').click();
  await expectStep(dialog, 'review');

  await expect(dialog.locator('.proposal-action')).toHaveText('split');
  const proposed = dialog.getByRole('textbox', { name: 'Proposed text' });
  await expect(proposed).toHaveValue(
    'The system shall create users.\n\nThe system shall send a welcome email.',
  );
  await proposed.fill(
    'The system shall create users.\n\nThe system shall send a welcome email within 1 minute.',
  );
  await expect(button(dialog, 'Skip')).toBeVisible();
  await expect(button(dialog, 'Accept All')).toBeEnabled();
  await saveScreenshotsEverywhere(page, 'honest-advanced-split');
  await expectAccessible(page);
  await button(dialog, 'Accept').click();
  while ((await dialog.getAttribute('data-step')) === 'review') {
    const position = await dialog.getByTestId('review-counters').textContent();
    await button(dialog, 'Skip').click();
    await expect(dialog.getByTestId('review-counters')).not.toHaveText(position ?? '');
  }
  await expectStep(dialog, 'finished');
  await expect(dialog.getByTestId('review-counters')).toContainText('Accepted: 1');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The parent shows as changed (its original kept until the change is accepted), the new part as added.
  const review = (rowIndex: number) => cell(page, rowIndex, 'sw-review');
  await expect(cell(page, 0, 'description')).toHaveText(
    'The system shall create users and shall send a welcome email.',
  );
  await expect(review(0)).toContainText('Original');
  await expect(cell(page, 1, 'description')).toHaveText('The system shall create users.');
  await expect(review(1)).toContainText('Changed');
  await expect(cell(page, 2, 'description')).toHaveText(
    'The system shall send a welcome email within 1 minute.',
  );
  await expect(review(2)).toContainText('Added');
  await expect(cell(page, 2, 'req_id')).toHaveText('REQ-27');
  await expect(cell(page, 2, 'req_type')).toHaveText('functional');
  await expect(cell(page, 2, 'priority')).toHaveText('high');
  await expect(grid(page).locator('.ag-row[row-index="2"]').first()).toHaveClass(/sw-row--added/);
  await saveScreenshotsEverywhere(page, 'honest-advanced-split-table');
  await expectAccessible(page);

  // Accepting the added row in the table keeps it, with its new ID, and clears its mark.
  await review(2).getByRole('button', { name: 'Accept' }).click();
  await expect(review(2)).toHaveText('');
  await expect(cell(page, 2, 'req_id')).toHaveText('REQ-27');
});
