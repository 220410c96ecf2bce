import { expect, type Page, test } from '@playwright/test';
import { specUrlIn, waitForMailTo } from './support/mail-catcher';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { cell, selectedRowIndex } from './support/table-page';
import { invitationToken, openFromMySpecs, personIn, postJson } from './support/workspaces';

const SPEC_TITLE = 'Mentioned checkout';
const spec = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text' },
    { field: 'description', headerName: 'Requirement', editorType: 'text' },
  ],
  rows: ['The system shall take card payments.', 'The system shall refund within 5 days.'].map(
    (description, index) => ({
      id: `r${index + 1}`,
      rowOrder: index + 1,
      req_id: `PAY-${index + 1}`,
      description,
    }),
  ),
};

const comments = (page: Page) => page.getByRole('region', { name: 'Comments' });
const inboxButton = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('a mention reaches the inbox and the mail of the person named, whose link opens the row’s comments', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { page: ann } = await personIn(browser, baseURL ?? '', 'Ann Author');
  const { page: ben, email: benEmail } = await personIn(browser, baseURL ?? '', 'Ben Reviewer');
  const { workspace } = await postJson<{ workspace: { id: string } }>(ann, '/api/workspaces', {
    name: 'Mentions team',
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
  await ben.reload();
  await expect(inboxButton(ben, 'Inbox')).toBeVisible();

  // Ann's inbox is empty; she comments on PAY-2, picking Ben from the names offered after '@'.
  await inboxButton(ann, 'Inbox').click();
  await expect(ann.getByRole('dialog', { name: 'Inbox' })).toContainText('Nothing here yet.');
  await saveScreenshotsEverywhere(ann, 'mentions-inbox-empty');
  await ann.keyboard.press('Escape');
  await openFromMySpecs(ann, SPEC_TITLE);
  await expect(cell(ann, 1, 'req_id')).toHaveText('PAY-2');
  await cell(ann, 1, 'description').click();
  const box = comments(ann).getByRole('form', { name: 'New comment' }).getByLabel('Comment');
  await box.pressSequentially('Can you confirm the refund time, @be');
  const offered = ann.getByRole('listbox', { name: 'People to mention' });
  await expect(offered.getByRole('option')).toHaveText(['Ben Reviewer']);
  await saveScreenshotsEverywhere(ann, 'mentions-offered');
  await box.press('Enter');
  await expect(box).toHaveValue('Can you confirm the refund time, @Ben Reviewer ');
  await expect(offered).toHaveCount(0);
  await box.press('Control+Enter');
  const thread = comments(ann).getByRole('article', { name: 'Comment by Ann Author' });
  await expect(thread.locator('mark')).toHaveText('@Ben Reviewer');

  // Ben's inbox is read again when his window gains focus.
  await ben.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(inboxButton(ben, 'Inbox, 1 unread')).toBeVisible();
  await inboxButton(ben, 'Inbox, 1 unread').click();
  const item = ben.getByRole('dialog', { name: 'Inbox' }).getByRole('button', {
    name: /Ann Author mentioned you in Mentioned checkout/,
  });
  await expect(item).toContainText('Can you confirm the refund time, @Ben Reviewer');
  await expectAccessible(ben);
  await saveScreenshotsEverywhere(ben, 'mentions-inbox');
  await item.click();

  // He lands on PAY-2 with its comments, and the item is read.
  await expect(cell(ben, 1, 'req_id')).toHaveText('PAY-2');
  await expect(comments(ben).getByRole('article', { name: 'Comment by Ann Author' })).toContainText(
    'Can you confirm the refund time',
  );
  await expect(inboxButton(ben, 'Inbox')).toBeVisible();
  await saveScreenshotsEverywhere(ben, 'mentions-opened');

  const mail = await waitForMailTo(benEmail, 'Ann Author mentioned you in Mentioned checkout');
  expect(mail.raw.replace(/=\r?\n/g, '')).toContain('Can you confirm the refund time, @Ben Reviewer');

  // The mail's link opens the spec at PAY-2 with its comments, in a new window, and leaves a clean address.
  const fromMail = await ben.context().newPage();
  await fromMail.goto(specUrlIn(mail));
  await expect(fromMail.getByRole('tab', { name: new RegExp(SPEC_TITLE) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(comments(fromMail).getByRole('article', { name: 'Comment by Ann Author' })).toContainText(
    'Can you confirm the refund time',
  );
  await expect.poll(() => selectedRowIndex(fromMail)).toBe('1');
  expect(new URL(fromMail.url()).search).toBe('');

  // Signed out, the link asks to sign in first, then opens the spec.
  const signedOut = await browser.newContext({ baseURL, viewport: { width: 1024, height: 700 } });
  const elsewhere = await signedOut.newPage();
  await elsewhere.goto(specUrlIn(mail));
  const signIn = elsewhere.getByTestId('tab-content');
  await signIn.getByLabel('Email').fill(benEmail);
  await signIn.getByLabel('Password').fill('e2e-password-123');
  await saveScreenshotsEverywhere(elsewhere, 'mentions-link-signed-out');
  await signIn.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(elsewhere.getByRole('tab', { name: new RegExp(SPEC_TITLE) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(() => selectedRowIndex(elsewhere)).toBe('1');
  await saveScreenshotsEverywhere(elsewhere, 'mentions-link-opened');
  await signedOut.close();
});
