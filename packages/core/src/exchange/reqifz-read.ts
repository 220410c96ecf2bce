import { EXCHANGE_MESSAGES } from './messages.js';
import { ArchiveRefusedError, openZip, UNZIP_LIMITS, type UnzipLimits } from './zip-read.js';

/** A .reqif file found in a .reqifz archive: its path in the archive and its text. */
export interface ArchivedReqif {
  readonly path: string;
  readonly text: string;
}

export type ReqifArchiveResult =
  | { ok: true; documents: ArchivedReqif[]; attachments: string[] }
  | { ok: false; message: string };

/** Folders and what macOS adds to archives it makes: no one attached them, so no warning names them. */
function isClutter(path: string): boolean {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return path.endsWith('/') || path.startsWith('__MACOSX/') || name.startsWith('._') || name === '.DS_Store';
}

/**
 * The .reqif files of a .reqifz archive (in any folder), unpacked within the unzip limits, and the paths
 * of the other files it holds (images, OLE objects), which the import leaves out.
 */
export function readReqifArchive(bytes: Uint8Array, limits: UnzipLimits = UNZIP_LIMITS): ReqifArchiveResult {
  try {
    const archive = openZip(bytes, limits);
    const decoder = new TextDecoder();
    const documents: ArchivedReqif[] = [];
    const attachments: string[] = [];
    for (const path of archive.names) {
      if (isClutter(path)) continue;
      if (!/\.reqif$/i.test(path)) {
        attachments.push(path);
        continue;
      }
      const part = archive.read(path);
      if (part) documents.push({ path, text: decoder.decode(part) });
    }
    if (documents.length === 0) return { ok: false, message: EXCHANGE_MESSAGES.noReqifInArchive };
    return { ok: true, documents, attachments };
  } catch (error) {
    if (error instanceof ArchiveRefusedError) return { ok: false, message: error.message };
    return { ok: false, message: EXCHANGE_MESSAGES.notReqifArchive };
  }
}
