/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, saveScreenshotsEverywhere } from './support/screens';
import { chooseMenuItem, expectActiveTab, sampleSpec } from './support/spec-files';
import { cell, grid, openJson } from './support/table-page';

const ROWS = 20_000;
const ROW_HEIGHT = 32;

interface MarkedWindow {
  largeGrid?: Element;
}

/** Reads and optionally sets the scroll position of the grid's rows (its tallest scrolling element). */
function rowsScrollTop(page: Page, top?: number): Promise<number> {
  return grid(page).evaluate((root, top) => {
    const scrollers = Array.from(root.querySelectorAll('*')).filter(
      (element) => element.scrollHeight > element.clientHeight + 100,
    );
    const body = scrollers.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
    if (!body) throw new Error('no scrolling grid body found');
    if (top !== undefined) body.scrollTop = top;
    return body.scrollTop;
  }, top);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('menubar')).toBeVisible();
});

test('a large spec keeps its grid and scroll position across tab switches', async ({ page }) => {
  // Opening 20,000 rows and checking accessibility and four screenshots takes a while on a busy machine.
  test.slow();
  await openJson(page, 'large.json', sampleSpec(ROWS));
  await expect(cell(page, 0, 'description')).toHaveText('The system shall do thing 1.');

  // Marks this grid's element, then scrolls far down the file.
  await grid(page).evaluate((element) => {
    (window as MarkedWindow).largeGrid = element;
  });
  await rowsScrollTop(page, 12_000 * ROW_HEIGHT);
  await expect(cell(page, 12_000, 'description')).toHaveText('The system shall do thing 12001.');

  // Another spec tab: only its own grid is in the page.
  await openJson(page, 'other.json', sampleSpec(2));
  await expect(grid(page)).toHaveCount(1);
  await expect(cell(page, 1, 'description')).toHaveText('The system shall do thing 2.');
  await expect(page.getByRole('row')).toHaveCount(3);

  // A page tab, then back to the large spec.
  await chooseMenuItem(page, 'File', 'New…');
  await expectActiveTab(page, /Templates/);
  await expect(grid(page)).toHaveCount(0);
  await page.getByRole('tab', { name: /large/ }).click();
  await expectActiveTab(page, /large/);

  await expect(cell(page, 12_000, 'description')).toHaveText('The system shall do thing 12001.');
  expect(await grid(page).evaluate((element) => element === (window as MarkedWindow).largeGrid)).toBe(true);
  expect(await rowsScrollTop(page)).toBe(12_000 * ROW_HEIGHT);
  await expectAccessible(page);
  await saveScreenshotsEverywhere(page, 'large-spec-kept');

  // The small spec's grid was kept as well, and edits still reach the right file.
  await page.getByRole('tab', { name: /other/ }).click();
  await expect(cell(page, 0, 'description')).toHaveText('The system shall do thing 1.');
  await expect(grid(page)).toHaveCount(1);
});
