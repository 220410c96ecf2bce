/** Reads the ARTA requirement sentences (../shared/data/arta/*.jsonl next to the repository), if present. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ArtaSentence {
  id: string;
  text: string;
  labels: Record<string, string[]>;
}

export function artaFolder(repositoryRoot: string): string {
  return join(repositoryRoot, '..', 'shared', 'data', 'arta');
}

/** Every sentence of the ARTA files, or [] when the folder is absent. */
export function readArtaSentences(folder: string): ArtaSentence[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith('.jsonl'))
    .sort()
    .flatMap((name) =>
      readFileSync(join(folder, name), 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as ArtaSentence),
    );
}
