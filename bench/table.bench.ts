/**
 * The table view with 50,000 requirements, in Chromium against the built app: opening the file (File →
 * Open File) to the first rows painted, an inline cell edit to its repaint, jumps to the middle and the
 * end, Save As and Export as CSV of the whole file, and the size of the table's lazy chunk.
 * Needs the server and web builds (`npm run build`). BENCH_WEB_DIST_DIR serves another web build,
 * BENCH_TABLE_PORT moves the server off port 3290.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from './support/browser.js';
import { generateSpec } from './support/generate-spec.js';
import type { Timing } from './support/page-timing.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';
import { editCell, jumpTo, newSession, openFile, timedDownload } from './support/table-steps.js';
import { startWebServer } from './support/web-server.js';

const ROWS = 50_000;
const PORT = Number(process.env.BENCH_TABLE_PORT ?? 3290);
const OPENS = 3;
const EDITS = 7;
const JUMPS = 3;
const DOWNLOADS = 3;

/** The gzip size of the table view's lazy chunk in the web build being served. */
function tableChunkKb(): number | undefined {
  const dist = process.env.BENCH_WEB_DIST_DIR ?? new URL('../packages/web/dist', import.meta.url).pathname;
  try {
    const assets = join(dist, 'assets');
    const chunk = readdirSync(assets).find((name) => /^TableView-.*\.js$/.test(name));
    return chunk ? gzipSync(readFileSync(join(assets, chunk))).length / 1024 : undefined;
  } catch {
    return undefined;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function repeat<T>(times: number, measure: (i: number) => Promise<T>, gap = 0): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i < times; i++) {
    results.push(await measure(i));
    if (gap > 0) await pause(gap);
  }
  return results;
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export const benchmark: Benchmark = {
  name: `table view: ${ROWS.toLocaleString('en')} requirements × 8 columns in Chromium (medians)`,
  async run(): Promise<Figure[]> {
    const json = JSON.stringify(generateSpec(ROWS));
    const server = await startWebServer(PORT);
    const browser = await launchBrowser();
    try {
      // Each open in a fresh page (cold: the table's chunk is fetched too); the first page stays for the rest.
      const opens = await repeat(OPENS, async (i) => {
        const session = await newSession(browser, server.baseUrl);
        const open = await openFile(session.page, json);
        if (i > 0) await session.context.close();
        return { ...session, open };
      });
      const [first] = opens;
      if (!first) throw new Error('no page');
      const page = first.page;
      await pause(2_500); // let the autosave of the new file pass
      const edits = await repeat(EDITS, (i) => editCell(page, 2 + i, `EDITED-${i}`), 1_200);
      const middles: Timing[] = [];
      const ends: Timing[] = [];
      await repeat(JUMPS, async () => {
        middles.push(await jumpTo(page, ROWS / 2 + middles.length * 100));
        ends.push(await jumpTo(page, ROWS - 1));
        await jumpTo(page, 0);
      });
      const saves = await repeat(DOWNLOADS, () => timedDownload(page, /^Save As/), 500);
      const csvs = await repeat(DOWNLOADS, () => timedDownload(page, /^Export as CSV/), 500);
      const chunk = tableChunkKb();
      return [
        {
          label: 'open file → spec tab shown (read + import)',
          value: median(opens.map((o) => o.open.milestones.tab ?? Number.NaN)),
          unit: 'ms',
        },
        {
          label: 'open file → table view shown (its chunk loaded)',
          value: median(opens.map((o) => o.open.milestones.table ?? Number.NaN)),
          unit: 'ms',
        },
        {
          label: 'open file → first rows painted',
          value: median(opens.map((o) => o.open.painted)),
          unit: 'ms',
          budget: 1_500,
        },
        {
          label: 'cell edit → new text in DOM',
          value: median(edits.map((e) => e.dom)),
          unit: 'ms',
          budget: 50,
        },
        { label: 'cell edit → repainted', value: median(edits.map((e) => e.painted)), unit: 'ms' },
        {
          label: 'cell edit → new text in DOM (worst)',
          value: Math.max(...edits.map((e) => e.dom)),
          unit: 'ms',
        },
        {
          label: 'jump to the middle → rows painted',
          value: median(middles.map((t) => t.painted)),
          unit: 'ms',
          budget: 200,
        },
        {
          label: 'jump to the end → rows painted',
          value: median(ends.map((t) => t.painted)),
          unit: 'ms',
          budget: 200,
        },
        { label: 'Save As (JSON) → download', value: median(saves), unit: 'ms', budget: 1_000 },
        { label: 'Export as CSV → download', value: median(csvs), unit: 'ms', budget: 1_000 },
        ...(chunk === undefined
          ? []
          : [{ label: 'table view chunk (gzip)', value: chunk, unit: 'KB' as const, budget: 260 }]),
      ];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};
