/**
 * The document view with 5,000 rows, in Chromium against the built app: first and all entries shown after
 * View → Document, typing latency (key to next frame) in a description editor, save and add-below.
 * Needs the server and web builds (`npm run build`). BENCH_DOCUMENT_PORT moves the server off port 3291.
 */
import type { Page } from '@playwright/test';
import { launchBrowser } from './support/browser.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { startWebServer } from './support/web-server.js';

const ROWS = 5_000;
const PORT = Number(process.env.BENCH_DOCUMENT_PORT ?? 3291);

/** A spec of `count` rows: a chapter every 50 rows, the rest requirements. */
function largeSpec(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => ({
    id: `big-${i + 1}`,
    description:
      i % 50 === 0
        ? `Chapter ${i / 50 + 1}`
        : `When the operator submits order ${i + 1}, the system shall confirm it within 2 seconds.`,
    this_is_a: i % 50 === 0 ? 'chapter' : 'requirement',
    priority: ['Must', 'Should', 'Could'][i % 3],
  }));
  const select = (field: string, headerName: string, valueOptions: string[]) => ({
    field,
    headerName,
    editorType: 'select',
    valueOptions,
  });
  return JSON.stringify({
    columns: [
      { field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left' },
      select('this_is_a', 'Type', ['requirement', 'chapter', 'context', 'comment']),
      select('priority', 'Priority', ['Must', 'Should', 'Could']),
    ],
    rows,
  });
}

async function chooseMenuItem(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('menuitem', { name: menu, exact: true }).click();
  await page
    .getByRole('menu', { name: menu })
    .locator('[role^="menuitem"]')
    .filter({ hasText: item })
    .first()
    .click();
}

async function measure(page: Page): Promise<Figure[]> {
  await page.getByTestId('open-file-input').setInputFiles({
    name: 'large.json',
    mimeType: 'application/json',
    buffer: Buffer.from(largeSpec(ROWS)),
  });
  await page.getByRole('tab', { name: /large/ }).waitFor();
  const opening = performance.now();
  await chooseMenuItem(page, 'View', 'Document');
  await page.locator('.doc-entry').first().waitFor();
  const firstEntries = performance.now() - opening;
  await page.locator('.doc-view__loading').waitFor({ state: 'detached' });
  const allEntries = performance.now() - opening;

  // A string: the bench project compiles without the DOM library.
  await page.evaluate(`
    window.typingLatencies = [];
    document.addEventListener('keydown', (event) => {
      if (!(event.target instanceof HTMLTextAreaElement)) return;
      const start = performance.now();
      requestAnimationFrame(() => setTimeout(() => window.typingLatencies.push(performance.now() - start), 0));
    }, true);
  `);
  const text = 'When the operator submits order 2, the system shall confirm it within 2 seconds.';
  await page.locator('.doc-entry__text', { hasText: text }).click();
  const editor = page.locator('textarea[aria-label="Description of requirement 1"]');
  await editor.press('End');
  await editor.pressSequentially(' It shall also log the order.', { delay: 40 });
  const typing = (await page.evaluate<number[]>('window.typingLatencies')).sort((a, b) => a - b);

  const saving = performance.now();
  await page.keyboard.press('Control+Enter');
  await editor.waitFor({ state: 'hidden' });
  const save = performance.now() - saving;

  const inserting = performance.now();
  await page.locator('[aria-label="Add below requirement 1"]').click();
  await page.locator('textarea[aria-label="Description of requirement 2"]').waitFor();
  const insert = performance.now() - inserting;

  return [
    { label: 'document, 5,000 rows: first entries shown', value: firstEntries, unit: 'ms', budget: 1_000 },
    { label: 'document, 5,000 rows: all entries shown', value: allEntries, unit: 'ms', budget: 3_000 },
    {
      label: 'document, 5,000 rows: typing, key to frame, median',
      value: percentile(typing, 50),
      unit: 'ms',
      budget: 50,
    },
    { label: 'document, 5,000 rows: typing, key to frame, p95', value: percentile(typing, 95), unit: 'ms' },
    { label: 'document, 5,000 rows: save an edit', value: save, unit: 'ms', budget: 200 },
    { label: 'document, 5,000 rows: add below (renumbers all)', value: insert, unit: 'ms' },
  ];
}

export const benchmark: Benchmark = {
  name: 'document view: 5,000 requirements',
  async run(): Promise<Figure[]> {
    const server = await startWebServer(PORT);
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await page.goto(server.baseUrl);
      await page.getByTestId('menubar').waitFor();
      return await measure(page);
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
