import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  gitCli,
  startGitHttpServer,
  type TestGitServer,
} from '../packages/server/src/test/git-http-server.js';
import { signUpInContext } from './support/analysis';
import { expectAccessible, saveScreenshot, saveScreenshotsEverywhere } from './support/screens';
import { cell } from './support/table-page';

const TOKEN = 'e2e-forge-token-never-shown';
const spec = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text' },
    { field: 'description', headerName: 'Requirement', editorType: 'text' },
  ],
  rows: [
    { id: 'R1', rowOrder: 1, req_id: 'LOGIN-1', description: 'The user logs in.' },
    { id: 'R2', rowOrder: 2, req_id: 'LOGIN-2', description: 'The user logs out.' },
  ],
};

let remote: TestGitServer;
test.beforeAll(async () => {
  remote = await startGitHttpServer(TOKEN, {
    'specs/login.spec.json': `${JSON.stringify(spec, null, 2)}\n`,
    'docs/guide.md': '# Guide\n',
    'README.md': '# Product\n',
  });
});
test.afterAll(async () => {
  await remote.close();
});

/** The message under a dialog's title, word for word (line breaks kept). */
const messageOf = async (dialog: Locator) => {
  await expect(dialog).toBeVisible();
  return dialog.evaluate(
    (element) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent,
  );
};

const panel = (page: Page) => page.getByTestId('project-tree-panel');

async function showProjectPanel(page: Page) {
  const toggle = page.getByTestId('toolbar').getByRole('button', { name: 'Show Project Panel' });
  await expect(toggle).toBeVisible();
  // Clicked again while the panel stays hidden: a click in the first moments after a reload or a resize can
  // be undone by the layout the app restores.
  await expect(async () => {
    if (!(await panel(page).isVisible())) await toggle.click();
    await expect(panel(page)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test('a repository over smart HTTP: browse, open a spec, edit, commit to a new branch with a requirement-level pull request', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
  await signUpInContext(page, 'Tree Walker');
  await page.reload();
  await showProjectPanel(page);
  await expect(
    panel(page).getByText('Add a repository to browse its files and open its specs.'),
  ).toBeVisible();

  await panel(page).getByRole('button', { name: 'Add Repository' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Repository' });
  await dialog.getByRole('textbox', { name: 'Name *' }).fill('Product specs');
  await dialog.getByRole('button', { name: 'Add Repository' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');
  await dialog.getByRole('textbox', { name: 'GitHub URL *' }).fill(remote.url);
  await dialog.getByLabel('Access token *').fill(TOKEN);
  // The tree cannot be read at first: an alert says 'Error: …' once, and the banner names the failure.
  const treeRoute = (url: URL) => url.pathname.endsWith('/tree');
  await page.route(treeRoute, (route) =>
    route.fulfill({ status: 500, json: { message: 'The forge is down.' } }),
  );
  await dialog.getByRole('button', { name: 'Add Repository' }).click();
  const loadFailed = page.getByRole('dialog', { name: 'Cannot Load Repository' });
  expect(await messageOf(loadFailed)).toBe('Error: Failed to fetch repository tree: The forge is down.');
  await loadFailed.getByRole('button', { name: 'OK' }).click();
  await expect(panel(page).getByRole('alert')).toHaveText(
    'Failed to fetch repository tree: The forge is down.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // A refresh that fails too says both, in one alert.
  await panel(page).getByRole('button', { name: 'Refresh Repository' }).click();
  const refreshFailed = page.getByRole('dialog', { name: 'Refresh Failed' });
  expect(await messageOf(refreshFailed)).toBe(
    'Failed to refresh repository\nError: Failed to fetch repository tree: The forge is down.',
  );
  await refreshFailed.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.unroute(treeRoute);
  await panel(page).getByRole('button', { name: 'Refresh Repository' }).click();
  await page
    .getByRole('dialog', { name: 'Repository Refreshed' })
    .getByRole('button', { name: 'OK' })
    .click();

  const tree = panel(page).getByRole('tree', { name: 'Files of Product specs' });
  await expect(tree.getByRole('treeitem')).toHaveText(['▸docs', '▸specs', '·README.md']);
  // The current branch comes from the status call, its newest commit in the tooltip.
  const main = (await gitCli(['--git-dir', remote.bareDir, 'rev-parse', 'main'])).trim();
  const branchLine = panel(page).getByText('Current branch:main');
  await expect(branchLine).toBeVisible();
  await expect(branchLine).toHaveAttribute('title', `Newest commit ${main.slice(0, 7)}`);
  await tree.getByRole('treeitem', { name: 'specs' }).click();
  const specFile = tree.getByRole('treeitem', { name: 'login.spec.json' });
  await specFile.click();
  await expect(specFile).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'project-tree');
  // A narrow window folds the panel away; it stays folded when the window grows again.
  await showProjectPanel(page);
  await expect(specFile).toBeVisible();

  // A failed status call is named in the banner, which closes.
  const statusRoute = '**/api/project/user/repositories/*/status';
  await page.route(statusRoute, (route) =>
    route.fulfill({ status: 500, json: { message: 'The status is not available.' } }),
  );
  await panel(page).getByRole('button', { name: 'Refresh Repository' }).click();
  await page
    .getByRole('dialog', { name: 'Repository Refreshed' })
    .getByRole('button', { name: 'OK' })
    .click();
  const banner = panel(page).getByRole('alert');
  await expect(banner).toHaveText('Failed to fetch repository status: The status is not available.');
  // The narrow window folds the panel away: opened again there, the panel and its banner are looked at.
  await page.setViewportSize({ width: 1024, height: 700 });
  await showProjectPanel(page);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await saveScreenshot(page, `project-tree-error-1024-${colorScheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await showProjectPanel(page);
  await page.unroute(statusRoute);
  await panel(page).getByRole('button', { name: 'Dismiss error' }).click();
  await expect(banner).toHaveCount(0);

  await specFile.dblclick();
  await expect(page.getByRole('tab', { name: /login\.spec/ })).toHaveAttribute('aria-selected', 'true');
  await cell(page, 0, 'description').dblclick();
  await cell(page, 0, 'description').locator('input').fill('The user logs in with a password.');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'description')).toHaveText('The user logs in with a password.');

  await panel(page).getByRole('button', { name: 'Commit and Create Pull Request' }).click();
  const commit = page.getByTestId('commit-dialog');
  await commit.getByRole('button', { name: 'Commit and Create Pull Request' }).click();
  await expect(commit.getByRole('alert')).toHaveText('Please enter a commit message');
  await commit.getByRole('textbox', { name: 'Commit message' }).fill('Specs: log in with a password');
  await commit.getByRole('button', { name: 'Commit and Create Pull Request' }).click();
  await expect(commit.getByRole('alert')).toHaveText('Please enter a pull request title');
  await commit.getByRole('textbox', { name: 'Pull request title' }).fill('Log in with a password');
  const preview = commit.getByRole('region', { name: 'Requirement changes' });
  await expect(preview).toContainText('R1 Changed The user logs in. → The user logs in with a password.');
  await saveScreenshotsEverywhere(page, 'project-tree-commit');
  // A failed call ends the flow with 'Operation failed: …' naming it; nothing reaches the repository.
  const branchRoute = '**/api/project/user/repositories/*/branch';
  await page.route(branchRoute, (route) =>
    route.fulfill({ status: 500, json: { message: 'The forge is down.' } }),
  );
  // Said inside the dialog, which keeps everything typed and chosen: the user tries again, retyping nothing.
  const folder = commit.getByRole('textbox', { name: 'Folder for specs not opened from this repository' });
  await folder.fill('requirements');
  const markdown = commit.getByRole('checkbox', { name: 'Also write each spec as Markdown beside its JSON' });
  await markdown.check();
  await commit.getByRole('button', { name: 'Commit and Create Pull Request' }).click();
  await expect(commit.getByRole('alert')).toHaveText(
    'Operation failed: Failed to create branch: The forge is down.',
  );
  await expect(commit.getByRole('textbox', { name: 'Commit message' })).toHaveValue(
    'Specs: log in with a password',
  );
  await expect(commit.getByRole('textbox', { name: 'Pull request title' })).toHaveValue(
    'Log in with a password',
  );
  await expect(folder).toHaveValue('requirements');
  await expect(markdown).toBeChecked();
  await expect(commit.getByRole('checkbox', { name: 'login.spec' })).toBeChecked();
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'project-tree-commit-failed');
  await page.unroute(branchRoute);
  expect(await gitCli(['--git-dir', remote.bareDir, 'branch', '--list', 'feature/*'])).toBe('');
  await commit.getByRole('button', { name: 'Commit and Create Pull Request' }).click();

  const done = page.getByRole('dialog', { name: 'Commit and Create Pull Request' });
  await expect(done).toContainText('Open the pull request on your git host');
  const branches = await gitCli(['--git-dir', remote.bareDir, 'branch', '--list', 'feature/*-specwright']);
  const branch = branches.trim().replace(/^\*?\s*/, '');
  expect(branch).toMatch(/^feature\/\d{8}-\d{6}-specwright$/);
  expect(await gitCli(['--git-dir', remote.bareDir, 'log', '-1', '--format=%s', branch])).toBe(
    'Specs: log in with a password\n',
  );
  const committed = JSON.parse(
    await gitCli(['--git-dir', remote.bareDir, 'show', `${branch}:specs/login.spec.json`]),
  );
  expect(committed.rows[0].description).toBe('The user logs in with a password.');
  expect(await gitCli(['--git-dir', remote.bareDir, 'show', `${branch}:specs/login.spec.md`])).toContain(
    'The user logs in with a password.',
  );
  await expect(page.getByText(TOKEN)).toHaveCount(0);
});
