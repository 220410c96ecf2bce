/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { saveScreenshotsEverywhere } from './support/screens';
import { sampleSpec } from './support/spec-files';
import { cell, grid } from './support/table-page';

// About 5.5 MB: large enough that its first rows are shown while the rest is read.
const ROWS = 40_000;
const loadingStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Reading the rest of' });

interface HeldWindow {
  releaseRead?: () => void;
}

/**
 * Holds back the browser's reading of any large blob (the whole chosen file, not its head) until the test
 * calls `releaseRead`, so the moment between the first rows and the whole file can be looked at.
 */
async function holdLargeReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const read = Blob.prototype.arrayBuffer;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    (window as HeldWindow).releaseRead = release;
    Blob.prototype.arrayBuffer = async function (this: Blob) {
      if (this.size > 1024 * 1024) await released;
      return read.call(this);
    };
  });
}

function chooseFile(page: Page, name: string, text: string): Promise<void> {
  return page.getByTestId('open-file-input').setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(text),
  });
}

test('a large file shows its first rows at once, read-only, then opens whole and editable', async ({
  page,
}) => {
  test.slow();
  await holdLargeReads(page);
  await page.goto('/');
  await chooseFile(page, 'big.json', JSON.stringify(sampleSpec(ROWS)));

  // The first rows are shown while the file is still being read; they cannot be edited yet.
  await expect(loadingStatus(page)).toHaveText(
    'Reading the rest of “big”… You can edit it once every row is in.',
  );
  await expect(cell(page, 0, 'description')).toHaveText('The system shall do thing 1.');
  await saveScreenshotsEverywhere(page, 'large-file-first-rows');
  await cell(page, 1, 'owner').dblclick();
  await expect(cell(page, 1, 'owner').locator('input')).toHaveCount(0);

  await page.evaluate(() => (window as HeldWindow).releaseRead?.());
  await expect(loadingStatus(page)).toHaveCount(0, { timeout: 30_000 });
  // Every row is in: the grid counts them (plus its header row).
  await expect(grid(page).locator('[aria-rowcount]').first()).toHaveAttribute(
    'aria-rowcount',
    String(ROWS + 1),
  );

  // Now the file is editable.
  await cell(page, 1, 'owner').dblclick();
  await cell(page, 1, 'owner').locator('input').fill('Dana');
  await page.keyboard.press('Enter');
  await expect(cell(page, 1, 'owner')).toHaveText('Dana');
});

test('a large file whose end is broken closes the tab of its first rows and says why', async ({ page }) => {
  test.slow();
  await page.goto('/');
  const text = JSON.stringify(sampleSpec(ROWS));
  await chooseFile(page, 'cut.json', `${text.slice(0, -2)},`);

  const dialog = page.getByRole('dialog', { name: 'Cannot Open File' });
  await expect(dialog).toContainText('Invalid JSON format.');
  await expect(page.getByRole('tab', { name: /cut/ })).toHaveCount(0);
  await expect(loadingStatus(page)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
});
