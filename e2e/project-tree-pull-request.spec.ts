import { expect, type Page, test } from '@playwright/test';
import { type GitHubApiServer, startGitHubApiServer } from '../packages/server/src/test/github-api-server.js';
import { signUpInContext } from './support/analysis';
import { githubEnterprisePort } from './support/forges';
import { expectAccessible, saveScreenshot, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell } from './support/table-page';

const TOKEN = 'ghp_e2eEnterpriseTokenNeverShown0123';
const spec = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text' },
    { field: 'description', headerName: 'Requirement', editorType: 'text' },
  ],
  rows: [
    { id: 'R1', rowOrder: 1, req_id: 'PAY-1', description: 'The user pays by card.' },
    { id: 'R2', rowOrder: 2, req_id: 'PAY-2', description: 'The user gets a receipt.' },
  ],
};

let github: GitHubApiServer;
test.beforeAll(async () => {
  github = await startGitHubApiServer(
    { 'specs/payment.spec.json': `${JSON.stringify(spec, null, 2)}\n`, 'README.md': '# Payments\n' },
    [],
    githubEnterprisePort,
  );
});
test.afterAll(async () => {
  await github?.close();
});

const panel = (page: Page) => page.getByTestId('project-tree-panel');

async function showProjectPanel(page: Page) {
  const toggle = page.getByTestId('toolbar').getByRole('button', { name: 'Show Project Panel' });
  await expect(toggle).toBeVisible();
  // The session is read after the first paint: the toggle's state settles with it.
  await expect(page.getByRole('button', { name: /Pull Requester/ })).toBeVisible();
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(panel(page)).toBeVisible();
}

test('a GitHub Enterprise repository: commit a changed spec and open the pull request, with its link', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
  await signUpInContext(page, 'Pull Requester');
  await page.reload();
  await showProjectPanel(page);

  // A slow forge: the tree's loading shows what the server is doing, not only "Loading…".
  github.delayMs = 1500;
  await panel(page).getByRole('button', { name: 'Add Repository' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Repository' });
  await dialog.getByRole('textbox', { name: 'Name *' }).fill('Payments');
  await dialog.getByRole('textbox', { name: 'GitHub URL *' }).fill(`${github.baseUrl}/acme/specs`);
  await dialog.getByLabel('Access token *').fill(TOKEN);
  await dialog.getByRole('button', { name: 'Add Repository' }).click();
  await expect(panel(page).getByRole('progressbar', { name: 'Reading the files…' })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await saveScreenshot(page, `project-tree-loading-1440-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  github.delayMs = 0;

  const tree = panel(page).getByRole('tree', { name: 'Files of Payments' });
  await expect(tree.getByRole('treeitem')).toHaveText(['▸specs', '·README.md']);
  await tree.getByRole('treeitem', { name: 'specs' }).click();
  await tree.getByRole('treeitem', { name: 'payment.spec.json' }).dblclick();
  await expect(page.getByRole('tab', { name: /payment\.spec/ })).toHaveAttribute('aria-selected', 'true');
  await cell(page, 1, 'description').dblclick();
  await cell(page, 1, 'description').locator('input').fill('The user gets a receipt by email.');
  await page.keyboard.press('Enter');
  await expect(cell(page, 1, 'description')).toHaveText('The user gets a receipt by email.');
  // Kept in the account, the spec's trail records the commit and the pull request tells its review status.
  await chooseMenuItem(page, 'File', 'Save to My Specs');
  await expect(page.getByTestId('sync-status')).toHaveText('Saved to My Specs');

  await panel(page).getByRole('button', { name: 'Commit and Create Pull Request' }).click();
  const commit = page.getByTestId('commit-dialog');
  await commit.getByRole('textbox', { name: 'Commit message' }).fill('Payments: receipts by email');
  await commit.getByRole('textbox', { name: 'Pull request title' }).fill('Receipts by email');
  await expect(commit.getByRole('region', { name: 'Requirement changes' })).toContainText(
    'R2 Changed The user gets a receipt. → The user gets a receipt by email.',
  );
  // Committing through a slow forge shows each step (creating the branch, uploading files, …).
  github.delayMs = 1200;
  await commit.getByRole('button', { name: 'Commit and Create Pull Request' }).click();
  await expect(commit.getByRole('button', { name: 'Working…' })).toBeDisabled();
  await expect(commit.getByRole('progressbar')).not.toHaveAccessibleName('Working…');
  await saveScreenshotsEverywhere(page, 'project-tree-commit-progress');
  github.delayMs = 0;

  const done = page.getByRole('dialog', { name: 'Commit and Create Pull Request' });
  await expect(done).toContainText('Successfully created pull request!', { timeout: 60_000 });
  const link = done.getByRole('link', { name: /^Pull request #1: / });
  await expect(link).toHaveAttribute('href', 'https://github.com/acme/specs/pull/1');
  await expect(link).toHaveAttribute('target', '_blank');
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'project-tree-pull-request');

  // What the forge received: the pull request from the feature branch, its body the requirement table.
  const opened = github.requests.find(
    (request) => request.method === 'POST' && request.url.endsWith('/pulls'),
  );
  expect(opened?.url).toBe('/api/v3/repos/acme/specs/pulls');
  const body = opened?.body as { title: string; head: string; base: string; body: string };
  expect(body.title).toBe('Receipts by email');
  expect(body.head).toMatch(/^feature\/\d{8}-\d{6}-specwright$/);
  expect(body.base).toBe('main');
  expect(body.body).toContain('The user gets a receipt by email.');
  expect(body.body).toMatch(
    /## Review status\n\n### payment\.spec.*\n\n- Not approved yet\n- Open comments: 0\n/,
  );
  const head = github.repository.refs.get(`heads/${body.head}`);
  expect(github.repository.commits.get(head ?? '')?.message).toBe('Payments: receipts by email');
  for (const request of github.requests) expect(request.headers.authorization).toBe(`token ${TOKEN}`);
  await expect(page.getByText(TOKEN)).toHaveCount(0);

  await done.getByRole('button', { name: 'OK' }).click();
  await chooseMenuItem(page, 'File', 'Audit Trail…');
  const trail = page.getByRole('dialog', { name: 'Audit Trail' });
  const committed = trail.getByRole('table', { name: 'Audit trail' }).locator('tbody').getByRole('row');
  await expect(committed.filter({ hasText: 'Committed' })).toContainText(
    `${body.head} at ${(head ?? '').slice(0, 7)}: specs/payment.spec.json`,
  );
});
