import { expect, type Page, test } from '@playwright/test';
import { signUpInContext } from './support/analysis';
import { promptOf, type ServerWithModel, startServerWithModel } from './support/llm-server';
import { saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, downloadedText, expectActiveTab } from './support/spec-files';
import { grid, openJson } from './support/table-page';

const shop = {
  columns: [
    { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left', width: 420 },
  ],
  rows: [
    { id: 'REQ-1', description: 'When an order is placed, the shop shall send a receipt by email.' },
    { id: 'REQ-2', description: 'The search shall answer within 2 seconds.' },
  ],
};

/** The model's answer: each scenario of the prompt (one JSON object a line) reworded, by id. */
function refined(prompt: string): string {
  const cases = prompt
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { id: string; when: string; outcome: string })
    .map((scenario) => ({
      id: scenario.id,
      given: `a signed-in shopper for ${scenario.id}`,
      when: scenario.when,
      outcome: `${scenario.outcome}, as the shopper sees it`,
    }));
  return JSON.stringify({ cases });
}

test.describe('Generate → Test with a language model', () => {
  // A private server on E2E_PORT + 11 whose model (a local OpenAI-compatible test server) rewords the scenarios.
  const port = Number(process.env.E2E_PORT ?? 3100) + 11;
  test.describe.configure({ mode: 'default' });
  let server: ServerWithModel;

  test.beforeAll(async () => {
    server = await startServerWithModel(port, (request) => ({ content: refined(promptOf(request)) }));
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  async function signIn(page: Page): Promise<void> {
    await page.goto(server.baseUrl);
    await signUpInContext(page, 'Ada Tester');
    await page.reload();
    await expect(page.getByRole('button', { name: /^User menu:/ })).toBeVisible();
  }

  test('the scenarios are refined by the model and still verify the same requirements', async ({ page }) => {
    await signIn(page);
    await openJson(page, 'shop.json', shop);
    const before = server.model.requests.length;
    await chooseMenuItem(page, 'Generate', 'Test');
    const dialog = page.getByRole('dialog', { name: 'Generate Test' });
    await dialog.getByLabel('Type').selectOption('integration');
    await dialog.getByRole('button', { name: 'Generate' }).click();

    await expect(dialog).toContainText('Generated 3 test cases for 2 requirements');
    await expect(dialog.getByTestId('generate-test-model')).toHaveText(
      'The language model refined the scenarios.',
    );
    expect(server.model.requests.length - before).toBe(1);
    const request = server.model.requests.at(-1);
    expect(request && promptOf(request)).toContain('"kind":"boundary"');
    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download shop.integration.test.ts' }).click();
    const skeleton = await downloadedText(await downloading);
    expect(skeleton).toContain('// Given a signed-in shopper for TC-003');
    expect(skeleton).toContain(
      'it("TC-003 [REQ-2] Boundary 2 seconds: The search shall answer within 2 seconds.", async () => {',
    );
    await saveScreenshotsEverywhere(page, 'generate-test-model-done');
    await dialog.getByRole('button', { name: 'Done' }).click();

    await expectActiveTab(page, 'shop — integration tests');
    await expect(grid(page)).toContainText('Given a signed-in shopper for TC-001');
    await expect(grid(page).locator('[col-id="verifies"]', { hasText: 'REQ-2' })).toHaveCount(2);
  });
});
