import { expect, type Page, test } from '@playwright/test';
import { signUpInContext } from './support/analysis';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';

const content = (page: Page) => page.getByTestId('tab-content');

async function openRepositories(page: Page) {
  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Repositories' }).click();
  await expect(page.getByRole('tab', { name: /Repositories/ })).toHaveAttribute('aria-selected', 'true');
}

test('Repository Management: add, edit and delete a repository; the token is never shown again', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
  await signUpInContext(page, 'Rita Repo');
  await page.reload();
  await openRepositories(page);
  const empty = content(page).getByRole('heading', { name: 'No Repositories Found' });
  await expect(empty).toBeVisible();
  await saveScreenshotsEverywhere(page, 'repositories-empty');

  await content(page).getByRole('button', { name: 'Add Your First Repository' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Repository' });
  await dialog.getByRole('textbox', { name: 'Name *' }).fill('Payments specs');
  await dialog.getByRole('textbox', { name: 'GitHub URL *' }).fill('https://github.com/acme/payments');
  await dialog.getByRole('button', { name: 'Add Repository' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Access token is required when adding a new repository');
  await dialog.getByLabel('Access token *').fill('ghp_e2e_secret_token');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Requirements of the payment service');
  await saveScreenshotsEverywhere(page, 'repositories-add-dialog');
  await dialog.getByRole('button', { name: 'Add Repository' }).click();

  const card = content(page).getByRole('listitem', { name: 'Payments specs' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'https://github.com/acme/payments' })).toBeVisible();
  await expect(page.getByText('ghp_e2e_secret_token')).toHaveCount(0);
  const answer = await page.request.get('/api/user/repositories');
  expect(await answer.text()).not.toContain('ghp_e2e_secret_token');
  await saveScreenshotsEverywhere(page, 'repositories-list');
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Edit Payments specs' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Repository' });
  await expect(edit.getByLabel('Access token')).toHaveValue('');
  await edit.getByRole('textbox', { name: 'Name *' }).fill('Payments');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(content(page).getByRole('listitem', { name: 'Payments' })).toBeVisible();

  await content(page).getByRole('button', { name: 'Delete Payments' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Repository' });
  await expect(confirm).toContainText('Delete the repository “Payments”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(empty).toBeVisible();

  // Signed out, the tab asks for sign-in.
  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('tab', { name: /Repositories/ }).click();
  await expect(content(page).getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await expect(content(page).getByText('Please sign in to manage your repositories.')).toBeVisible();
  await saveScreenshotsEverywhere(page, 'repositories-signed-out');
});
