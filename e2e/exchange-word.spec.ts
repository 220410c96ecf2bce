import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { importThroughMenu } from './support/exchange';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, expectActiveTab, withoutSavePicker } from './support/spec-files';
import { cell } from './support/table-page';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const realDocument = (name: string) =>
  readFile(new URL(`../packages/core/src/exchange/fixtures/docx-real/${name}`, import.meta.url));

test.beforeEach(async ({ page }) => {
  await withoutSavePicker(page);
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('a Word requirements specification opens with its numbered chapters, requirements and context', async ({
  page,
}) => {
  await importThroughMenu(page, 'Word (.docx)…', {
    name: 'cFE Requirements.docx',
    mimeType: DOCX,
    buffer: await realDocument('nasa-cfe-requirements.docx'),
  });
  await expectActiveTab(page, /cFE Requirements/);
  await expect(cell(page, 0, 'description')).toHaveText('National Aeronautics and Space Administration');
  await expect(cell(page, 0, 'this_is_a')).toHaveText('context');
  await saveScreenshotsEverywhere(page, 'exchange-word-table');

  await chooseMenuItem(page, 'View', 'Document');
  const introduction = page.getByRole('heading', { name: '1 INTRODUCTION', exact: true });
  await introduction.scrollIntoViewIfNeeded();
  await expect(introduction).toBeVisible();
  const requirement = page.getByRole('button', {
    name: /^SSR1 The cFE shall provide the capability to perform a startup of the cFE/,
  });
  await requirement.scrollIntoViewIfNeeded();
  await expect(requirement).toBeVisible();
  const chapter = page.getByRole('heading', { name: '2.3.1 Executive Services', exact: true });
  await expect(chapter).toBeVisible();
  await chapter.evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
  await saveScreenshotsEverywhere(page, 'exchange-word-document');
  await expectAccessible(page);
});

test('a Word document that is mainly a table goes through the column-mapping step', async ({ page }) => {
  await importThroughMenu(page, 'Word (.docx)…', {
    name: 'HK Trace.docx',
    mimeType: DOCX,
    buffer: await realDocument('nasa-hk-requirements-trace.docx'),
  });
  const dialog = page.getByTestId('import-mapping-dialog');
  await expect(dialog).toContainText('“HK Trace” has 15 rows.');
  await expect(dialog.getByLabel('Requirement text column')).toHaveValue('1');
  await dialog.getByLabel('ID column').selectOption('Requirement Number');
  await saveScreenshotsEverywhere(page, 'exchange-word-mapping');
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expectActiveTab(page, /HK Trace/);
  await expect(cell(page, 0, 'description')).toHaveText(
    'Upon receipt of a No-Op command, HK shall increment the HK Valid Command Counter and generate an event message.',
  );
  await expect(page.getByText('2 paragraphs around the table were left out')).toBeVisible();
});

test('a file that is not a Word document gets one message and opens nothing', async ({ page }) => {
  await importThroughMenu(page, 'Word (.docx)…', {
    name: 'notes.docx',
    mimeType: DOCX,
    buffer: Buffer.from('just some text, not a zip archive'),
  });
  await expect(page.getByRole('dialog', { name: 'Cannot Import File' })).toContainText(
    'The file could not be read as a Word document: it is damaged or not a .docx file.',
  );
  await expect(page.getByRole('tab', { name: /notes/ })).toHaveCount(0);
});
