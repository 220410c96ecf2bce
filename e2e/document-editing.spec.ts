import { expect, type Page, test } from '@playwright/test';
import { expectStep, openAnalysisDialog, requirementsSpec } from './support/analysis';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { openJson } from './support/table-page';

const FIRST = 'The system shall confirm each order within 2 seconds.';
const SECOND = 'The system shall, if possible, encrypt the nightly backups.';

/** A spec from another tool: the requirement text is in a column `text` headed "Text", with no description. */
const TEXT_SPEC = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text' },
    { field: 'text', headerName: 'Text', editorType: 'textarea', align: 'left', width: 420 },
    { field: 'owner', headerName: 'Owner', editorType: 'text' },
  ],
  rows: [
    { id: 'a', rowOrder: 1, req_id: 'R1', text: SECOND, owner: 'team-a' },
    { id: 'b', rowOrder: 2, req_id: 'R2', text: FIRST, owner: 'team-b' },
  ],
};

const documentList = (page: Page) => page.getByRole('list', { name: 'Document' });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('one click puts the caret in the editor: typing at once, Ctrl+A and Add below then Esc', async ({
  page,
}) => {
  await openJson(page, 'orders.json', requirementsSpec([FIRST, SECOND]));
  await chooseMenuItem(page, 'View', 'Document');
  await expect(documentList(page).getByRole('listitem')).toHaveCount(2);

  // Click at the very start of the text and type straight away: nothing is lost, the caret is where clicked.
  await page.getByRole('button', { name: FIRST, exact: true }).click({ position: { x: 1, y: 8 } });
  await page.keyboard.type('Now: ');
  const editor = page.getByRole('textbox', { name: 'Description of requirement 1' });
  await expect(editor).toBeFocused();
  await expect(editor).toHaveValue(`Now: ${FIRST}`);
  await saveScreenshotsEverywhere(page, 'document-editing-caret');

  // Ctrl+A selects the entry's text only, so typing replaces just that text.
  await page.keyboard.press('Control+a');
  // The page's selection is the editor's whole text, and nothing else.
  const selection = () =>
    page.evaluate(() =>
      (globalThis as unknown as { getSelection: () => { toString: () => string } }).getSelection().toString(),
    );
  expect(await selection()).toBe(`Now: ${FIRST}`);
  await page.keyboard.type('The system shall confirm each order within 1 second.');
  await expect(editor).toHaveValue('The system shall confirm each order within 1 second.');
  await page.keyboard.press('Control+Enter');
  await expect(
    page.getByRole('button', { name: 'The system shall confirm each order within 1 second.', exact: true }),
  ).toBeFocused();
  await expect(page.getByRole('button', { name: SECOND, exact: true })).toBeVisible();

  // Add below then Esc: the empty requirement goes again, and Undo does not bring it back.
  await page.getByRole('button', { name: 'Add below requirement 1' }).click();
  const added = page.getByRole('textbox', { name: 'Description of requirement 2' });
  await expect(added).toBeFocused();
  await expect(documentList(page).getByRole('listitem')).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(documentList(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Empty — click to write it')).toHaveCount(0);
  await page.keyboard.press('Control+z');
  await expect(page.getByRole('button', { name: FIRST, exact: true })).toBeVisible();
  await expect(documentList(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Empty — click to write it')).toHaveCount(0);
});

test('a spec whose text is in a “Text” column asks once, then the document, live lint and Score Analysis use it', async ({
  page,
}) => {
  await openJson(page, 'from-another-tool.json', TEXT_SPEC);
  await chooseMenuItem(page, 'View', 'Document');
  const prompt = page.getByRole('region', { name: 'Which column holds the requirement text?' });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('button', { name: SECOND, exact: true })).toHaveCount(0);
  await saveScreenshotsEverywhere(page, 'document-text-column-prompt');
  await expectAccessible(page);

  const select = prompt.getByRole('combobox', { name: 'Text column' });
  await expect(select).toHaveValue('text');
  await select.selectOption({ label: 'Text' });
  await prompt.getByRole('button', { name: 'Use This Column' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('button', { name: SECOND, exact: true })).toBeVisible();
  await expect(page.getByText('Empty — click to write it')).toHaveCount(0);
  await saveScreenshotsEverywhere(page, 'document-text-column-chosen');

  // Live lint checks the chosen column while it is edited.
  await page.getByRole('button', { name: FIRST, exact: true }).click();
  const editor = page.getByRole('textbox', { name: 'Description of requirement 2' });
  await editor.press('End');
  await page.keyboard.type(' The response should be user-friendly.');
  await expect(
    page.getByTestId('live-lint').locator('.lint-mark', { hasText: 'user-friendly' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();

  // Score Analysis reads the requirement text from the chosen column.
  const dialog = await openAnalysisDialog(page, 'Analyze', 'Score Analysis', 'score-analysis-dialog');
  await dialog.getByRole('button', { name: 'Start Analysis' }).click();
  await expectStep(dialog, 'displayingResults');
  const results = dialog.getByRole('table');
  await expect(results.getByRole('row', { name: /R1/ }).locator('mark').first()).toHaveText('if possible');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});

test('removing the text column asks first, naming it', async ({ page }) => {
  await openJson(page, 'from-another-tool.json', {
    ...TEXT_SPEC,
    uiStyles: { textColumn: 'text' },
  });
  await chooseMenuItem(page, 'View', 'Document');
  await expect(page.getByRole('button', { name: SECOND, exact: true })).toBeVisible();

  const removeText = async () => {
    await chooseMenuItem(page, 'Edit', 'Remove Column…');
    const dialog = page.getByRole('dialog', { name: 'Remove Columns' });
    await dialog.getByRole('checkbox', { name: /Text/ }).check();
    await dialog.getByRole('button', { name: 'Remove Columns' }).click();
    const question = page.getByRole('dialog', { name: 'Remove the Text Column?' });
    await expect(question).toContainText('“Text” holds the requirement text. Remove it anyway?');
    return question;
  };

  const question = await removeText();
  await saveScreenshotsEverywhere(page, 'remove-text-column-confirm');
  await expectAccessible(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('button', { name: SECOND, exact: true })).toBeVisible();

  await (await removeText()).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('button', { name: SECOND, exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Which column holds the requirement text?' })).toBeVisible();
});
