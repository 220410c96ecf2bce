/** Runs every benchmark in this folder (or those named on the command line) and prints its figures and budget. */
import { readdirSync } from 'node:fs';
import { type Benchmark, printResults } from './support/report.js';

const folder = new URL('./', import.meta.url);
const wanted = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.bench.ts'))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)))
  .sort();

let failed = false;
for (const file of files) {
  const module = (await import(new URL(file, folder).href)) as { benchmark: Benchmark };
  console.log(`\n## ${module.benchmark.name}`);
  const results = await module.benchmark.run();
  failed = printResults(results) || failed;
}
if (failed) {
  console.log('\nSome figures are over budget.');
  process.exitCode = 1;
}
