import { type Browser, expect, type Page, test } from '@playwright/test';
import { CHANGED_SINCE_APPROVED, REVIEW_MESSAGES, SPEC_MESSAGES } from '@specwright/core';
import { saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell, grid } from './support/table-page';
import { invitationToken, openFromMySpecs, personIn, postJson } from './support/workspaces';

const SPEC_TITLE = 'Payments baseline';
const REVIEW_TITLE = 'Changes since v1';
const PASSWORD = 'e2e-password-123';
const spec = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text' },
    { field: 'description', headerName: 'Requirement', editorType: 'text' },
  ],
  rows: [
    'The system shall take card payments.',
    'The system should be fast.',
    'The system shall email a receipt.',
  ].map((description, index) => ({
    id: `r${index + 1}`,
    rowOrder: index + 1,
    req_id: `PAY-${index + 1}`,
    description,
  })),
};

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
const thread = (page: Page, name: string) => comments(page).getByRole('article', { name });
const reviewCard = (page: Page) =>
  page.getByRole('region', { name: 'Reviews' }).getByRole('article', { name: REVIEW_TITLE });
const part = (page: Page, role: 'Reviewer' | 'Approver') =>
  reviewCard(page).getByRole('group', { name: `${role} of ${REVIEW_TITLE}` });

/** Ann (owner) keeps the spec, with a version "v1", in a workspace with Ben and Cleo as reviewers. */
async function team(browser: Browser, baseURL: string) {
  const { page: ann } = await personIn(browser, baseURL, 'Ann Author');
  const { page: ben, email: benEmail } = await personIn(browser, baseURL, 'Ben Reviewer');
  const { page: cleo, email: cleoEmail } = await personIn(browser, baseURL, 'Cleo Approver');
  const { workspace } = await postJson<{ workspace: { id: string } }>(ann, '/api/workspaces', {
    name: 'Payments',
  });
  const created = await postJson<{ spec: { id: string } }>(ann, '/api/specs', {
    title: SPEC_TITLE,
    spec,
    workspace_id: workspace.id,
  });
  await postJson(ann, `/api/specs/${created.spec.id}/versions`, { name: 'v1' });
  for (const [page, email] of [
    [ben, benEmail],
    [cleo, cleoEmail],
  ] as const) {
    const invited = await postJson<{ sent: boolean; url?: string }>(
      ann,
      `/api/workspaces/${workspace.id}/invitations`,
      { email, role: 'reviewer' },
    );
    await postJson(
      page,
      `/api/invitations/${await invitationToken(invited, email, 'Ann Author')}/accept`,
      {},
    );
  }
  for (const page of [ann, ben, cleo]) {
    await openFromMySpecs(page, SPEC_TITLE);
    await expect(cell(page, 0, 'req_id')).toHaveText('PAY-1');
    await expect(page.getByTestId('sync-status')).toHaveText('Live');
  }
  return { ann, ben, cleo, specId: created.spec.id };
}

async function comment(page: Page, kind: string, text: string, proposed?: string) {
  const form = comments(page).getByRole('form', { name: 'New comment' });
  await form.getByLabel('Kind').selectOption({ label: kind });
  if (proposed !== undefined) await form.getByLabel('New text').fill(proposed);
  const body = form.getByLabel(proposed === undefined ? 'Comment' : 'Why');
  await body.fill(text);
  await body.press('Control+Enter');
}

async function editCell(page: Page, row: number, text: string) {
  await cell(page, row, 'description').dblclick();
  const editor = page.locator('.ag-large-text textarea, .ag-row [col-id="description"] input').first();
  await expect(editor).toBeFocused();
  await editor.fill(text);
  await page.keyboard.press('Enter');
  await expect(cell(page, row, 'description')).toHaveText(text);
}

async function reply(page: Page, name: string, text: string) {
  const box = thread(page, name).getByRole('textbox', { name: 'Reply' });
  await box.fill(text);
  await box.press('Control+Enter');
}

test('author, reviewer and approver: comments, a review of the changed rows, a signature, a locked baseline, the audit trail', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const { ann, ben, cleo, specId } = await team(browser, baseURL ?? '');

  // A question is asked, answered and resolved.
  await cell(ben, 0, 'description').click();
  await comment(ben, 'Question', 'Which cards?');
  await cell(ann, 0, 'description').click();
  await reply(ann, 'Question by Ben Reviewer', 'Visa and Mastercard.');
  await expect(thread(ben, 'Question by Ben Reviewer')).toContainText('Visa and Mastercard.');
  await thread(ben, 'Question by Ben Reviewer').getByRole('button', { name: 'Resolve' }).click();
  await expect(thread(ann, 'Question by Ben Reviewer')).toContainText('Resolved by Ben Reviewer');

  // A proposed change is accepted in one click, and undone.
  await cell(ben, 1, 'description').click();
  await comment(ben, 'Proposed change', 'Make it measurable.', 'The system shall answer within 2 seconds.');
  await cell(ann, 1, 'description').click();
  await thread(ann, 'Proposed change by Ben Reviewer').getByRole('button', { name: 'Accept change' }).click();
  await expect(cell(cleo, 1, 'description')).toHaveText('The system shall answer within 2 seconds.');
  await chooseMenuItem(ann, 'Edit', 'Undo');
  await expect(cell(ann, 1, 'description')).toHaveText('The system should be fast.');
  await expect(cell(cleo, 1, 'description')).toHaveText('The system should be fast.');

  // Ann changes PAY-3 and asks for a review of the rows changed since v1 only.
  await editCell(ann, 2, 'The system shall email a receipt within a minute.');
  await chooseMenuItem(ann, 'Review', 'Request Review…');
  const request = ann.getByRole('dialog', { name: 'Request Review' });
  await request.getByLabel('Title').fill(REVIEW_TITLE);
  await request.getByRole('radio', { name: 'Only the rows changed since a version' }).check();
  await request.getByRole('combobox', { name: 'Changed since' }).selectOption({ label: 'v1' });
  await request
    .getByRole('group', { name: 'Reviewers' })
    .getByRole('checkbox', { name: 'Ben Reviewer' })
    .check();
  await request
    .getByRole('group', { name: 'Approvers' })
    .getByRole('checkbox', { name: 'Cleo Approver' })
    .check();
  await request.getByRole('button', { name: 'Request Review' }).click();
  await expect(request).toBeHidden();
  await expect(grid(ann).getByRole('img', { name: 'Waiting for review' })).toHaveCount(1);

  // Ben reviews the one row; Cleo approves it.
  await cell(ben, 2, 'description').click();
  await part(ben, 'Reviewer').getByRole('button', { name: 'Mark all reviewed' }).click();
  await expect(reviewCard(cleo).getByLabel('Progress')).toContainText('Reviewed1 of 1');
  await cell(cleo, 2, 'description').click();
  await part(cleo, 'Approver').getByRole('button', { name: 'Approve all' }).click();
  await expect(grid(ann).getByRole('img', { name: 'Approved' })).toHaveCount(1);

  // A wrong password signs nothing; Cleo's own password signs and closes the review.
  await part(cleo, 'Approver').getByRole('button', { name: 'Sign…' }).click();
  const sign = cleo.getByRole('dialog', { name: 'Sign Review' });
  await sign.getByLabel('Password').fill('not-my-password');
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(sign.getByRole('alert')).toHaveText(REVIEW_MESSAGES.wrongPassword);
  const open = await cleo.request.get(`/api/specs/${specId}/reviews`);
  const [pending] = (await open.json()).reviews as { status: string; signatures: unknown[] }[];
  expect(pending).toMatchObject({ status: 'open', signatures: [] });
  await sign.getByLabel('Password').fill(PASSWORD);
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(sign).toBeHidden();
  await expect(reviewCard(ann).getByRole('list', { name: 'Signatures' })).toContainText(
    'Signed by Cleo Approver',
  );

  // The locked baseline is in the history and cannot be deleted.
  await chooseMenuItem(ann, 'File', 'Version History…');
  const history = ann.getByRole('dialog', { name: 'Version History' });
  const baseline = history.getByRole('listitem').filter({ hasText: 'Locked baseline' });
  await expect(baseline).toContainText(REVIEW_TITLE);
  await expect(baseline.getByRole('button', { name: /^(Rename|Delete)/ })).toHaveCount(0);
  await saveScreenshotsEverywhere(ann, 'human-review-baseline');
  await history.getByRole('button', { name: 'Close' }).first().click();
  const versions = (await (await ann.request.get(`/api/specs/${specId}/versions`)).json()).versions as {
    id: string;
    locked: boolean;
  }[];
  const locked = versions.find((version) => version.locked);
  const origin = new URL(ann.url()).origin;
  const refused = await ann.request.delete(`/api/specs/${specId}/versions/${locked?.id}`, {
    headers: { origin },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe(SPEC_MESSAGES.versionLocked);

  // A later edit marks its row "Changed since approved" for everyone.
  await editCell(ann, 2, 'The system shall email a receipt within 30 seconds.');
  await expect(grid(ann).getByRole('img', { name: CHANGED_SINCE_APPROVED })).toHaveCount(1);
  await expect(grid(cleo).getByRole('img', { name: CHANGED_SINCE_APPROVED })).toHaveCount(1);

  // The audit trail shows every step with its person.
  await chooseMenuItem(ann, 'File', 'Audit Trail…');
  const trail = ann.getByRole('dialog', { name: 'Audit Trail' });
  const rows = trail.getByRole('table', { name: 'Audit trail' }).locator('tbody').getByRole('row');
  const steps: [string, string][] = [
    ['Saved a version', 'Ann Author'],
    ['Commented', 'Ben Reviewer'],
    ['Commented', 'Ann Author'],
    ['Edited', 'Ann Author'],
    ['Asked for a review', 'Ann Author'],
    ['Reviewed', 'Ben Reviewer'],
    ['Approved', 'Cleo Approver'],
    ['Signed', 'Cleo Approver'],
  ];
  for (const [action, person] of steps) {
    await expect(rows.filter({ hasText: action }).filter({ hasText: person }).first()).toBeVisible();
  }
  await saveScreenshotsEverywhere(ann, 'human-review-audit');
});
