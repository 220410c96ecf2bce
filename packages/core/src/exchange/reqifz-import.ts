import { EXCHANGE_MESSAGES } from './messages.js';
import {
  type ImportedSpecification,
  type ReqifArchiveImport,
  type ReqifReadOptions,
  reqifDocumentSpecs,
  specificationsImport,
} from './reqif-document-import.js';
import { readReqifArchive } from './reqifz-read.js';
import type { UnzipLimits } from './zip-read.js';

/** A file's name without its folders and its .reqif extension. */
function baseName(path: string): string {
  return (
    path
      .slice(path.lastIndexOf('/') + 1)
      .replace(/\.reqif$/i, '')
      .trim() || 'Untitled'
  );
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
  const opened: ImportedSpecification[] = [];
  const warnings: string[] = [];
  let firstFailure: string | undefined;
  const documents = archive.documents.length;
  for (const [index, document] of archive.documents.entries()) {
    const { onProgress } = options;
    const documentOptions: ReqifReadOptions = {
      onProgress: onProgress && ((fraction) => onProgress((index + fraction) / documents)),
      textAttribute: options.textAttribute,
      // Only an archive of one document opens one tab early.
      onFirstRows: documents === 1 ? options.onFirstRows : undefined,
    };
    const source = {
      fallbackTitle: (part: number, count: number) =>
        count > 1 ? `${baseName(document.path)} (${part + 1})` : baseName(document.path),
      emptySkipped: (title: string) => EXCHANGE_MESSAGES.emptySpecificationSkipped(title, document.path),
      failedSkipped: (_title: string, message: string) =>
        EXCHANGE_MESSAGES.partSkipped(document.path, message),
    };
    const read = reqifDocumentSpecs(document.text, source, documentOptions);
    opened.push(...read.opened);
    warnings.push(...read.skipped);
    firstFailure ??= read.firstFailure;
  }
  if (archive.attachments.length > 0)
    warnings.push(EXCHANGE_MESSAGES.attachmentsLeftOut(archive.attachments));
  return specificationsImport(opened, warnings, firstFailure ?? EXCHANGE_MESSAGES.noReqifInArchive);
}
