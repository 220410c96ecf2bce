import { expect, test } from '@playwright/test';
import { expectStep, openAnalysisDialog, requirementsSpec } from './support/analysis';
import { expectAccessible, saveScreenshot, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, expectActiveTab } from './support/spec-files';
import { cell, openJson } from './support/table-page';

const PORTUGUESE = requirementsSpec([
  'O sistema deve exportar o relatório mensal em PDF.',
  'Quando o usuário enviar o pedido, o sistema deve confirmá-lo em até 2 segundos.',
  'A interface deve ser fácil de usar e ter o melhor visual do mercado.',
]);

test('a Portuguese requirement gets live-lint hints and a score with its Portuguese finding', async ({
  page,
}) => {
  await page.goto('/');
  await openJson(page, 'requisitos.json', PORTUGUESE);

  // Live lint while the cell is edited: the Portuguese loophole is underlined, typed without its accent.
  await cell(page, 0, 'description').click();
  await cell(page, 0, 'description').dblclick();
  const editor = page.locator('.ag-large-text textarea');
  await expect(editor).toBeFocused();
  await editor.press('End');
  await page.keyboard.type(' se necessario');
  const mark = page.getByTestId('live-lint').locator('.lint-mark', { hasText: 'se necessario' });
  await expect(mark).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(cell(page, 0, 'description')).toContainText('se necessario');

  const dialog = await openAnalysisDialog(page, 'Analyze', 'Score Analysis', 'score-analysis-dialog');
  await expectStep(dialog, 'confirming');
  await dialog.getByRole('button', { name: 'Start Analysis' }).click();
  await expectStep(dialog, 'displayingResults');
  const results = dialog.getByRole('table');
  const r1 = results.getByRole('row', { name: /R1/ });
  await expect(r1.getByRole('img', { name: /Score 10, low/ })).toBeVisible();
  await expect(r1.locator('mark').first()).toHaveText('se necessario');
  await expect(
    results.getByRole('row', { name: /R2/ }).getByRole('img', { name: /Score \d+, high/ }),
  ).toBeVisible();
  const r3 = results.getByRole('row', { name: /R3/ });
  await expect(r3.getByRole('img', { name: /Score 30, low/ })).toBeVisible();
  await expect(r3).toContainText('fácil de usar');
  await expect(r3).toContainText('o melhor');
  await saveScreenshotsEverywhere(page, 'portuguese-score-results');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Apply Scores to Table' }).click();
  await expectStep(dialog, 'finished');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
  await expect(cell(page, 0, 'score').getByRole('img')).toHaveAttribute('aria-label', /Score 10, low/);
  await expect(cell(page, 0, 'score_description').locator('mark').first()).toHaveText('se necessario');
  await saveScreenshotsEverywhere(page, 'portuguese-score-table');
});

test('Analyze → Documentation lists English and Portuguese, with the Portuguese lexicons', async ({
  page,
}) => {
  await page.goto('/');
  await chooseMenuItem(page, 'Analyze', 'Documentation');
  await expectActiveTab(page, 'Score Analysis');
  const content = page.getByTestId('tab-content');
  const languages = content.getByRole('heading', { level: 2, name: 'Languages' });
  await expect(languages).toBeVisible();
  await expect(content.locator('.score-docs__languages')).toContainText('Portuguese');
  await saveScreenshot(page, 'portuguese-docs-languages');
  const superlative = content.locator('details[data-category="superlative"]');
  await superlative.locator('summary').click();
  const portuguese = superlative.locator('[data-language="pt"]');
  await expect(portuguese).toContainText('Portuguese lexicon');
  await expect(portuguese).toContainText('imbatível');
  await expect(portuguese).toContainText('Not flagged in Portuguese');
  await portuguese.scrollIntoViewIfNeeded();
  await saveScreenshotsEverywhere(page, 'portuguese-docs');
  await expectAccessible(page);
});
