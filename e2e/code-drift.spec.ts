import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  gitCli,
  startGitHttpServer,
  type TestGitServer,
} from '../packages/server/src/test/git-http-server.js';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem } from './support/spec-files';
import { cell } from './support/table-page';
import { openFromMySpecs, personIn, postJson } from './support/workspaces';

const TOKEN = 'e2e-code-scan-token-never-shown';
const SPEC_TITLE = 'Sign-in requirements';
const spec = {
  columns: [
    { field: 'req_id', headerName: 'ID', editorType: 'text' },
    { field: 'description', headerName: 'Requirement', editorType: 'text' },
  ],
  rows: [
    { id: 'r1', rowOrder: 1, req_id: 'REQ-1', description: 'The user signs in with a password.' },
    { id: 'r2', rowOrder: 2, req_id: 'REQ-2', description: 'The user signs out.' },
  ],
};
const LOGIN_TEST = [
  "import { expect, it } from 'vitest';",
  '',
  "it('REQ-1 signs the user in', () => {",
  '  expect(true).toBe(true);',
  '});',
].join('\n');

let remote: TestGitServer;
test.beforeAll(async () => {
  remote = await startGitHttpServer(TOKEN, { 'test/login.test.ts': LOGIN_TEST, 'README.md': '# App\n' });
});
test.afterAll(async () => {
  await remote.close();
});

const codeLinks = (page: Page) => page.getByRole('region', { name: 'Implemented in' });

test('a repository naming REQ-1 in a test: the scan links it, and editing REQ-1 marks it drifted', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { page } = await personIn(browser, baseURL ?? '', 'Dana Drift');
  await postJson(page, '/api/user/repositories', {
    name: 'App code',
    github_url: remote.url,
    access_token: TOKEN,
  });
  await postJson(page, '/api/specs', { title: SPEC_TITLE, spec });
  await openFromMySpecs(page, SPEC_TITLE);
  await expect(cell(page, 0, 'req_id')).toHaveText('REQ-1');

  await chooseMenuItem(page, 'Generate', 'Scan Code for Requirements…');
  const dialog = page.getByRole('dialog', { name: 'Scan Code for Requirements' });
  await expect(dialog.getByLabel('Repository')).toHaveValue(/.+/);
  await expect(dialog.getByRole('textbox', { name: 'Requirement id pattern' })).toHaveValue(
    '\\b[A-Z][A-Z0-9]*-\\d+\\b',
  );
  await dialog.getByRole('textbox', { name: 'Requirement id pattern' }).fill('(REQ)-\\1');
  await expect(dialog.getByText('The pattern uses syntax code scans do not support')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Start' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Requirement id pattern' }).fill('\\bREQ-\\d+\\b');
  await dialog.getByRole('button', { name: 'Start' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: /^Found 1 link to 1 requirement at [0-9a-f]{7}\.$/ }),
  ).toBeVisible({
    timeout: 30_000,
  });
  await saveScreenshotsEverywhere(page, 'code-drift-scan-done');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await cell(page, 0, 'description').click();
  await expect(codeLinks(page).getByRole('listitem')).toContainText('test/login.test.ts:3');
  await expect(codeLinks(page).getByRole('note', { name: 'Drifted from code' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Drifted from code' })).toHaveCount(0);

  await cell(page, 0, 'description').dblclick();
  const input = cell(page, 0, 'description').locator('input');
  await expect(input).toBeFocused();
  await input.fill('The user signs in with a passkey.');
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'description')).toHaveText('The user signs in with a passkey.');
  await expect(codeLinks(page).getByRole('note', { name: 'Drifted from code' })).toHaveText(
    /Drifted: the text changed since commit [0-9a-f]{7}/,
  );
  await expect(cell(page, 0, 'sw-row-number').getByRole('img', { name: 'Drifted from code' })).toBeVisible();
  await expect(cell(page, 1, 'sw-row-number').getByRole('img', { name: 'Drifted from code' })).toHaveCount(0);
  await saveScreenshotsEverywhere(page, 'code-drift-drifted');
  await expectAccessible(page);

  // The server says the same once the edit is saved.
  await expect(page.getByTestId('sync-status')).toHaveText('Saved to My Specs');
  const specs = await page.request.get('/api/specs');
  const specId = (await specs.json()).specs.find((each: { title: string }) => each.title === SPEC_TITLE).id;
  const trace = await (await page.request.get(`/api/specs/${specId}/code-trace`)).json();
  expect(trace.links).toEqual([
    expect.objectContaining({ row_id: 'r1', path: 'test/login.test.ts', line: 3, drifted: true }),
  ]);
  expect(JSON.stringify(trace)).not.toContain(TOKEN);

  // A new commit moves the test down two lines; opening the spec again reruns the scan with its settings.
  const work = await mkdtemp(join(tmpdir(), 'specwright-e2e-code-drift-'));
  await gitCli(['clone', remote.bareDir, work]);
  await writeFile(join(work, 'test/login.test.ts'), `// Sign-in\n\n${LOGIN_TEST}`);
  await gitCli(['commit', '-am', 'Move the test'], work);
  await gitCli(['push', 'origin', 'main'], work);
  await rm(work, { recursive: true, force: true });
  await page.reload();
  await openFromMySpecs(page, SPEC_TITLE);
  await cell(page, 0, 'description').click();
  await expect(codeLinks(page).getByRole('listitem')).toContainText('test/login.test.ts:5', {
    timeout: 30_000,
  });
  await expect(codeLinks(page).getByRole('note', { name: 'Drifted from code' })).toHaveCount(0);
});
