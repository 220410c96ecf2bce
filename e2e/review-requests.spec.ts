import { type Browser, expect, type Page, test } from '@playwright/test';
import { CHANGED_SINCE_APPROVED, REVIEW_MESSAGES } from '@specwright/core';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell, grid } from './support/table-page';
import { invitationToken, openFromMySpecs, personIn, postJson } from './support/workspaces';

const SPEC_TITLE = 'Signed checkout';
const REVIEW_TITLE = 'Release 1 sign-off';
const PASSWORD = 'e2e-password-123';
const spec = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text' },
    { field: 'description', headerName: 'Requirement', editorType: 'text' },
  ],
  rows: ['The system shall take card payments.', 'The system shall email a receipt.'].map(
    (description, index) => ({
      id: `r${index + 1}`,
      rowOrder: index + 1,
      req_id: `PAY-${index + 1}`,
      description,
    }),
  ),
};

const reviews = (page: Page) => page.getByRole('region', { name: 'Reviews' });
const reviewCard = (page: Page) => reviews(page).getByRole('article', { name: REVIEW_TITLE });
const part = (page: Page, role: 'Reviewer' | 'Approver') =>
  reviewCard(page).getByRole('group', { name: `${role} of ${REVIEW_TITLE}` });

async function openSpec(page: Page) {
  await openFromMySpecs(page, SPEC_TITLE);
  await expect(cell(page, 0, 'req_id')).toHaveText('PAY-1');
  await expect(page.getByTestId('sync-status')).toHaveText('Live');
}

/** Ann (owner) keeps the spec in a workspace with Ben as a reviewer; Ann opens it. */
async function team(browser: Browser, baseURL: string) {
  const { page: ann } = await personIn(browser, baseURL, 'Ann Author');
  const { page: ben, email: benEmail } = await personIn(browser, baseURL, 'Ben Reviewer');
  const { workspace } = await postJson<{ workspace: { id: string } }>(ann, '/api/workspaces', {
    name: 'Checkout sign-off',
  });
  await postJson(ann, '/api/specs', { title: SPEC_TITLE, spec, workspace_id: workspace.id });
  const invited = await postJson<{ sent: boolean; url?: string }>(
    ann,
    `/api/workspaces/${workspace.id}/invitations`,
    { email: benEmail, role: 'reviewer' },
  );
  await postJson(
    ben,
    `/api/invitations/${await invitationToken(invited, benEmail, 'Ann Author')}/accept`,
    {},
  );
  await openSpec(ann);
  return { ann, ben };
}

async function requestReview(ann: Page) {
  await chooseMenuItem(ann, 'Review', 'Request Review…');
  const dialog = ann.getByRole('dialog', { name: 'Request Review' });
  await dialog.getByLabel('Title').fill(REVIEW_TITLE);
  await dialog
    .getByRole('group', { name: 'Reviewers' })
    .getByRole('checkbox', { name: 'Ben Reviewer' })
    .check();
  await dialog
    .getByRole('group', { name: 'Approvers' })
    .getByRole('checkbox', { name: 'Ann Author' })
    .check();
  await dialog.getByLabel('Due date').fill('2030-06-30');
  await saveScreenshotsEverywhere(ann, 'review-request-dialog');
  await dialog.getByRole('button', { name: 'Request Review' }).click();
  await expect(dialog).toBeHidden();
  await expect(reviewCard(ann)).toContainText('Due Jun 30, 2030');
}

test('a review is asked for, marked, approved, refused a wrong password, signed, locked in history, and flags a later edit', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { ann, ben } = await team(browser, baseURL ?? '');
  await requestReview(ann);
  await expect(grid(ann).getByRole('img', { name: 'Waiting for review' })).toHaveCount(2);

  // Ben finds it on his Dashboard and opens the spec from there, with the review in the side panel.
  await ben.getByRole('button', { name: /^User menu:/ }).click();
  await ben.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' }).click();
  const waiting = ben.getByRole('list', { name: 'Reviews waiting for me' });
  await expect(waiting).toContainText(`${SPEC_TITLE} · Checkout sign-off · Ann Author asked you to review`);
  await saveScreenshotsEverywhere(ben, 'review-waiting-dashboard');
  await waiting.getByRole('button', { name: `Open ${REVIEW_TITLE}` }).click();
  await expect(cell(ben, 0, 'req_id')).toHaveText('PAY-1');
  await expect(reviewCard(ben)).toBeVisible();

  // Ben marks PAY-1 as needing changes, then every row reviewed; Ann sees both live.
  await cell(ben, 0, 'description').click();
  await part(ben, 'Reviewer').getByRole('button', { name: 'Needs changes' }).click();
  await expect(part(ben, 'Reviewer').getByRole('button', { name: 'Needs changes' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(grid(ann).getByRole('img', { name: 'Needs changes' })).toBeVisible();
  await part(ben, 'Reviewer').getByRole('button', { name: 'Mark all reviewed' }).click();
  await expect(grid(ann).getByRole('img', { name: 'Reviewed' })).toHaveCount(2);
  await expect(reviewCard(ann).getByLabel('Progress')).toContainText('Reviewed2 of 2');

  // Ann approves every row; a wrong password signs nothing; her password signs the review.
  await part(ann, 'Approver').getByRole('button', { name: 'Approve all' }).click();
  await expect(grid(ann).getByRole('img', { name: 'Approved' })).toHaveCount(2);
  await cell(ann, 0, 'description').click();
  await saveScreenshotsEverywhere(ann, 'review-panel-approved');
  await part(ann, 'Approver').getByRole('button', { name: 'Sign…' }).click();
  const sign = ann.getByRole('dialog', { name: 'Sign Review' });
  await expect(sign).toContainText('Ann Author');
  await expect(sign).toContainText('Approved: I approve every requirement of this review as it is now.');
  await sign.getByLabel('Password').fill('not-my-password');
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(sign.getByRole('alert')).toHaveText(REVIEW_MESSAGES.wrongPassword);
  await expect(sign).toBeVisible();
  await sign.getByLabel('Password').fill(PASSWORD);
  await saveScreenshotsEverywhere(ann, 'review-sign-dialog');
  await sign.getByRole('button', { name: 'Sign' }).click();
  await expect(sign).toBeHidden();
  await expect(reviews(ann)).toContainText('No review is open on this spec.');
  // The review Ann asked for stays shown: the closed reviews open on it.
  await expect(reviews(ann).getByText('Closed reviews (1)')).toBeVisible();
  await expect(reviewCard(ann).getByRole('list', { name: 'Signatures' })).toContainText(
    'Signed by Ann Author',
  );
  await expect(reviewCard(ann)).toContainText(`Locked baseline: ${REVIEW_TITLE}`);
  await expect(reviews(ben)).toContainText('No review is open on this spec.');
  await expectAccessible(ann);
  await saveScreenshotsEverywhere(ann, 'review-signed');

  // The baseline is locked in Version History: no Rename or Delete on it.
  await chooseMenuItem(ann, 'File', 'Version History…');
  const history = ann.getByRole('dialog', { name: 'Version History' });
  const baseline = history.getByRole('listitem').filter({ hasText: 'Locked baseline' });
  await expect(baseline).toHaveCount(1);
  await expect(baseline.getByRole('button', { name: /^(Rename|Delete)/ })).toHaveCount(0);
  await saveScreenshotsEverywhere(ann, 'review-locked-baseline');
  await history.getByRole('button', { name: 'Close' }).first().click();

  // A later edit of an approved row shows "Changed since approved", here and for Ben.
  await cell(ann, 1, 'description').dblclick();
  const editor = ann.locator('.ag-large-text textarea, .ag-row [col-id="description"] input').first();
  await expect(editor).toBeFocused();
  await editor.fill('The system shall email a receipt within a minute.');
  await ann.keyboard.press('Enter');
  await expect(cell(ann, 1, 'description')).toHaveText('The system shall email a receipt within a minute.');
  await expect(grid(ann).getByRole('img', { name: CHANGED_SINCE_APPROVED })).toHaveCount(1);
  await expect(grid(ben).getByRole('img', { name: CHANGED_SINCE_APPROVED })).toHaveCount(1);
  await saveScreenshotsEverywhere(ann, 'review-changed-since-approved');
  await chooseMenuItem(ann, 'View', 'Document');
  const entries = ann.getByRole('list', { name: 'Document' });
  await expect(entries.getByRole('img', { name: CHANGED_SINCE_APPROVED })).toHaveCount(1);
  await expect(
    entries.locator('[data-row-id="r2"]').getByRole('img', { name: CHANGED_SINCE_APPROVED }),
  ).toBeVisible();
  await saveScreenshotsEverywhere(ann, 'review-document-changed');
});
