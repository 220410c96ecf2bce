/**
 * Suspect links on a large spec: 50,000 rows and 100,000 links, every one suspect. The figures are Edit →
 * Clear All Suspect Links as the app runs it (the command, then the live operations and the save patch
 * it sends), and an edit of a row's text that marks its links, in Node on the core functions.
 */
import {
  applyCommand,
  createRequirementFile,
  importSpec,
  liveOpsBetween,
  type RequirementFile,
  rowPatch,
  type SpecLink,
} from '@specwright/core';
import { generateSpec } from './support/generate-spec.js';
import { type Benchmark, type Figure, percentile } from './support/report.js';

const ROWS = 50_000;
const LINKS = 100_000;
const RUNS = 7;
const CLEAR_BUDGET_MS = 500;

/** Each row links to the next two rows (the last ones round to the first), every link suspect. */
function suspectSpec(): RequirementFile {
  const spec = generateSpec(ROWS);
  const links: SpecLink[] = Array.from({ length: LINKS }, (_, index) => {
    const from = index % ROWS;
    const to = (from + 1 + Math.floor(index / ROWS)) % ROWS;
    return { from: `bench-${from + 1}`, to: `bench-${to + 1}`, type: 'verifies', suspect: true };
  });
  const imported = importSpec({ ...spec, formatVersion: 2, links });
  if (!imported.ok) throw new Error(imported.message);
  return createRequirementFile(imported.spec, { id: 'bench', title: 'Suspect links' });
}

function medianMs(measure: () => void): number {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    measure();
    times.push(performance.now() - start);
  }
  return percentile(
    times.sort((a, b) => a - b),
    50,
  );
}

export const benchmark: Benchmark = {
  name: `suspect links: ${ROWS.toLocaleString('en')} rows, ${LINKS.toLocaleString('en')} links (medians of ${RUNS})`,
  async run(): Promise<Figure[]> {
    const file = suspectSpec();
    if (file.links?.length !== LINKS) throw new Error(`Expected ${LINKS} links, got ${file.links?.length}`);
    const clear = medianMs(() => {
      const cleared = applyCommand(file, { type: 'clearSuspectLinks', scope: 'all' });
      liveOpsBetween(file, cleared);
      rowPatch(file, cleared);
    });
    const cleared = applyCommand(file, { type: 'clearSuspectLinks', scope: 'all' });
    const mark = medianMs(() => {
      applyCommand(cleared, {
        type: 'editCell',
        rowId: 'bench-25000',
        field: 'description',
        value: 'Changed.',
      });
    });
    return [
      {
        label: 'clear all suspect marks (command, ops, patch)',
        value: clear,
        unit: 'ms',
        budget: CLEAR_BUDGET_MS,
      },
      { label: 'edit a row’s text, marking its links', value: mark, unit: 'ms' },
    ];
  },
};
