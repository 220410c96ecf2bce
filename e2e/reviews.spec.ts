import { expect, test } from '@playwright/test';
import { expectStep, openAnalysisDialog, requirementsSpec, signUpInContext } from './support/analysis';
import { promptOf, type ServerWithModel, startServerWithModel } from './support/llm-server';
import { expectAccessible, saveScreenshot } from './support/screens';
import { cell, openJson } from './support/table-page';

const TO_REVIEW = requirementsSpec([
  'The system shall recieve the order data.',
  'WHEN the operator submits an order, the system shall confirm it within 2 seconds.',
  'The system shall, if possible, encrypt the backups.',
]);

test('basic review: choose a column, accept one suggestion, reject the other', async ({ page }) => {
  await page.goto('/');
  await openJson(page, 'basic.json', TO_REVIEW);
  const dialog = await openAnalysisDialog(page, 'Review', 'Basic', 'basic-review-dialog');
  await expectStep(dialog, 'selectColumn');
  await expect(dialog.getByLabel('Column to review')).toHaveValue('description');
  await saveScreenshot(page, 'reviews-basic-select-column');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Start Review' }).click();
  await expectStep(dialog, 'review');
  const counters = dialog.getByTestId('review-counters');
  await expect(counters).toContainText('Suggestion 1 of 2');
  await expect(counters).toContainText('Accepted: 0');
  await expect(dialog.getByTestId('suggestion-current')).toHaveText(
    'The system shall recieve the order data.',
  );
  await expect(dialog.getByRole('textbox', { name: 'Proposed text' })).toHaveValue(/receive/);
  await saveScreenshot(page, 'reviews-basic-suggestion');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(counters).toContainText('Suggestion 2 of 2');
  await expect(counters).toContainText('Accepted: 1');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expectStep(dialog, 'finished');
  await expect(dialog.getByTestId('review-counters')).toContainText('Accepted: 1');
  await expect(dialog.getByTestId('review-counters')).toContainText('Rejected: 1');
  await saveScreenshot(page, 'reviews-basic-finished');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();

  await expect(cell(page, 0, 'description')).toContainText('receive the order data');
  await expect(cell(page, 2, 'description')).toHaveText(
    'The system shall, if possible, encrypt the backups.',
  );
  await page.keyboard.press('Control+z');
  await expect(cell(page, 0, 'description')).toHaveText('The system shall recieve the order data.');
});

test('basic review: everything looks good, and no spec open', async ({ page }) => {
  await page.goto('/');
  const noSpec = await openAnalysisDialog(page, 'Review', 'Basic', 'basic-review-dialog');
  await expect(noSpec.getByRole('alert')).toHaveText(
    'No specification is active in the current tab. Please select a tab containing a specification file.',
  );
  await expect(noSpec.getByRole('button', { name: 'Start Review' })).toBeDisabled();
  await noSpec.getByRole('button', { name: 'Cancel' }).click();

  await openJson(
    page,
    'clean.json',
    requirementsSpec(['WHEN the operator submits an order, the system shall confirm it within 2 seconds.']),
  );
  const dialog = await openAnalysisDialog(page, 'Review', 'Basic', 'basic-review-dialog');
  await dialog.getByRole('button', { name: 'Start Review' }).click();
  await expectStep(dialog, 'noSuggestions');
  await expect(dialog).toContainText('Everything looks good !');
  await saveScreenshot(page, 'reviews-basic-no-suggestions');
  await expectAccessible(page);
});

test('advanced review needs a signed-in user', async ({ page }) => {
  await page.goto('/');
  await openJson(page, 'signed-out.json', TO_REVIEW);
  const dialog = await openAnalysisDialog(page, 'Review', 'Advanced', 'advanced-review-dialog');
  await expectStep(dialog, 'noUserSignedIn');
  await expect(dialog.getByRole('alert')).toHaveText('You must be signed in to use this feature.');
  await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
});

test('advanced review: split, delete and add proposals applied on accept', async ({ page }) => {
  await page.goto('/');
  await signUpInContext(page, 'Grace Hopper');
  await page.reload();
  await expect(page.getByRole('button', { name: /^User menu:/ })).toBeVisible();
  await openJson(
    page,
    'advanced.json',
    requirementsSpec([
      'The system shall create users and shall send a welcome email.',
      'The system shall export reports as PDF.',
      'The system shall export reports as PDF files.',
    ]),
  );
  const dialog = await openAnalysisDialog(page, 'Review', 'Advanced', 'advanced-review-dialog');
  await expectStep(dialog, 'selectColumn');
  await expect(dialog).toContainText('This review costs 3 credits');
  await saveScreenshot(page, 'reviews-advanced-select-column');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Start Review' }).click();
  await expectStep(dialog, 'review');
  await saveScreenshot(page, 'reviews-advanced-proposal');
  await expectAccessible(page);

  // Accept every proposal (split, delete, add …), whatever their order.
  const seen: string[] = [];
  while ((await dialog.getAttribute('data-step')) === 'review') {
    const action = await dialog.locator('.proposal-action').textContent();
    seen.push(action ?? '');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(dialog.getByTestId('review-counters')).toContainText(`Accepted: ${seen.length}`);
  }
  expect(seen).toEqual(expect.arrayContaining(['split', 'delete']));
  await expectStep(dialog, 'finished');
  await saveScreenshot(page, 'reviews-advanced-finished');
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The split shows as pending changes: the original row, its first part (changed), the second (added).
  await expect(cell(page, 0, 'description')).toHaveText(
    'The system shall create users and shall send a welcome email.',
  );
  await expect(cell(page, 1, 'description')).toHaveText('The system shall create users.');
  await expect(cell(page, 2, 'description')).toHaveText('The system shall send a welcome email.');
  const texts = await page
    .getByTestId('table-grid')
    .locator('.ag-row [col-id="description"]')
    .allTextContents();
  expect(texts.filter((text) => text.startsWith('The system shall export reports as PDF'))).toHaveLength(1);

  // No language model is configured here: only the deterministic layers ran, so the 3 credits came back.
  const session = await (await page.request.get('/api/auth/get-session')).json();
  const dashboard = await (await page.request.get(`/api/dashboard/?uid=${session.user.id}`)).json();
  expect(dashboard.credits).toBe(100);
});

test('advanced review: more rows than credits says Insufficient Credits :(', async ({ page }) => {
  await page.goto('/');
  await signUpInContext(page, 'Ada Byron');
  await page.reload();
  await expect(page.getByRole('button', { name: /^User menu:/ })).toBeVisible();
  const rows = Array.from({ length: 101 }, (_, i) => `The system shall store record ${i + 1}.`);
  await openJson(page, 'too-big.json', requirementsSpec(rows));
  const dialog = await openAnalysisDialog(page, 'Review', 'Advanced', 'advanced-review-dialog');
  await expectStep(dialog, 'insufficientCredits');
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Insufficient Credits :(');
  await expect(alert).toContainText('You do not have enough credits to perform this analysis.');
  await expect(alert).toContainText('needs 101 credits');
  await saveScreenshot(page, 'reviews-advanced-insufficient-credits');
  await expectAccessible(page);
});

test('enterprise review: contact the sales team at the sales address', async ({ page }) => {
  await page.goto('/');
  const config = await (await page.request.get('/api/config')).json();
  expect(config.support.salesEmail).not.toBe('');
  const dialog = await openAnalysisDialog(page, 'Review', 'Enterprise', 'enterprise-review-dialog');
  const contact = dialog.getByTestId('enterprise-contact');
  await expect(contact).toContainText(`please contact our sales team at ${config.support.salesEmail}.`);
  await expect(contact.getByRole('link', { name: config.support.salesEmail })).toHaveAttribute(
    'href',
    `mailto:${config.support.salesEmail}?subject=Enterprise%20review`,
  );
  await saveScreenshot(page, 'reviews-enterprise');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('advanced review with a language model', () => {
  // A private server on E2E_PORT + 3 whose model (a local OpenAI-compatible test server) proposes a replace.
  const port = Number(process.env.E2E_PORT ?? 3100) + 3;
  let server: ServerWithModel;

  test.beforeAll(async () => {
    server = await startServerWithModel(port, (request) => {
      const prompt = promptOf(request);
      if (!prompt.includes('list your proposals')) return { content: '{"findings":[],"suggestions":[]}' };
      const rows = JSON.parse(/<requirements>\n([\s\S]*)\n<\/requirements>/.exec(prompt)?.[1] ?? '[]') as {
        key: string;
        text: string;
      }[];
      const target = rows.find((row) => row.text.includes('30 days'));
      return {
        content: JSON.stringify({
          proposals: target
            ? [
                {
                  key: target.key,
                  action: 'replace',
                  reason: 'R1 keeps orders for 90 days; archiving after 30 days contradicts it.',
                  proposition: 'The system shall archive orders after 90 days.',
                },
              ]
            : [],
        }),
      };
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('accepting a replace proposal sets the chosen column of that row', async ({ page }) => {
    await page.goto(server.baseUrl);
    await signUpInContext(page, 'Katherine Johnson');
    await page.reload();
    await expect(page.getByRole('button', { name: /^User menu:/ })).toBeVisible();
    await openJson(
      page,
      'llm.json',
      requirementsSpec([
        'The system shall keep orders for 90 days.',
        'The system shall archive orders after 30 days.',
      ]),
    );
    const dialog = await openAnalysisDialog(page, 'Review', 'Advanced', 'advanced-review-dialog');
    await dialog.getByRole('button', { name: 'Start Review' }).click();
    await expectStep(dialog, 'review');
    await expect(dialog.locator('.proposal-action')).toHaveText('replace');
    await expect(dialog.getByTestId('suggestion-current')).toHaveText(
      'The system shall archive orders after 30 days.',
    );
    await expect(dialog.getByRole('textbox', { name: 'Proposed text' })).toHaveValue(
      'The system shall archive orders after 90 days.',
    );
    await saveScreenshot(page, 'reviews-advanced-replace');
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expectStep(dialog, 'finished');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(cell(page, 1, 'description')).toHaveText('The system shall archive orders after 90 days.');
    expect(server.model.requests.length).toBeGreaterThan(0);

    // The model reviewed every row: the credits were spent, the dashboard shows 100 − 2.
    const session = await (await page.request.get(`${server.baseUrl}/api/auth/get-session`)).json();
    const dashboard = await (
      await page.request.get(`${server.baseUrl}/api/dashboard/?uid=${session.user.id}`)
    ).json();
    expect(dashboard.credits).toBe(98);
  });
});
