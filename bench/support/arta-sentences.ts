/** The 20,000-sentence benchmark: the ARTA requirement sentences (../shared/data/arta), repeated in order. */
import { fileURLToPath } from 'node:url';
import { artaFolder, readArtaSentences } from '../../packages/quality/eval/arta.js';

export const BENCH_SENTENCES = 20_000;

/** `count` sentences, or [] when the ARTA folder is absent. */
export function artaBenchSentences(count = BENCH_SENTENCES): string[] {
  const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
  const texts = readArtaSentences(artaFolder(repositoryRoot)).map((sentence) => sentence.text);
  if (texts.length === 0) return [];
  return Array.from({ length: count }, (_, index) => texts[index % texts.length] as string);
}
