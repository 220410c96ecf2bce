/**
 * File → Import → Word of a 500-page requirements document: the size checks, mammoth's conversion and
 * the rows made from its HTML (the web app's own reader), in Node. The document is the real 50-page cFE
 * requirements specification of the test fixtures with its body written ten times over, so its XML is
 * as heavy per page as Word's own (about 21 KB a page).
 */
import { readFileSync } from 'node:fs';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { readDocx } from '../packages/web/src/features/exchange/docx-read.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';

const COPIES = 10;
const RUNS = 3;
const FIXTURE = new URL(
  '../packages/core/src/exchange/fixtures/docx-real/nasa-cfe-requirements.docx',
  import.meta.url,
);
/** The rows the 50-page document gives once (see the fixtures' README.md); the copies give at least ten times as many. */
const ROWS_ONCE = 604;

function fiveHundredPages(): { bytes: Uint8Array; xmlBytes: number } {
  const parts = unzipSync(readFileSync(FIXTURE));
  const xml = strFromU8(parts['word/document.xml'] as Uint8Array);
  const bodyStart = xml.indexOf('>', xml.indexOf('<w:body')) + 1;
  // The body ends with the document's own section properties, which must stay last and once.
  const bodyEnd = xml.lastIndexOf('<w:sectPr');
  const document = strToU8(
    xml.slice(0, bodyStart) + xml.slice(bodyStart, bodyEnd).repeat(COPIES) + xml.slice(bodyEnd),
  );
  parts['word/document.xml'] = document;
  return { bytes: zipSync(parts), xmlBytes: document.length };
}

export const benchmark: Benchmark = {
  name: `import a 500-page Word requirements document (median of ${RUNS})`,
  async run(): Promise<Figure[]> {
    const { bytes, xmlBytes } = fiveHundredPages();
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const result = await readDocx(bytes.slice().buffer as ArrayBuffer);
      if (!result.ok || result.kind !== 'spec' || result.spec.rows.length < ROWS_ONCE * COPIES)
        throw new Error(
          `import failed: ${result.ok ? (result.kind === 'spec' ? result.spec.rows.length : 'table') : result.message}`,
        );
      times.push(performance.now() - started);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
    }
    const median = (values: number[]) =>
      percentile(
        values.toSorted((a, b) => a - b),
        50,
      );
    return [
      { label: 'document size (.docx)', value: bytes.byteLength / 1024 / 1024, unit: 'MB' },
      { label: 'its text part unpacked (word/document.xml)', value: xmlBytes / 1024 / 1024, unit: 'MB' },
      { label: 'check, convert and make the rows', value: median(times), unit: 'ms', budget: 5_000 },
      // On a shared machine the wall time follows the load; the CPU time of the import does not.
      { label: 'the same, CPU time (all threads)', value: median(cpu), unit: 'ms' },
    ];
  },
};
