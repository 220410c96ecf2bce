// write-good over a plain text file, one sentence a line, each sentence checked on its own (as `specwright lint`
// checks each row); its own CLI checks a file as one text, which is slow on large inputs.
import { readFileSync } from 'node:fs';
import writeGood from 'write-good';

const sentences = readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .filter((line) => line !== '');
let suggestions = 0;
for (const sentence of sentences) suggestions += writeGood(sentence).length;
console.log(`${sentences.length} sentences, ${suggestions} suggestions`);
