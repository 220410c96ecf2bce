import type { SavedSpec } from '../spec/model.js';
import { EXCHANGE_MESSAGES } from './messages.js';
import { reqifFirstRows, reqifToSpec } from './reqif-read.js';
import { splitSpecifications } from './reqif-split.js';
import { type ArchivedReqif, readReqifArchive } from './reqifz-read.js';
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

/** What a reading reports while it runs. */
export interface ReqifReadOptions {
  /** The share of the work done, 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
  /** A large document of one specification shows its first rows as soon as they are read. */
  readonly onFirstRows?: (first: { title: string; spec: SavedSpec }) => void;
}

/** A document is large enough to show its first rows before the rest from this many characters. */
export const FIRST_ROWS_FROM_CHARS = 4 * 1024 * 1024;
/** How many rows a first look shows. */
export const FIRST_ROW_COUNT = 200;

interface DocumentsRead {
  opened: { title: string; spec: SavedSpec; warnings: string[] }[];
  skipped: string[];
  firstFailure: string | undefined;
}

/** Reads each SPECIFICATION of each document; `titleOfWhole` names a document that holds only one. */
function readDocuments(
  documents: readonly ArchivedReqif[],
  options: ReqifReadOptions,
  titleOfWhole: (document: ArchivedReqif, name: string | undefined) => string,
): DocumentsRead {
  const read: DocumentsRead = { opened: [], skipped: [], firstFailure: undefined };
  for (const [documentIndex, document] of documents.entries()) {
    const parts = splitSpecifications(document.text);
    for (const [index, part] of parts.entries()) {
      const title =
        parts.length > 1
          ? part.name?.trim() || `${baseName(document.path)} (${index + 1})`
          : titleOfWhole(document, part.name);
      if (parts.length > 1 && part.objectCount === 0) {
        read.skipped.push(EXCHANGE_MESSAGES.emptySpecificationSkipped(title, document.path));
        continue;
      }
      if (documents.length === 1 && parts.length === 1 && part.text.length >= FIRST_ROWS_FROM_CHARS) {
        const first = options.onFirstRows && reqifFirstRows(part.text, FIRST_ROW_COUNT);
        if (first?.ok) options.onFirstRows?.({ title, spec: first.spec });
      }
      const done = (documentIndex + index / parts.length) / documents.length;
      const share = 1 / parts.length / documents.length;
      const result = reqifToSpec(part.text, (progress) =>
        options.onProgress?.(done + (share * progress.done) / progress.total),
      );
      if (result.ok) read.opened.push({ title, spec: result.spec, warnings: result.warnings });
      else {
        read.firstFailure ??= result.message;
        read.skipped.push(EXCHANGE_MESSAGES.partSkipped(document.path, result.message));
      }
    }
  }
  return read;
}

function imported(
  { opened, skipped, firstFailure }: DocumentsRead,
  attachments: string[],
): ReqifArchiveImport {
  const [first] = opened;
  if (!first) return { ok: false, message: firstFailure ?? EXCHANGE_MESSAGES.noReqifInArchive };
  const archiveWarnings = [...skipped];
  if (attachments.length > 0) archiveWarnings.push(EXCHANGE_MESSAGES.attachmentsLeftOut(attachments));
  first.warnings.push(...archiveWarnings);
  const titles = distinctTitles(opened.map((entry) => entry.title));
  return {
    ok: true,
    specifications: opened.map((entry, index) => ({ ...entry, title: titles[index] as string })),
  };
}

/**
 * Reads a .reqifz archive into one spec per SPECIFICATION of each .reqif file inside, titled by the
 * specification's LONG-NAME or else the file's name. A part that cannot be imported is skipped with a
 * warning while another part can be; otherwise its message is the archive's.
 */
export function reqifArchiveToSpecs(
  bytes: Uint8Array,
  limits?: UnzipLimits,
  options: ReqifReadOptions = {},
): ReqifArchiveImport {
  const archive = readReqifArchive(bytes, limits);
  if (!archive.ok) return archive;
  const read = readDocuments(
    archive.documents,
    options,
    (document, name) => name?.trim() || baseName(document.path),
  );
  return imported(read, archive.attachments);
}

/**
 * Reads a .reqif document into one spec per SPECIFICATION in it; a document of one specification is
 * titled `title` (the file's name), several by their LONG-NAMEs.
 */
export function reqifDocumentToSpecs(
  text: string,
  title: string,
  options: ReqifReadOptions = {},
): ReqifArchiveImport {
  const read = readDocuments([{ path: title, text }], options, () => title);
  // A single document's own message, not the archive's "skipped part" wording.
  if (read.opened.length === 0 && read.firstFailure) return { ok: false, message: read.firstFailure };
  return imported(read, []);
}
