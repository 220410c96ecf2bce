import { expect, type Page, test } from '@playwright/test';
import { signUpInContext } from './support/analysis';
import { invitationLinkIn, verifyEmailInContext, waitForMailTo } from './support/mail-catcher';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { openTemplate } from './support/table-page';

const PASSWORD = 'e2e-password-123';
const content = (page: Page) => page.getByTestId('tab-content');

async function openFromUserMenu(page: Page, item: 'Workspaces' | 'My Specs') {
  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('tab', { name: new RegExp(item) })).toHaveAttribute('aria-selected', 'true');
}

/** Signs a new user up with a chosen address (the one an invitation went to) in the page's context. */
async function signUpAs(page: Page, name: string, email: string) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}/api/auth/sign-up/email`, {
    data: { email, password: PASSWORD, name },
    headers: { origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await verifyEmailInContext(page, email);
}

test('an owner makes a workspace, invites by email, the invited person accepts, gets another role and is removed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await signUpInContext(page, 'Olive Owner');
  await page.reload();

  await openFromUserMenu(page, 'Workspaces');
  await expect(content(page).getByText(/You are in no workspace yet/)).toBeVisible();
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'workspaces-empty');

  await content(page).getByRole('button', { name: 'New workspace' }).click();
  const create = page.getByRole('dialog', { name: 'New Workspace' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Payments team');
  await saveScreenshotsEverywhere(page, 'workspaces-new-dialog');
  await create.getByRole('button', { name: 'Create Workspace' }).click();
  await expect(content(page).getByRole('heading', { level: 1, name: 'Payments team' })).toBeVisible();
  await expect(content(page).getByText('Your role: Owner · 1 member · 0 specs')).toBeVisible();

  const invitee = `ivy.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  const invite = content(page).getByRole('form', { name: 'Invite' });
  await invite.getByRole('textbox', { name: 'Email' }).fill(invitee);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption({ label: 'Editor' });
  await invite.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(content(page).getByText(`Invitation sent to ${invitee}.`)).toBeVisible();
  await expect(content(page).getByRole('list', { name: 'Pending invitations' })).toContainText(invitee);
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'workspaces-detail-owner');

  const link = invitationLinkIn(await waitForMailTo(invitee));
  expect(new URL(link).pathname).toMatch(/^\/invite\/[\w%-]+$/);

  // The invited person, in a browser of their own: signed out first, so they sign up and come back.
  const other = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const guest = await other.newPage();
  await guest.goto(link);
  const card = guest.getByTestId('invitation-page');
  await expect(card.getByRole('heading', { name: 'Join “Payments team”' })).toBeVisible();
  await expect(card).toContainText(
    `Olive Owner invited ${invitee} to the workspace “Payments team” as Editor`,
  );
  await expectAccessible(guest);
  await saveScreenshotsEverywhere(guest, 'invitation-signed-out');
  await card.getByRole('button', { name: 'Sign in to accept' }).click();
  await expect(guest.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

  await signUpAs(guest, 'Ivy Invited', invitee);
  await guest.goto('/');
  await expect(guest).toHaveURL(/\/invite\//);
  await saveScreenshotsEverywhere(guest, 'invitation-signed-in');
  await guest.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(guest.getByRole('status')).toHaveText('You joined “Payments team” as Editor.');
  await guest.getByRole('button', { name: 'Open the workspace' }).click();
  await expect(content(guest).getByRole('heading', { level: 1, name: 'Payments team' })).toBeVisible();
  await expect(content(guest).getByText(/^Your role: Editor/)).toBeVisible();
  await expect(content(guest).getByRole('form', { name: 'Invite' })).toHaveCount(0);
  await expectAccessible(guest);
  await saveScreenshotsEverywhere(guest, 'workspaces-detail-editor');

  // The link works once.
  await guest.goto(link);
  await expect(guest.getByTestId('invitation-unavailable')).toBeVisible();
  await saveScreenshotsEverywhere(guest, 'invitation-unavailable');

  // The owner sees the new member, makes them a viewer, then removes them.
  await page.reload();
  await openFromUserMenu(page, 'Workspaces');
  await content(page).getByRole('button', { name: 'Payments team' }).click();
  const members = content(page).getByRole('table', { name: 'Members' });
  await expect(members).toContainText(invitee);
  await expect(content(page).getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
  await members.getByRole('combobox', { name: 'Role of Ivy Invited' }).selectOption({ label: 'Viewer' });
  await expect(members.getByRole('combobox', { name: 'Role of Ivy Invited' })).toHaveValue('viewer');
  await page.reload();
  await openFromUserMenu(page, 'Workspaces');
  await content(page).getByRole('button', { name: 'Payments team' }).click();
  await expect(members.getByRole('combobox', { name: 'Role of Ivy Invited' })).toHaveValue('viewer');

  await members.getByRole('button', { name: 'Remove Ivy Invited' }).click();
  const question = page.getByRole('dialog', { name: 'Remove Member' });
  await expect(question).toContainText(`Remove Ivy Invited (${invitee}) from “Payments team”?`);
  await question.getByRole('button', { name: 'Remove' }).click();
  await expect(members).not.toContainText(invitee);

  await guest.goto('/');
  await openFromUserMenu(guest, 'Workspaces');
  await expect(content(guest).getByText(/You are in no workspace yet/)).toBeVisible();
  await other.close();
});

test('My Specs groups specs by workspace and moves a spec into one', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await signUpInContext(page, 'Mo Mover');
  await page.reload();
  const origin = new URL(page.url()).origin;
  const made = await page.request.post(`${origin}/api/workspaces`, {
    data: { name: 'Docs team' },
    headers: { origin },
  });
  expect(made.status(), await made.text()).toBe(201);

  await openTemplate(page, 'SaaS landing page');
  await expect(page.getByTestId('sync-status')).toHaveText('Saved to My Specs');
  await openFromUserMenu(page, 'My Specs');
  const personal = content(page).getByRole('region', { name: 'Personal' });
  const title = (await personal.getByRole('row').nth(1).getByRole('rowheader').textContent())?.trim() ?? '';
  expect(title).not.toBe('');
  await expect(content(page).getByRole('region', { name: 'Docs team Owner' })).toContainText(
    'No specs in this workspace yet',
  );

  await personal.getByRole('button', { name: `Move ${title} to workspace` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move to Workspace' });
  await dialog.getByRole('radio', { name: /^Docs team/ }).check();
  await saveScreenshotsEverywhere(page, 'my-specs-move-dialog');
  await dialog.getByRole('button', { name: 'Move' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    content(page)
      .getByRole('region', { name: 'Docs team Owner' })
      .getByRole('button', { name: title, exact: true }),
  ).toBeVisible();
  await expect(personal).toContainText('No personal specs.');
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'my-specs-grouped');
});
