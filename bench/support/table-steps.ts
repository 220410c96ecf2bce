/** The steps of the table benchmark, each timed in the page (see page-timing.ts). */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { armTiming, type Timing, timing } from './page-timing.js';

const grid = '[data-testid="table-grid"]';
const cellSelector = (rowIndex: number, colId: string) =>
  `${grid} .ag-row[row-index="${rowIndex}"] [col-id="${colId}"]`;

/** File → Open File through the real (hidden) file input, timed from the change event. */
export async function openFile(page: Page, json: string): Promise<Timing> {
  const input = page.getByTestId('open-file-input');
  if ((await input.count()) === 0)
    throw new Error('this build has no File → Open File input (open-file-input)');
  await armTiming(
    page,
    { event: 'change', selector: '[data-testid="open-file-input"]' },
    {
      selector: cellSelector(0, 'description'),
      milestones: { tab: '[role="tab"][id^="tab-spec-"]', table: '[data-testid="table-view"]' },
    },
  );
  await input.setInputFiles({
    name: 'bench-50k.json',
    mimeType: 'application/json',
    buffer: Buffer.from(json),
  });
  return timing(page);
}

/** Double-click, type, Enter: timed from the Enter that commits to the new text in the cell. */
export async function editCell(page: Page, rowIndex: number, text: string): Promise<Timing> {
  const cell = page.locator(cellSelector(rowIndex, 'req_id'));
  await cell.dblclick();
  await cell.locator('input').fill(text);
  await armTiming(
    page,
    { event: 'keydown', selector: '.ag-cell-inline-editing', key: 'Enter' },
    {
      selector: cellSelector(rowIndex, 'req_id'),
      text,
    },
  );
  await page.keyboard.press('Enter');
  return timing(page);
}

/** Sets the grid's scroll position, timed to the target row painted. */
export async function jumpTo(page: Page, rowIndex: number): Promise<Timing> {
  await armTiming(page, { event: 'now' }, { selector: cellSelector(rowIndex, 'description') });
  await page.evaluate(
    ({ grid, rowIndex }) => {
      const scrollers = Array.from(document.querySelectorAll<HTMLElement>(`${grid} *`)).filter(
        (element) => element.scrollHeight > element.clientHeight + 100,
      );
      const scroller = scrollers.sort((a, b) => b.scrollHeight - a.scrollHeight)[0];
      if (!scroller) throw new Error('no scrolling grid body found');
      scroller.scrollTop = rowIndex * 32;
    },
    { grid, rowIndex },
  );
  return timing(page);
}

/** Runs a File menu item and times it to the download the browser receives. */
export async function timedDownload(page: Page, item: RegExp): Promise<number> {
  await page.getByRole('menuitem', { name: 'File', exact: true }).click();
  const download = page.waitForEvent('download', { timeout: 30_000 });
  const started = performance.now();
  await page.getByRole('menuitem', { name: item }).click();
  const file = await download;
  const ms = performance.now() - started;
  await file.delete();
  return ms;
}

/** A fresh browser context and page on the app (its own cache, so the table chunk is fetched again). */
export async function newSession(
  browser: Browser,
  baseUrl: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, acceptDownloads: true });
  // tsx keeps function names with a `__name` helper that page functions would not find.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  // Save As falls back to a download where the browser has no save picker (as in Firefox).
  await context.addInitScript(() => {
    Object.defineProperty(window, 'showSaveFilePicker', { value: undefined, configurable: true });
  });
  const page = await context.newPage();
  await page.goto(baseUrl);
  await page.getByTestId('menubar').waitFor();
  return { context, page };
}

/** After `openFile`: time from choosing the file until the grid holds all `rows` (its aria-rowcount). */
export async function untilAllRows(page: Page, rows: number): Promise<number> {
  const rowCount = String(rows + 1);
  await page.waitForFunction(
    (count) =>
      document.querySelector('[data-testid="table-grid"] [aria-rowcount]')?.getAttribute('aria-rowcount') ===
      count,
    rowCount,
    { polling: 'raf', timeout: 60_000 },
  );
  return page.evaluate(() => performance.now() - ((window as { __benchStart?: number }).__benchStart ?? 0));
}
