import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell, grid } from './support/table-page';
import { invitationToken, openFromMySpecs, personIn, postJson } from './support/workspaces';

const SPEC_TITLE = 'Reviewed checkout';
const spec = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text' },
    { field: 'description', headerName: 'Requirement', editorType: 'text' },
  ],
  rows: ['The system shall take card payments.', 'The system should be fast.'].map((description, index) => ({
    id: `r${index + 1}`,
    rowOrder: index + 1,
    req_id: `PAY-${index + 1}`,
    description,
  })),
};

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
const thread = (page: Page, name: string) => comments(page).getByRole('article', { name });
const documentEntry = (page: Page, rowId: string) =>
  page.getByRole('list', { name: 'Document' }).locator(`[data-row-id="${rowId}"]`);

async function openSpec(page: Page) {
  await openFromMySpecs(page, SPEC_TITLE);
  await expect(cell(page, 0, 'req_id')).toHaveText('PAY-1');
  await expect(page.getByTestId('sync-status')).toHaveText('Live');
}

/** Ann (owner) keeps the spec in a workspace with Ben as a reviewer and Cleo as a viewer; all open it. */
async function team(browser: Browser, baseURL: string) {
  const { page: ann } = await personIn(browser, baseURL, 'Ann Author');
  const { page: ben, email: benEmail } = await personIn(browser, baseURL, 'Ben Reviewer');
  const { page: cleo, email: cleoEmail } = await personIn(browser, baseURL, 'Cleo Viewer');
  const { workspace } = await postJson<{ workspace: { id: string } }>(ann, '/api/workspaces', {
    name: 'Payments review',
  });
  await postJson(ann, '/api/specs', { title: SPEC_TITLE, spec, workspace_id: workspace.id });
  for (const [page, email, role] of [
    [ben, benEmail, 'reviewer'],
    [cleo, cleoEmail, 'viewer'],
  ] as const) {
    const invited = await postJson<{ sent: boolean; url?: string }>(
      ann,
      `/api/workspaces/${workspace.id}/invitations`,
      { email, role },
    );
    const token = await invitationToken(invited, email, 'Ann Author');
    await postJson(page, `/api/invitations/${token}/accept`, {});
  }
  for (const page of [ann, ben, cleo]) await openSpec(page);
  return { ann, ben, cleo };
}

async function write(page: Page, kind: string, text: string, proposed?: string) {
  const form = comments(page).getByRole('form', { name: 'New comment' });
  await form.getByLabel('Kind').selectOption({ label: kind });
  if (proposed !== undefined) {
    await expect(form.getByLabel('New text')).toHaveValue('The system should be fast.');
    await form.getByLabel('New text').fill(proposed);
  }
  await form.getByLabel(proposed === undefined ? 'Comment' : 'Why').fill(text);
  await form.getByLabel(proposed === undefined ? 'Comment' : 'Why').press('Control+Enter');
}

test('a reviewer asks and proposes, the author answers, resolves and accepts in one undoable edit; a viewer only reads', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { ann, ben, cleo } = await team(browser, baseURL ?? '');

  // Ann reads the document; Ben asks a question on PAY-1 in the table's side panel.
  await chooseMenuItem(ann, 'View', 'Document');
  await cell(ben, 0, 'description').click();
  await expect(comments(ben).getByText('No comments on this requirement yet.')).toBeVisible();
  await write(ben, 'Question', 'Which cards?');
  await expect(thread(ben, 'Question by Ben Reviewer')).toContainText('Which cards?');
  await expect(grid(ben).getByRole('img', { name: '1 open comment' })).toBeVisible();
  await ben.getByRole('button', { name: 'Rows with open comments' }).click();
  await expect(cell(ben, 1, 'req_id')).toHaveCount(0);
  await ben.getByRole('button', { name: 'Rows with open comments' }).click();
  await expect(cell(ben, 1, 'req_id')).toHaveText('PAY-2');

  // Ann sees the count arrive live, opens the row and answers; then resolves.
  await expect(documentEntry(ann, 'r1').getByRole('img', { name: '1 open comment' })).toBeVisible();
  await documentEntry(ann, 'r1').click({ position: { x: 4, y: 4 } });
  await ann.keyboard.press('Escape');
  const question = thread(ann, 'Question by Ben Reviewer');
  await expect(question).toContainText('Which cards?');
  await question.getByRole('textbox', { name: 'Reply' }).fill('Visa and Mastercard.');
  await question.getByRole('textbox', { name: 'Reply' }).press('Control+Enter');
  await expect(thread(ben, 'Question by Ben Reviewer')).toContainText('Visa and Mastercard.');
  await expectAccessible(ann);
  await saveScreenshotsEverywhere(ann, 'comments-thread');
  await question.getByRole('button', { name: 'Resolve' }).click();
  await expect(question).toContainText('Resolved by Ann Author');
  await expect(documentEntry(ann, 'r1').getByRole('img', { name: /open comment/ })).toHaveCount(0);
  await expect(thread(ben, 'Question by Ben Reviewer').getByRole('button', { name: 'Reopen' })).toBeVisible();

  // Ben proposes new text for PAY-2; Ann accepts it in one click, and Edit → Undo takes it back.
  await cell(ben, 1, 'description').click();
  await write(ben, 'Proposed change', 'Make it measurable.', 'The system shall answer within 2 seconds.');
  await expect(thread(ben, 'Proposed change by Ben Reviewer')).toBeVisible();
  await expect(
    thread(ben, 'Proposed change by Ben Reviewer').getByRole('button', { name: 'Accept change' }),
  ).toHaveCount(0);
  await documentEntry(ann, 'r2').click({ position: { x: 4, y: 4 } });
  await ann.keyboard.press('Escape');
  const proposal = thread(ann, 'Proposed change by Ben Reviewer');
  await expect(proposal).toContainText('The system shall answer within 2 seconds.');
  await proposal.getByRole('button', { name: 'Accept change' }).click();
  await expect(proposal).toContainText('Accepted by Ann Author');
  await expect(documentEntry(ann, 'r2')).toContainText('The system shall answer within 2 seconds.');
  await expect(cell(ben, 1, 'description')).toHaveText('The system shall answer within 2 seconds.');
  await chooseMenuItem(ann, 'Edit', 'Undo');
  await expect(documentEntry(ann, 'r2')).toContainText('The system should be fast.');
  await expect(cell(ben, 1, 'description')).toHaveText('The system should be fast.');

  // Ben selects words of PAY-1 in his (read-only) document and comments on them.
  await chooseMenuItem(ben, 'View', 'Document');
  await expect(documentEntry(ben, 'r1')).toContainText('card payments');
  await ben.evaluate(() => {
    const text = document.querySelector('[data-row-id="r1"] .doc-entry__text')?.firstChild;
    if (!text) throw new Error('No text of PAY-1');
    const range = document.createRange();
    range.setStart(text, 22);
    range.setEnd(text, 26);
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
  });
  await ben.getByRole('button', { name: 'Comment on selection' }).click();
  await expect(comments(ben).getByRole('form', { name: 'New comment' })).toContainText('card');
  await write(ben, 'Issue', 'Debit cards too?');
  await expect(thread(ben, 'Issue by Ben Reviewer').locator('blockquote')).toHaveText('card');
  await expect(documentEntry(ann, 'r1').getByRole('img', { name: '1 open comment' })).toBeVisible();
  await saveScreenshotsEverywhere(ben, 'comments-selection');

  // Cleo, a viewer, reads the threads but has no composer.
  await cell(cleo, 0, 'description').click();
  await expect(thread(cleo, 'Question by Ben Reviewer')).toContainText('Visa and Mastercard.');
  await expect(comments(cleo).getByRole('form', { name: 'New comment' })).toHaveCount(0);
  await expect(comments(cleo).getByRole('textbox', { name: 'Reply' })).toHaveCount(0);
  await expect(cleo.getByText('Spec not found.')).toHaveCount(0);
  await saveScreenshotsEverywhere(cleo, 'comments-viewer');
});

/** Selects `length` characters from `start` in the focused text field, as a user does with the keyboard. */
async function selectTyped(page: Page, start: number, length: number) {
  await page.keyboard.press('Home');
  for (let step = 0; step < start; step += 1) await page.keyboard.press('ArrowRight');
  for (let step = 0; step < length; step += 1) await page.keyboard.press('Shift+ArrowRight');
}

test('text selected while editing a cell or a paragraph is commented on, by the button or Ctrl+Alt+M', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page: ann } = await personIn(browser, baseURL ?? '', 'Ann Author');
  await postJson(ann, '/api/specs', { title: SPEC_TITLE, spec });
  await openFromMySpecs(ann, SPEC_TITLE);
  await expect(cell(ann, 0, 'req_id')).toHaveText('PAY-1');

  // In the table's cell editor: "card" of PAY-1, by the button (its title names the shortcut).
  await cell(ann, 0, 'description').dblclick();
  const editor = cell(ann, 0, 'description').getByRole('textbox');
  await expect(editor).toBeFocused();
  await selectTyped(ann, 22, 4);
  const button = ann.getByRole('button', { name: 'Comment on selection' });
  await expect(button).toHaveAttribute('title', 'Comment on selection (Ctrl+Alt+M)');
  await expectAccessible(ann);
  await saveScreenshotsEverywhere(ann, 'comments-cell-editor-selection');
  await button.click();
  const form = comments(ann).getByRole('form', { name: 'New comment' });
  await expect(form.locator('blockquote')).toHaveText('card');
  await expect(form.getByLabel('Comment')).toBeFocused();
  await write(ann, 'Issue', 'Debit cards too?');
  await expect(thread(ann, 'Issue by Ann Author').locator('blockquote')).toHaveText('card');
  await expect(cell(ann, 0, 'description')).toHaveText('The system shall take card payments.');

  // In the document's editor: "fast" of PAY-2, by the shortcut.
  await chooseMenuItem(ann, 'View', 'Document');
  await documentEntry(ann, 'r2').getByRole('button', { name: 'The system should be fast.' }).click();
  const paragraph = ann.getByRole('textbox', { name: 'Description of requirement 2' });
  await expect(paragraph).toBeFocused();
  await selectTyped(ann, 21, 4);
  await expect(documentEntry(ann, 'r2').getByRole('button', { name: 'Comment on selection' })).toBeVisible();
  await saveScreenshotsEverywhere(ann, 'comments-document-editor-selection');
  await paragraph.press('Control+Alt+m');
  await expect(form.locator('blockquote')).toHaveText('fast');
  await write(ann, 'Question', 'How fast?');
  await expect(thread(ann, 'Question by Ann Author').locator('blockquote')).toHaveText('fast');
  await expect(documentEntry(ann, 'r2').getByRole('img', { name: '1 open comment' })).toBeVisible();
});
