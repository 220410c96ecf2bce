/**
 * File → Import of the 18 MB ETCS SUBSET-026 ReqIF archive (3,767 objects, 1.5 MB zipped) in Chromium
 * against the built app: choose the file → first rows painted, → every row in the grid, and the longest
 * task the page's own thread ran meanwhile (the reading runs in a Web Worker). Needs `npm run build`;
 * BENCH_REQIF_PORT moves the server off port 3293.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { launchBrowser } from './support/browser.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { newSession } from './support/table-steps.js';
import { startWebServer } from './support/web-server.js';

const PORT = Number(process.env.BENCH_REQIF_PORT ?? 3293);
const IMPORTS = 3;
const ROWS = 3_767;
const archive = new URL(
  '../packages/core/src/exchange/fixtures/real/fmstudio-subset026-ch3.reqifz',
  import.meta.url,
);

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

interface ImportTiming {
  firstRows: number;
  allRows: number;
  longestTask: number;
}

/** Watches the page's long tasks (the Long Tasks API reports every task over 50 ms). */
async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const tasks: number[] = [];
    (window as { __longTasks?: number[] }).__longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
}

async function importArchive(page: Page, buffer: Buffer): Promise<ImportTiming> {
  await watchLongTasks(page);
  await page.getByRole('menuitem', { name: 'File', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Import' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: 'ReqIF…' }).click();
  const started = performance.now();
  await (await chooser).setFiles({ name: 'subset026.reqifz', mimeType: 'application/zip', buffer });
  await page.locator('[data-testid="table-grid"] .ag-row[row-index="0"] [col-id="description"]').waitFor();
  const firstRows = performance.now() - started;
  await page.waitForFunction(
    (count) =>
      document.querySelector('[data-testid="table-grid"] [aria-rowcount]')?.getAttribute('aria-rowcount') ===
        count && !document.querySelector('.spec-tab__loading'),
    String(ROWS + 1),
    { polling: 'raf', timeout: 60_000 },
  );
  const allRows = performance.now() - started;
  const tasks = await page.evaluate(() => (window as { __longTasks?: number[] }).__longTasks ?? []);
  return { firstRows, allRows, longestTask: Math.max(0, ...tasks) };
}

export const benchmark: Benchmark = {
  name: `File → Import of the 18 MB SUBSET-026 .reqifz in Chromium (medians of ${IMPORTS})`,
  async run(): Promise<Figure[]> {
    const buffer = readFileSync(archive);
    const server = await startWebServer(PORT);
    const browser = await launchBrowser();
    try {
      const timings: ImportTiming[] = [];
      for (let i = 0; i < IMPORTS; i++) {
        const session = await newSession(browser, server.baseUrl);
        timings.push(await importArchive(session.page, buffer));
        await session.context.close();
      }
      return [
        {
          label: 'choose file → first rows painted',
          value: median(timings.map((t) => t.firstRows)),
          unit: 'ms',
          budget: 2_000,
        },
        {
          label: `choose file → all ${ROWS.toLocaleString('en')} rows, editable`,
          value: median(timings.map((t) => t.allRows)),
          unit: 'ms',
          budget: 4_000,
        },
        {
          label: 'longest task on the page’s thread meanwhile',
          value: median(timings.map((t) => t.longestTask)),
          unit: 'ms',
          budget: 200,
        },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
