import { expect, test } from '@playwright/test';
import { expectStep, openAnalysisDialog, requirementsSpec } from './support/analysis';
import { type ServerWithModel, startServerWithModel } from './support/llm-server';
import { expectAccessible, saveScreenshot } from './support/screens';
import { chooseMenuItem, expectActiveTab } from './support/spec-files';
import { cell, grid, header, openJson } from './support/table-page';

const SCORED = requirementsSpec([
  'The system shall, if possible, encrypt the nightly backups.',
  'WHEN the operator submits an order, the system shall confirm it within 2 seconds.',
  'The user interface should be user-friendly.',
]);

test('score analysis: confirm, follow the phases, apply the scores to the table, undo', async ({ page }) => {
  await page.goto('/');
  await openJson(page, 'scored.json', SCORED);

  const dialog = await openAnalysisDialog(page, 'Analyze', 'Score Analysis', 'score-analysis-dialog');
  await expectStep(dialog, 'confirming');
  await expect(dialog).toContainText('Score Analysis is in beta');
  await expect(dialog.getByRole('checkbox', { name: /Run in the background/ })).toBeChecked();
  await saveScreenshot(page, 'score-analysis-confirm');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Start Analysis' }).click();
  await expectStep(dialog, 'displayingResults');
  const phases = dialog.getByRole('list', { name: 'Analysis phases' }).getByRole('listitem');
  await expect(phases).toHaveCount(7);
  // Without a language model its two phases did not run, and no email is sent: they show as skipped.
  const skipped = ['llm', 'propositions', 'email'];
  for (const phase of await phases.all()) {
    const name = (await phase.getAttribute('data-phase')) ?? '';
    await expect(phase).toHaveAttribute('data-state', skipped.includes(name) ? 'skipped' : 'completed');
  }
  await expect(dialog.locator('[data-phase="llm"]')).toContainText('skipped');
  const results = dialog.getByRole('table');
  await expect(results.getByRole('row')).toHaveCount(4);
  await expect(
    results.getByRole('row', { name: /R1/ }).getByRole('img', { name: /Score \d+, low/ }),
  ).toBeVisible();
  await expect(
    results.getByRole('row', { name: /R2/ }).getByRole('img', { name: /Score \d+, high/ }),
  ).toBeVisible();
  await expect(results.getByRole('row', { name: /R1/ }).locator('mark').first()).toHaveText('if possible');
  await saveScreenshot(page, 'score-analysis-results');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Apply Scores to Table' }).click();
  await expectStep(dialog, 'finished');
  await expect(dialog).toContainText('Scores applied to 3 requirements');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  // The grid renders the columns in view: score_suggestion is further right.
  for (const field of ['score', 'score_description']) await expect(header(page, field)).toBeVisible();
  await expect(cell(page, 0, 'score').getByRole('img')).toHaveAttribute('aria-label', /Score \d+, low/);
  await expect(cell(page, 1, 'score').getByRole('img')).toHaveAttribute('aria-label', /Score \d+, high/);
  await expect(cell(page, 0, 'score_description').locator('mark').first()).toHaveText('if possible');
  await saveScreenshot(page, 'score-analysis-table');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await saveScreenshot(page, 'score-analysis-table-dark');
  await expectAccessible(page);
  await page.emulateMedia({ colorScheme: 'light' });

  // The whole application is one undo step.
  await grid(page).click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect(header(page, 'score')).toHaveCount(0);
  await expect(header(page, 'score_description')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(header(page, 'score')).toBeVisible();
});

test('score results name rows by the spec’s own ID column', async ({ page }) => {
  await page.goto('/');
  await openJson(page, 'with-ids.json', {
    columns: [
      { field: 'req_id', headerName: 'ID', editorType: 'text' },
      { field: 'description', headerName: 'Requirement', editorType: 'textarea', width: 420 },
    ],
    rows: [
      { id: 'internal-a', req_id: 'SPEC-101', description: 'The system should be fast.' },
      { id: 'internal-b', req_id: '', description: 'The system shall log in within 2 seconds.' },
    ],
  });
  const dialog = await openAnalysisDialog(page, 'Analyze', 'Score Analysis', 'score-analysis-dialog');
  await dialog.getByRole('button', { name: 'Start Analysis' }).click();
  await expectStep(dialog, 'displayingResults');
  const results = dialog.getByRole('table');
  await expect(results.getByRole('row', { name: /SPEC-101/ })).toBeVisible();
  // A row whose ID cell is empty is named by its row id.
  await expect(results.getByRole('row', { name: /internal-b/ })).toBeVisible();
  await expect(results.getByRole('row', { name: /internal-a/ })).toHaveCount(0);
});

test.describe('score analysis with a language model', () => {
  // A private server on E2E_PORT + 5 whose model holds every answer until the test releases it, so the
  // analysis is certain to be running (in its LLM phase) when Cancel is pressed.
  const port = Number(process.env.E2E_PORT ?? 3100) + 5;
  let server: ServerWithModel;
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });

  test.beforeAll(async () => {
    server = await startServerWithModel(port, async () => {
      await released;
      return { content: '{"findings":[],"improvements":[]}' };
    });
  });

  test.afterAll(async () => {
    release();
    await server?.stop();
  });

  test('Cancel stops a running analysis', async ({ page }) => {
    await page.goto(server.baseUrl);
    await openJson(page, 'cancelled.json', SCORED);

    const dialog = await openAnalysisDialog(page, 'Analyze', 'Score Analysis', 'score-analysis-dialog');
    const started = page.waitForResponse((response) => response.url().endsWith('/api/analyze/score/async'));
    await dialog.getByRole('button', { name: 'Start Analysis' }).click();
    const { task_id: taskId } = await (await started).json();
    await expectStep(dialog, 'processing');
    // The deterministic layers are done; the analysis waits on the model.
    for (const phase of ['validate', 'static', 'nlp'])
      await expect(dialog.locator(`[data-phase="${phase}"]`)).toHaveAttribute('data-state', 'completed');
    await expect(dialog.locator('[data-phase="llm"]')).toHaveAttribute('data-state', 'running');
    await saveScreenshot(page, 'score-analysis-processing');
    await dialog.getByRole('button', { name: 'Cancel Analysis' }).click();
    await expectStep(dialog, 'error');
    await expect(dialog.getByRole('alert')).toHaveText('Analysis cancelled by user');
    const status = await (
      await page.request.get(`${server.baseUrl}/api/analyze/score/status/${taskId}`)
    ).json();
    expect(status.status).toBe('cancelled');
    await saveScreenshot(page, 'score-analysis-cancelled');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(header(page, 'score')).toHaveCount(0);
  });
});

test('score analysis without an open spec says what is missing', async ({ page }) => {
  await page.goto('/');
  const dialog = await openAnalysisDialog(page, 'Analyze', 'Score Analysis', 'score-analysis-dialog');
  // Said at once, as Basic Review does: there is nothing to start.
  await expectStep(dialog, 'error');
  await expect(dialog.getByRole('alert')).toHaveText(
    'No specification is active in the current tab. Please select a tab containing a specification file.',
  );
  await expect(dialog.getByRole('button', { name: 'Start Analysis' })).toHaveCount(0);
});

test('Analyze → Documentation explains the scale from the engine catalogue', async ({ page }) => {
  await page.goto('/');
  await chooseMenuItem(page, 'Analyze', 'Documentation');
  await expectActiveTab(page, 'Score Analysis');
  const content = page.getByTestId('tab-content');
  await expect(content.getByRole('heading', { name: 'Score Analysis', level: 1 })).toBeVisible();
  for (const band of ['5–45', '50–65', '70–75', '80–100']) {
    await expect(content.getByRole('heading', { level: 2, name: new RegExp(band) })).toBeVisible();
  }
  const loophole = content.locator('details[data-category="loophole"]');
  await loophole.locator('summary').click();
  await expect(loophole).toHaveAttribute('open', '');
  await expect(loophole).toContainText('if possible');
  await expect(loophole).toContainText('Sources');
  await saveScreenshot(page, 'score-analysis-docs');
  await expectAccessible(page);
});
