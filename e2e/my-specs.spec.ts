import { type Browser, expect, type Page, test } from '@playwright/test';
import { signUpInContext } from './support/analysis';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell, openTemplate } from './support/table-page';

const PASSWORD = 'e2e-password-123';
const content = (page: Page) => page.getByTestId('tab-content');
const syncStatus = (page: Page) => page.getByTestId('sync-status');

async function openMySpecs(page: Page) {
  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'My Specs' }).click();
  await expect(page.getByRole('tab', { name: /My Specs/ })).toHaveAttribute('aria-selected', 'true');
}

/** A new browser context (another machine) with the same user signed in. */
async function signInElsewhere(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/');
  const response = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
    data: { email, password: PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.reload();
  return page;
}

async function editCell(page: Page, row: number, field: string, value: string) {
  await cell(page, row, field).dblclick();
  await cell(page, row, field).locator('input').fill(value);
  await page.keyboard.press('Enter');
  await expect(cell(page, row, field)).toHaveText(value);
}

/** The stored spec's cells of `field`, read through the API with the page's session. */
async function storedValues(page: Page, field: string): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const list = await (await page.request.get(`${origin}/api/specs`)).json();
  const id = list.specs[0]?.id;
  if (!id) return [];
  const read = await (await page.request.get(`${origin}/api/specs/${id}`)).json();
  return read.spec.data.rows.map((row: Record<string, string>) => row[field] ?? '');
}

/** Signs a new user up, creates a spec from a template (kept in the account at once) and saves one edit. */
async function keptSpecWithEdit(page: Page, name: string, value: string): Promise<string> {
  await page.goto('/');
  const email = await signUpInContext(page, name);
  await page.reload();
  await openTemplate(page, 'SaaS landing page');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');
  const save = await holdNextSave(page);
  await editCell(page, 2, 'req_id', value);
  // Not saved until the server has answered: neither in the quiet moment before the save is sent nor during it.
  expect(await syncStatus(page).textContent()).toBe('Saving to My Specs…');
  await save.requested;
  await expect(syncStatus(page)).toHaveText('Saving to My Specs…');
  save.release();
  await expect.poll(() => storedValues(page, 'req_id')).toContain(value);
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');
  return email;
}

/** Holds the next save of a spec's rows (PUT /api/specs/:id) until `release` is called. */
async function holdNextSave(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const seen = new Promise<void>((resolve) => {
    requested = resolve;
  });
  let held = false;
  await page.route(/\/api\/specs\/[^/]+$/, async (route) => {
    if (held || route.request().method() !== 'PUT') return route.fallback();
    held = true;
    requested();
    await released;
    return route.fallback();
  });
  return { requested: seen, release };
}

test('a spec kept in the account: saved as it is edited, found with the edit on another machine', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await keptSpecWithEdit(page, 'Mia Specs', 'SAAS-100');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');
  await saveScreenshotsEverywhere(page, 'my-specs-saved-tab');
  await page.context().close();

  const other = await signInElsewhere(browser, baseURL ?? '', email);
  await openMySpecs(other);
  const table = content(other).getByRole('table', { name: 'My Specs' });
  const row = table.getByRole('row', { name: /SaaS landing page/ });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').nth(3)).toHaveText(/\w+ \d+, \d{4}/);
  await expectAccessible(other);
  await saveScreenshotsEverywhere(other, 'my-specs-page');
  await row.getByRole('button', { name: /^Open / }).click();
  await expect(cell(other, 2, 'req_id')).toHaveText('SAAS-100');

  // Rename, duplicate, delete to the trash and restore, on the page.
  await openMySpecs(other);
  await row.getByRole('button', { name: /^Rename / }).click();
  const title = table.getByRole('textbox', { name: /^New title of / });
  await title.fill('Landing page v2');
  await title.press('Enter');
  const renamed = table.getByRole('row', { name: /Landing page v2/ });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: /^Duplicate / }).click();
  await expect(table.getByRole('row', { name: /Copy of Landing page v2/ })).toBeVisible();
  await table
    .getByRole('row', { name: /Copy of Landing page v2/ })
    .getByRole('button', { name: /^Delete / })
    .click();
  await other.getByRole('dialog', { name: 'Delete Spec' }).getByRole('button', { name: 'Delete' }).click();
  const trash = content(other).getByRole('region', { name: 'Trash' });
  await expect(trash.getByText('Copy of Landing page v2')).toBeVisible();
  await saveScreenshotsEverywhere(other, 'my-specs-trash');
  await trash.getByRole('button', { name: 'Restore Copy of Landing page v2' }).click();
  await expect(table.getByRole('row', { name: /Copy of Landing page v2/ })).toBeVisible();
  await expect(trash).toHaveCount(0);
  await other.context().close();
});

/** Two tabs of one browser with the same spec kept in the account open in both. */
async function twoTabsOnOneSpec(page: Page, name: string): Promise<[Page, Page]> {
  await page.goto('/');
  await signUpInContext(page, name);
  await page.reload();
  // Created from a template while signed in: kept in the account at once.
  await openTemplate(page, 'SaaS landing page');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');
  await chooseMenuItem(page, 'File', 'Close Tab');
  const tabs: Page[] = [];
  for (const _ of [1, 2]) {
    const tab = await page.context().newPage();
    await tab.goto('/');
    await openMySpecs(tab);
    await content(tab)
      .getByRole('button', { name: /^Open / })
      .click();
    await expect(cell(tab, 2, 'req_id')).toBeVisible();
    tabs.push(tab);
  }
  return tabs as [Page, Page];
}

test('two tabs edit different rows at once: the second save merges the first one’s edit, both are kept, no dialog', async ({
  page,
}) => {
  const [first, second] = await twoTabsOnOneSpec(page, 'Tom Tabs');
  await editCell(first, 2, 'req_id', 'FROM-TAB-1');
  await expect.poll(() => storedValues(first, 'req_id')).toContain('FROM-TAB-1');
  await editCell(second, 3, 'req_id', 'FROM-TAB-2');
  await expect.poll(() => storedValues(second, 'req_id')).toContain('FROM-TAB-2');
  expect(await storedValues(second, 'req_id')).toContain('FROM-TAB-1');
  await expect(syncStatus(second)).toHaveText('Saved to My Specs');
  await expect(cell(second, 2, 'req_id')).toHaveText('FROM-TAB-1');
  await expect(cell(second, 3, 'req_id')).toHaveText('FROM-TAB-2');
  await expect(second.getByRole('dialog')).toHaveCount(0);
  // The first tab takes the second's edit in turn with its next save.
  await editCell(first, 4, 'req_id', 'FROM-TAB-1-AGAIN');
  await expect.poll(() => storedValues(first, 'req_id')).toContain('FROM-TAB-1-AGAIN');
  await expect(cell(first, 3, 'req_id')).toHaveText('FROM-TAB-2');
  expect(await storedValues(first, 'req_id')).toEqual(
    expect.arrayContaining(['FROM-TAB-1', 'FROM-TAB-2', 'FROM-TAB-1-AGAIN']),
  );
});

test('two tabs edit the same row: the dialog shows both, the choice is saved, and nothing is lost', async ({
  page,
}) => {
  const [first, second] = await twoTabsOnOneSpec(page, 'Cora Conflict');
  await editCell(first, 2, 'req_id', 'SAAS-001 first tab');
  await expect.poll(() => storedValues(first, 'req_id')).toContain('SAAS-001 first tab');
  await editCell(second, 2, 'req_id', 'SAAS-001 second tab');
  await editCell(second, 3, 'req_id', 'ONLY-SECOND');

  const dialog = second.getByRole('dialog', { name: 'This spec was changed somewhere else' });
  await expect(dialog).toBeVisible();
  await expect(syncStatus(second)).toHaveText('Not saved: changed somewhere else');
  const row = dialog.getByRole('group', { name: /^Row / });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('radio', { name: /^Mine/ })).toBeChecked();
  await expect(row.locator('.conflict-side--mine mark')).toHaveText('second');
  await expect(row.locator('.conflict-side--theirs mark')).toHaveText('first');
  await expectAccessible(second);
  await saveScreenshotsEverywhere(second, 'my-specs-conflict-dialog');
  // Nothing is sent while the choice is open: the server keeps the first tab's row.
  expect(await storedValues(second, 'req_id')).not.toContain('ONLY-SECOND');

  await row.getByRole('radio', { name: /^Theirs/ }).check();
  await dialog.getByRole('button', { name: 'Save choices' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cell(second, 2, 'req_id')).toHaveText('SAAS-001 first tab');
  await expect(cell(second, 3, 'req_id')).toHaveText('ONLY-SECOND');
  await expect.poll(() => storedValues(second, 'req_id')).toContain('ONLY-SECOND');
  expect(await storedValues(second, 'req_id')).toContain('SAAS-001 first tab');
  await expect(syncStatus(second)).toHaveText('Saved to My Specs');

  // The row given up is one undo away, and that is saved like any edit.
  await chooseMenuItem(second, 'Edit', 'Undo');
  await expect(cell(second, 2, 'req_id')).toHaveText('SAAS-001 second tab');
  await expect.poll(() => storedValues(second, 'req_id')).toContain('SAAS-001 second tab');
});

test('offline: edits stay in the tab and are sent when the connection returns', async ({ page }) => {
  await page.goto('/');
  await signUpInContext(page, 'Olga Offline');
  await page.reload();
  await openTemplate(page, 'SaaS landing page');
  await chooseMenuItem(page, 'File', 'Save to My Specs');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');
  await page.context().setOffline(true);
  await editCell(page, 2, 'req_id', 'OFFLINE-1');
  await editCell(page, 3, 'req_id', 'OFFLINE-2');
  await expect(syncStatus(page)).toHaveText('Not saved yet: offline, retrying. Your edits are kept.');
  await page.context().setOffline(false);
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');
  expect(await storedValues(page, 'req_id')).toEqual(expect.arrayContaining(['OFFLINE-1', 'OFFLINE-2']));
});

test('reopened after another machine saved: its rows come in, the tab’s unsent edit is kept and sent, no dialog', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = await keptSpecWithEdit(page, 'Rhea Reload', 'FROM-HERE');

  const other = await signInElsewhere(browser, baseURL ?? '', email);
  await openMySpecs(other);
  await content(other)
    .getByRole('button', { name: /^Open / })
    .click();
  await editCell(other, 3, 'req_id', 'FROM-ELSEWHERE');
  await expect.poll(() => storedValues(other, 'req_id')).toContain('FROM-ELSEWHERE');
  await other.context().close();

  // An edit here that cannot be sent (the saves fail) before the page is reloaded.
  await page.route('**/api/specs/*', (route) =>
    route.request().method() === 'PUT' ? route.abort() : route.fallback(),
  );
  await editCell(page, 4, 'req_id', 'UNSENT-HERE');
  await expect(syncStatus(page)).toHaveText('Not saved yet: offline, retrying. Your edits are kept.');
  await page.unroute('**/api/specs/*');
  await page.reload();

  await expect(cell(page, 3, 'req_id')).toHaveText('FROM-ELSEWHERE');
  await expect(cell(page, 4, 'req_id')).toHaveText('UNSENT-HERE');
  await expect(cell(page, 2, 'req_id')).toHaveText('FROM-HERE');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await storedValues(page, 'req_id')).toEqual(
    expect.arrayContaining(['FROM-HERE', 'FROM-ELSEWHERE', 'UNSENT-HERE']),
  );
});

test('versions: name one, change rows, the diff shows exactly the changes, restore brings them back, undo reverts it', async ({
  page,
}) => {
  await page.goto('/');
  await signUpInContext(page, 'Vera Versions');
  await page.reload();
  // Created from a template while signed in: kept in the account at once.
  await openTemplate(page, 'SaaS landing page');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');

  await chooseMenuItem(page, 'File', 'Version History…');
  const dialog = page.getByRole('dialog', { name: 'Version History' });
  await dialog.getByRole('textbox', { name: 'Save version…' }).fill('v1.0 approved');
  await dialog.getByRole('button', { name: 'Save Version' }).click();
  await expect(dialog.getByRole('button', { name: /^v1\.0 approved/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();

  await editCell(page, 2, 'req_id', 'SAAS-100');
  await editCell(page, 3, 'req_id', 'SAAS-300');
  await expect.poll(() => storedValues(page, 'req_id')).toContain('SAAS-300');

  await chooseMenuItem(page, 'File', 'Version History…');
  await dialog.getByRole('button', { name: /^v1\.0 approved/ }).click();
  const changes = dialog.getByRole('region', { name: 'Changes since the selected version' });
  await expect(changes.getByRole('status')).toHaveText('0 added, 2 changed, 0 removed');
  // Word by word: only the number after the hyphen changed.
  await expect(changes.getByRole('listitem')).toHaveText([
    'Changedsaas-003req_idSAAS-001100',
    'Changedsaas-004req_idSAAS-002300',
  ]);
  await expect(changes.locator('del')).toHaveText(['001', '002']);
  await expect(changes.locator('ins')).toHaveText(['100', '300']);
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'my-specs-history-diff');

  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cell(page, 2, 'req_id')).toHaveText('SAAS-001');
  await expect(cell(page, 3, 'req_id')).toHaveText('SAAS-002');
  await expect.poll(() => storedValues(page, 'req_id')).not.toContain('SAAS-300');

  // Undo takes the restore back as one step, and that is saved too.
  await chooseMenuItem(page, 'Edit', 'Undo');
  await expect(cell(page, 2, 'req_id')).toHaveText('SAAS-100');
  await expect(cell(page, 3, 'req_id')).toHaveText('SAAS-300');
  await expect.poll(() => storedValues(page, 'req_id')).toContain('SAAS-300');
  await expect(syncStatus(page)).toHaveText('Saved to My Specs');
});
