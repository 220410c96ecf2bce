import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { importThroughMenu } from './support/exchange';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, expectActiveTab, withoutSavePicker } from './support/spec-files';
import { cell, displayedRowCount } from './support/table-page';

const realExport = (name: string) =>
  readFile(new URL(`../packages/core/src/exchange/fixtures/real/${name}`, import.meta.url));

test.beforeEach(async ({ page }) => {
  await withoutSavePicker(page);
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('a DOORS .reqifz archive opens with its heading as a chapter, its text first, its attachments named', async ({
  page,
}) => {
  await importThroughMenu(page, 'ReqIF…', {
    name: 'Spielwiese.reqifz',
    mimeType: 'application/zip',
    buffer: await realExport('doors-spielwiese.reqifz'),
  });
  await expectActiveTab(page, /Spielwiese/);
  await expect.poll(() => displayedRowCount(page)).toBe(4);
  await expect(cell(page, 0, 'description')).toHaveText('Überschrift 1');
  await expect(cell(page, 1, 'description')).toHaveText('Hier könnte ein Text stehen');
  // The text is the first column after the id, before the source tool's own bookkeeping.
  const headers = page.getByTestId('table-grid').getByRole('columnheader');
  await expect(headers.nth(1)).toContainText('Description');
  const notice = page.getByRole('status').filter({ hasText: 'Opened “Spielwiese” with changes' });
  await expect(notice).toContainText('Left out 2 attached files');
  await saveScreenshotsEverywhere(page, 'exchange-reqifz-doors');
  await expectAccessible(page);

  // The DOORS heading object is a chapter: a numbered heading of the document view.
  await chooseMenuItem(page, 'View', 'Document');
  const documentView = page.getByRole('list', { name: 'Document' });
  await expect(documentView.getByRole('heading', { name: 'Überschrift 1' })).toBeVisible();
  await expect(documentView).toContainText('Hier steht ein weiterer Text');
  await saveScreenshotsEverywhere(page, 'exchange-reqifz-doors-document');
});

/** Holds the import's Web Worker back until the test lets it go, so its progress can be looked at. */
async function holdImportWorker(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const NativeWorker = window.Worker;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    (window as { releaseWorker?: () => void }).releaseWorker = release;
    window.Worker = class extends NativeWorker {
      override postMessage(message: unknown, transfer?: unknown): void {
        void released.then(() => super.postMessage(message, (transfer ?? []) as Transferable[]));
      }
    } as typeof Worker;
  });
}

test('a large ReqIF archive shows its progress, can be cancelled, and shows its first rows before the rest', async ({
  page,
}) => {
  test.slow();
  await holdImportWorker(page);
  await page.reload();
  const buffer = await realExport('fmstudio-subset026-ch3.reqifz');
  const file = { name: 'SUBSET-026 chapter 3.reqifz', mimeType: 'application/zip', buffer };

  await importThroughMenu(page, 'ReqIF…', file);
  const dialog = page.getByRole('dialog', { name: 'Importing File' });
  await expect(dialog).toContainText('SUBSET-026 chapter 3.reqifz');
  await expect(dialog.getByRole('progressbar', { name: 'Importing File' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  await saveScreenshotsEverywhere(page, 'exchange-reqifz-progress');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Specification Document/ })).toHaveCount(0);

  await page.evaluate(() => (window as { releaseWorker?: () => void }).releaseWorker?.());
  await importThroughMenu(page, 'ReqIF…', file);
  await expectActiveTab(page, /Specification Document/);
  await expect(cell(page, 0, 'description')).not.toBeEmpty();
  const rowCount = page.getByTestId('table-grid').locator('[aria-rowcount]').first();
  await expect(rowCount).toHaveAttribute('aria-rowcount', String(3_767 + 1), { timeout: 60_000 });
  await expect(page.locator('.spec-tab__loading')).toHaveCount(0);
});

test('a ReqIF file whose attribute names leave the text unclear asks which attribute holds it', async ({
  page,
}) => {
  await importThroughMenu(page, 'ReqIF…', {
    name: 'EA8 example.reqif',
    mimeType: 'application/xml',
    buffer: await realExport('ea8-example.reqif'),
  });
  const dialog = page.getByRole('dialog', { name: 'Choose the Requirement Text' });
  await expect(dialog.getByRole('radio', { name: /FUNC-REQ-TXT/ })).toBeChecked();
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await saveScreenshotsEverywhere(page, 'exchange-reqif-text-choice');
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: /PERF-REQ-TXT/ }).check();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expectActiveTab(page, /EA8 example/);
  const headers = page.getByTestId('table-grid').getByRole('columnheader');
  await expect(headers.nth(1)).toContainText('PERF-REQ-TXT');
});
