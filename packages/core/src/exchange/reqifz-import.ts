import type { SavedSpec } from '../spec/model.js';
import { EXCHANGE_MESSAGES } from './messages.js';
import { reqifToSpec } from './reqif-read.js';
import { splitSpecifications } from './reqif-split.js';
import { readReqifArchive } from './reqifz-read.js';
import type { UnzipLimits } from './zip-read.js';

/** One specification of an archive, ready to open in a tab of its own. */
export interface ImportedSpecification {
  readonly title: string;
  readonly spec: SavedSpec;
  readonly warnings: string[];
}

export type ReqifArchiveImport =
  | { ok: true; specifications: ImportedSpecification[] }
  | { ok: false; message: string };

/** A file's name without its folders and its .reqif extension. */
function baseName(path: string): string {
  return (
    path
      .slice(path.lastIndexOf('/') + 1)
      .replace(/\.reqif$/i, '')
      .trim() || 'Untitled'
  );
}

/** Titles kept apart: a second "Chapter 3" becomes "Chapter 3 (2)". */
function distinctTitles(titles: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return titles.map((title) => {
    const count = (seen.get(title) ?? 0) + 1;
    seen.set(title, count);
    return count === 1 ? title : `${title} (${count})`;
  });
}

/**
 * Reads a .reqifz archive into one spec per SPECIFICATION of each .reqif file inside, titled by the
 * specification's LONG-NAME or else the file's name. A part that cannot be imported is skipped with a
 * warning while another part can be; otherwise its message is the archive's.
 */
export function reqifArchiveToSpecs(bytes: Uint8Array, limits?: UnzipLimits): ReqifArchiveImport {
  const archive = readReqifArchive(bytes, limits);
  if (!archive.ok) return archive;
  const opened: { title: string; spec: SavedSpec; warnings: string[] }[] = [];
  const skipped: string[] = [];
  let firstFailure: string | undefined;
  for (const document of archive.documents) {
    const parts = splitSpecifications(document.text);
    for (const [index, part] of parts.entries()) {
      const fallback =
        parts.length > 1 ? `${baseName(document.path)} (${index + 1})` : baseName(document.path);
      const title = part.name?.trim() || fallback;
      if (parts.length > 1 && part.objectCount === 0) {
        skipped.push(EXCHANGE_MESSAGES.emptySpecificationSkipped(title, document.path));
        continue;
      }
      const result = reqifToSpec(part.text);
      if (result.ok) opened.push({ title, spec: result.spec, warnings: result.warnings });
      else {
        firstFailure ??= result.message;
        skipped.push(EXCHANGE_MESSAGES.partSkipped(document.path, result.message));
      }
    }
  }
  const [first] = opened;
  if (!first) return { ok: false, message: firstFailure ?? EXCHANGE_MESSAGES.noReqifInArchive };
  const archiveWarnings = [...skipped];
  if (archive.attachments.length > 0)
    archiveWarnings.push(EXCHANGE_MESSAGES.attachmentsLeftOut(archive.attachments));
  first.warnings.push(...archiveWarnings);
  const titles = distinctTitles(opened.map((entry) => entry.title));
  return {
    ok: true,
    specifications: opened.map((entry, index) => ({ ...entry, title: titles[index] as string })),
  };
}
