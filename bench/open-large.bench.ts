/**
 * Opening a 100,000-row × 5-column spec in Chromium against the built app (File → Open File to the first
 * rows painted), beside JSON.parse of the same text in the same page: the import's own cost is the
 * difference. Needs `npm run build`. BENCH_WEB_DIST_DIR serves another web build, BENCH_OPEN_PORT moves
 * the server off port 3292.
 */
import { launchBrowser } from './support/browser.js';
import { BENCH_COLUMNS, generateSpec } from './support/generate-spec.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { newSession, openFile, untilAllRows } from './support/table-steps.js';
import { startWebServer } from './support/web-server.js';

const ROWS = 100_000;
const COLUMNS = ['req_id', 'description', 'this_is_a', 'priority', 'owner'];
const PORT = Number(process.env.BENCH_OPEN_PORT ?? 3292);
const OPENS = 5;

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** The bench spec cut to five columns. */
function fiveColumnSpec(): string {
  const spec = generateSpec(ROWS);
  const keep = new Set(COLUMNS);
  return JSON.stringify({
    columns: BENCH_COLUMNS.filter((column) => keep.has(column.field)),
    rows: spec.rows.map((row) => ({
      id: row.id,
      rowOrder: row.rowOrder,
      ...Object.fromEntries(COLUMNS.map((field) => [field, row[field as keyof typeof row]])),
    })),
  });
}

export const benchmark: Benchmark = {
  name: `open a ${ROWS.toLocaleString('en')}-row × ${COLUMNS.length}-column spec in Chromium (medians of ${OPENS})`,
  async run(): Promise<Figure[]> {
    const json = fiveColumnSpec();
    const server = await startWebServer(PORT);
    const browser = await launchBrowser();
    try {
      const opens: number[] = [];
      const parses: number[] = [];
      const complete: number[] = [];
      for (let i = 0; i < OPENS; i++) {
        const session = await newSession(browser, server.baseUrl);
        parses.push(
          await session.page.evaluate((text) => {
            const started = performance.now();
            JSON.parse(text);
            return performance.now() - started;
          }, json),
        );
        opens.push((await openFile(session.page, json)).painted);
        complete.push(await untilAllRows(session.page, ROWS));
        await session.context.close();
      }
      const parse = median(parses);
      const open = median(opens);
      return [
        { label: `file size`, value: json.length / 1024 / 1024, unit: 'MB' },
        { label: 'JSON.parse of the same text in the page', value: parse, unit: 'ms' },
        { label: 'open file → first rows painted', value: open, unit: 'ms', budget: 1_500 },
        { label: 'open ÷ JSON.parse', value: open / parse, unit: '×', budget: 5 },
        {
          label: 'open file → all rows in the grid (sortable, scrollable)',
          value: median(complete),
          unit: 'ms',
        },
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
