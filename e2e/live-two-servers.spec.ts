import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { liveServers } from './support/live-servers';
import { cell } from './support/table-page';

/**
 * Live editing across two servers on one PostgreSQL database (started by playwright.config.ts when
 * TEST_DATABASE_URL is set): two people, each in the app of another server, see each other's edits.
 */

async function signUp(context: BrowserContext, base: string, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await context.request.post(`${base}/api/auth/sign-up/email`, {
    headers: { origin: base },
    data: { email, password: 'correct horse battery', name: label },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** Opens the app of server `base` (the context's session) and the spec from My Specs, live. */
async function openInApp(page: Page, base: string): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: /^User menu:/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'My Specs' }).click();
  const row = page.getByTestId('tab-content').getByRole('row', { name: /Live across servers/ });
  await row.getByRole('button', { name: /^Open / }).click();
  await expect(page.getByTestId('sync-status')).toHaveText('Live');
}

if (liveServers) {
  const servers = liveServers;
  test("two people on two servers see each other's edits in the table", async ({ browser }) => {
    const ownerContext = await browser.newContext();
    const editorContext = await browser.newContext();
    const ownerId = await signUp(ownerContext, servers.first, 'owner');
    const editorId = await signUp(editorContext, servers.second, 'editor');
    const created = await ownerContext.request.post(`${servers.first}/api/specs`, {
      headers: { origin: servers.first },
      data: {
        title: 'Live across servers',
        spec: {
          columns: [{ field: 'description', headerName: 'Description' }],
          rows: [{ id: 'r1', rowOrder: 1, description: 'The system shall log each sign-in.' }],
        },
      },
    });
    expect(created.status()).toBe(200);
    const specId = ((await created.json()) as { spec: { id: string } }).spec.id;
    const database = new pg.Client({ connectionString: servers.databaseUrl });
    await database.connect();
    try {
      const workspace = await database.query<{ id: string }>(
        'insert into workspaces (name, created_by) values ($1, $2) returning id',
        ['Live team', ownerId],
      );
      const workspaceId = workspace.rows[0]?.id;
      await database.query(
        "insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'editor')",
        [workspaceId, ownerId, editorId],
      );
      await database.query('update specs set workspace_id = $1 where id = $2', [workspaceId, specId]);
    } finally {
      await database.end();
    }

    const ownerPage = await ownerContext.newPage();
    const editorPage = await editorContext.newPage();
    await openInApp(ownerPage, servers.first);
    await openInApp(editorPage, servers.second);
    const value = 'The system shall log each sign-in within 1 s.';
    await cell(ownerPage, 0, 'description').dblclick();
    await cell(ownerPage, 0, 'description').locator('input').fill(value);
    await ownerPage.keyboard.press('Enter');
    await expect(cell(editorPage, 0, 'description')).toHaveText(value, { timeout: 3000 });
    await cell(editorPage, 0, 'description').dblclick();
    await cell(editorPage, 0, 'description').locator('input').fill(`${value} Both servers agree.`);
    await editorPage.keyboard.press('Enter');
    await expect(cell(ownerPage, 0, 'description')).toHaveText(`${value} Both servers agree.`, {
      timeout: 3000,
    });
    await ownerContext.close();
    await editorContext.close();
  });
}
