/**
 * Live lint while typing, in Chromium against the built app: the time from the first edit to the first
 * hints (loading the quality engine included), and the key-to-frame latency of typing in the document
 * view's editor and the table's cell editor while the hints are live (a pause after each key lets the
 * lint run between keys, the worst case for typing). Needs the server and web builds (`npm run build`).
 * BENCH_WEB_DIST_DIR serves another web build, BENCH_LIVE_LINT_PORT moves the server off port 3292.
 */
import type { Page } from '@playwright/test';
import { launchBrowser } from './support/browser.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { startWebServer } from './support/web-server.js';

const ROWS = 2_000;
const PORT = Number(process.env.BENCH_LIVE_LINT_PORT ?? 3292);
/** Longer than the live-lint delay (250 ms), so the lint runs after every key. */
const PAUSE_MS = 300;
const TYPED = ' if possible, fast';

function spec(): string {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    id: `R-${i + 1}`,
    description: `When the operator submits order ${i + 1}, the system shall confirm it within 2 seconds.`,
  }));
  return JSON.stringify({
    columns: [{ field: 'description', headerName: 'Requirement', editorType: 'textarea', align: 'left' }],
    rows,
  });
}

const LATENCY_PROBE = `
  window.typingLatencies = [];
  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (!(target instanceof HTMLTextAreaElement || target instanceof HTMLInputElement)) return;
    const start = performance.now();
    requestAnimationFrame(() => setTimeout(() => window.typingLatencies.push(performance.now() - start), 0));
  }, true);
`;

async function typeWithPauses(page: Page): Promise<number[]> {
  await page.evaluate('window.typingLatencies = []');
  for (const key of TYPED) {
    await page.keyboard.type(key);
    await page.waitForTimeout(PAUSE_MS);
  }
  return (await page.evaluate<number[]>('window.typingLatencies')).sort((a, b) => a - b);
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
  await page.evaluate(LATENCY_PROBE);
  await page.getByTestId('open-file-input').setInputFiles({
    name: 'lint.json',
    mimeType: 'application/json',
    buffer: Buffer.from(spec()),
  });
  await page.locator('.ag-row[row-index="0"] [col-id="description"]').waitFor();

  // Table: the large cell editor of row 2.
  const tableCell = page.locator('.ag-row[row-index="1"] [col-id="description"]');
  await tableCell.click();
  await tableCell.dblclick();
  const tableEditor = page.locator('.ag-large-text textarea');
  await tableEditor.waitFor();
  await tableEditor.press('End');
  const firstEdit = performance.now();
  await page.keyboard.type(' if possible');
  await page.getByTestId('live-lint').waitFor();
  const firstHints = performance.now() - firstEdit;
  const table = await typeWithPauses(page);
  await page.keyboard.press('Escape');

  // Document view: the editor of requirement 1.
  await chooseMenuItem(page, 'View', 'Document');
  await page.locator('.doc-entry__text').first().click();
  const docEditor = page.locator('textarea[aria-label="Description of requirement 1"]');
  await docEditor.waitFor();
  await docEditor.press('End');
  const documentLatencies = await typeWithPauses(page);
  await page.getByTestId('live-lint').waitFor();

  return [
    {
      label: 'live lint: first edit to first hints (engine load)',
      value: firstHints,
      unit: 'ms',
      budget: 3_000,
    },
    {
      label: 'live lint: table editor, key to frame, median',
      value: percentile(table, 50),
      unit: 'ms',
      budget: 50,
    },
    { label: 'live lint: table editor, key to frame, p95', value: percentile(table, 95), unit: 'ms' },
    {
      label: 'live lint: document editor, key to frame, median',
      value: percentile(documentLatencies, 50),
      unit: 'ms',
      budget: 50,
    },
    {
      label: 'live lint: document editor, key to frame, p95',
      value: percentile(documentLatencies, 95),
      unit: 'ms',
    },
  ];
}

export const benchmark: Benchmark = {
  name: `live lint while typing (${ROWS.toLocaleString('en')} requirements)`,
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
