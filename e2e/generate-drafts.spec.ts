import { expect, type Page, test } from '@playwright/test';
import { requirementsSpec, signUpInContext } from './support/analysis';
import { promptOf, type ServerWithModel, startServerWithModel } from './support/llm-server';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, downloadedText } from './support/spec-files';
import { openJson } from './support/table-page';

const SPEC = requirementsSpec([
  'The system shall export reports as PDF.',
  'The system shall store orders for 7 years.',
  'The system shall email an invoice for every order.',
]);

const NO_MODEL =
  'Generating a design or architecture draft needs a language model, which your administrator must configure on this server.';

const DESIGN = [
  '# Design: drafts',
  '',
  '## Overview',
  'An order service with a report exporter. <script>window.__draftScriptRan = true</script>',
  '',
  'Serves: R1, R2, R3',
  '',
  '## Components',
  '### Order store',
  'Keeps orders in PostgreSQL.',
  '',
  'Serves: R2',
  '',
  '## Data model',
  '- **Order**: id, total, created_at',
  '',
  'Serves: R2',
  '',
  '## Interfaces',
  '- `GET /reports/{id}.pdf`',
  '',
  'Serves: R1',
  '',
  '## Error handling',
  'Failed emails are retried.',
  '',
  'Serves: R3',
  '',
  '## Open questions',
  '- None.',
].join('\n');

test('Generate → Design without a model explains in one sentence who must configure one', async ({
  page,
}) => {
  await page.goto('/');
  await openJson(page, 'drafts.json', SPEC);
  await chooseMenuItem(page, 'Generate', 'Design');
  const dialog = page.getByRole('dialog', { name: 'Generate Design' });
  await expect(dialog).toContainText(NO_MODEL);
  await expect(dialog).not.toContainText('LLM_');
  await saveScreenshotsEverywhere(page, 'generate-design-no-model');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await chooseMenuItem(page, 'Generate', 'Architecture');
  await expect(page.getByRole('dialog', { name: 'Generate Architecture' })).toContainText(NO_MODEL);
});

test.describe('with a language model', () => {
  const port = Number(process.env.E2E_PORT ?? 3100) + 9;
  test.describe.configure({ mode: 'default' });
  let server: ServerWithModel;

  test.beforeAll(async () => {
    server = await startServerWithModel(port, async (request) => {
      // A slow answer, so the tab shows its progress and Cancel before the text streams in.
      const slow = promptOf(request).includes('architecture.md');
      await new Promise((resolve) => setTimeout(resolve, slow ? 20_000 : 1_500));
      return { content: DESIGN };
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  async function signIn(page: Page): Promise<void> {
    await page.goto(server.baseUrl);
    await signUpInContext(page, 'Margaret Hamilton');
    await page.reload();
    await expect(page.getByRole('button', { name: /^User menu:/ })).toBeVisible();
  }

  test('Generate → Design streams a draft into an editable Markdown tab with a preview, downloaded as design.md', async ({
    page,
  }) => {
    await signIn(page);
    await openJson(page, 'drafts.json', SPEC);
    await chooseMenuItem(page, 'Generate', 'Design');
    await expect(page.getByRole('tab', { name: /design\.md · drafts/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const tab = page.getByTestId('draft-tab');
    await expect(tab.getByRole('progressbar', { name: 'Generating design.md' })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await saveScreenshotsEverywhere(page, 'generate-design-streaming');

    await expect(tab.getByText('Draft ready: edit it, then download.')).toBeVisible({ timeout: 20_000 });
    const source = tab.getByRole('textbox', { name: 'Markdown source' });
    await expect(source).toHaveValue(DESIGN);
    const preview = tab.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Data model' })).toBeVisible();
    await expect(
      preview.getByRole('listitem').filter({ hasText: 'Order: id, total, created_at' }),
    ).toBeVisible();
    expect(
      await page.evaluate(() => (window as { __draftScriptRan?: boolean }).__draftScriptRan),
    ).toBeUndefined();
    const prompt = JSON.stringify(server.model.requests.at(-1)?.body.messages);
    expect(prompt).toContain('The system shall store orders for 7 years.');
    expect(prompt).toContain('Serves: <ids>');
    await saveScreenshotsEverywhere(page, 'generate-design-done');
    await expectAccessible(page);

    await source.fill(`${DESIGN}\n\n## Reviewed\nChecked by the team.`);
    await expect(preview.getByRole('heading', { name: 'Reviewed' })).toBeVisible();
    const downloading = page.waitForEvent('download');
    await tab.getByRole('button', { name: 'Download design.md' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('design.md');
    expect(await downloadedText(download)).toBe(`${DESIGN}\n\n## Reviewed\nChecked by the team.`);

    // The draft and its edit survive a reload.
    await page.reload();
    await expect(page.getByTestId('draft-tab').getByRole('textbox', { name: 'Markdown source' })).toHaveValue(
      /Checked by the team\./,
    );
  });

  test('Generate → Architecture can be cancelled while it is being written', async ({ page }) => {
    await signIn(page);
    await openJson(page, 'drafts-cancel.json', SPEC);
    await chooseMenuItem(page, 'Generate', 'Architecture');
    const tab = page.getByTestId('draft-tab');
    await expect(tab.getByText(/Starting · 5 %/)).toBeVisible();
    await tab.getByRole('button', { name: 'Cancel' }).click();
    await expect(tab.getByText('Generation cancelled.')).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  });
});
