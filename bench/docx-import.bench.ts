/**
 * File → Import → Word of a 500-page requirements document: the size checks, mammoth's conversion and
 * the rows made from its HTML (the web app's own reader), in Node.
 */
import {
  wordDocument,
  wordListItem,
  wordParagraph,
  wordStyle,
  wordTable,
} from '../packages/core/src/test/word-document.js';
import { readDocx } from '../packages/web/src/features/exchange/docx-read.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';

const PAGES = 500;
const RUNS = 3;

/** About one printed page: a heading, two paragraphs of context, six requirements, a list and a small table. */
function page(index: number): string {
  const context =
    'This section describes how the controller behaves in normal operation and after a fault, ' +
    'which inputs it reads, which outputs it drives and how operators follow its state on the console. ';
  return [
    wordParagraph(`Function ${index}`, wordStyle(index % 5 === 0 ? 'Heading1' : 'Heading2')),
    wordParagraph(context.repeat(2)),
    wordParagraph(context),
    ...Array.from({ length: 6 }, (_, n) =>
      wordParagraph(
        `The controller shall report the state of pump ${index}.${n} within 200 ms of a change, and it shall log the change with its time.`,
      ),
    ),
    ...Array.from({ length: 4 }, (_, n) =>
      wordParagraph(`Show alarm ${n} for unit ${index}.`, wordListItem()),
    ),
    wordTable([
      ['Signal', 'Range', 'Unit'],
      [`P${index}`, '0 to 10', 'bar'],
      [`T${index}`, '-20 to 80', '°C'],
    ]),
  ].join('');
}

export const benchmark: Benchmark = {
  name: `import a ${PAGES}-page Word requirements document (median of ${RUNS})`,
  async run(): Promise<Figure[]> {
    const bytes = wordDocument(Array.from({ length: PAGES }, (_, index) => page(index + 1)).join(''));
    const times: number[] = [];
    const cpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      const result = await readDocx(bytes.slice().buffer as ArrayBuffer);
      // Per page: a heading, two paragraphs, six requirements, four list items, a table of three rows.
      if (!result.ok || result.kind !== 'spec' || result.spec.rows.length !== PAGES * 16)
        throw new Error('import failed');
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
      { label: 'document size', value: bytes.byteLength / 1024 / 1024, unit: 'MB' },
      { label: 'check, convert and make the rows', value: median(times), unit: 'ms', budget: 5_000 },
      // On a shared machine the wall time follows the load; the CPU time of the import does not.
      { label: 'the same, CPU time (all threads)', value: median(cpu), unit: 'ms' },
    ];
  },
};
