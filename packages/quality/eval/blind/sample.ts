/**
 * Draws the blind evaluation sample: 600 distinct ARTA sentences (../shared/data/arta), at random with a fixed
 * seed, written to sentences.json with only their ids and texts (never ARTA's own labels or the engine's
 * findings), for the labellers. Run: `node --import tsx packages/quality/eval/blind/sample.ts`.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { artaFolder, readArtaSentences } from '../arta.js';
import { seededRandom } from '../metrics.js';

const SEED = 15;
const SIZE = 600;

const here = fileURLToPath(new URL('.', import.meta.url));
const sentences = readArtaSentences(artaFolder(`${here}../../../..`));
if (sentences.length === 0)
  throw new Error('ARTA sentences not found next to the repository (../shared/data/arta)');
const byText = new Map<string, string>();
for (const sentence of sentences) {
  const text = sentence.text.replace(/\s+/g, ' ').trim();
  if (text.length >= 12 && !byText.has(text)) byText.set(text, sentence.id);
}
const pool = [...byText.entries()]
  .map(([text, id]) => ({ id, text }))
  .sort((a, b) => a.id.localeCompare(b.id));
const random = seededRandom(SEED);
for (let i = pool.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [pool[i], pool[j]] = [pool[j] as (typeof pool)[number], pool[i] as (typeof pool)[number]];
}
const sample = pool.slice(0, SIZE).sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
writeFileSync(`${here}sentences.json`, `${JSON.stringify(sample, null, 2)}\n`);
console.log(
  `${sample.length} sentences of ${pool.length} distinct ARTA sentences (seed ${SEED}) → sentences.json`,
);
