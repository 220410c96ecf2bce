import { createRequirementFile, FILE_MESSAGES, type RequirementFile, type SavedSpec } from '@specwright/core';
import type { SourceTable, TextChoice } from '@specwright/core/exchange';
import type { ImportKind } from './exchange-picker';
import { type ImportWork, type ImportWorkReport, importTitle, readImportWork } from './import-work';

export { importTitle };

/** The largest file Import reads: 50 MB, as Open File. */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** A file an import opens in a tab, with what the import changed. */
export interface ImportedFile {
  file: RequirementFile;
  warnings: string[];
  /** The ReqIF text attribute guessed among others when the file does not make it clear. */
  textChoice?: TextChoice;
}

export type ReadImportResult =
  | { ok: true; kind: 'table'; table: SourceTable; title: string; warnings: string[] }
  | { ok: true; kind: 'specs'; opened: ImportedFile[] }
  | { ok: false; message: string }
  | { ok: false; cancelled: true };

/** What an import's caller hears while the file is read, and how it stops the reading. */
export interface ImportListeners {
  /** The share read, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** The first rows of a large document, as a file whose id the whole file keeps. */
  onFirstRows?: (file: RequirementFile) => void;
  signal?: AbortSignal;
  /** The ReqIF attribute the user chose as the requirement text. */
  textAttribute?: string;
}

const EXTENSIONS: Record<ImportKind, RegExp> = {
  table: /\.(xlsx|csv)$/i,
  reqif: /\.(reqif|reqifz|xml)$/i,
  word: /\.docx$/i,
};

/** Reads the work in a Web Worker where the browser has them (the tests' DOM has none: it reads in place). */
function readInWorker(
  work: ImportWork,
  report: (step: ImportWorkReport) => void,
  signal?: AbortSignal,
): Promise<void> {
  if (typeof Worker !== 'function') return readImportWork(work, report);
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./import-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      resolve();
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<ImportWorkReport>) => {
      report(event.data);
      if (event.data.type === 'done') stop();
    };
    worker.onerror = () => {
      report({ type: 'done', result: { ok: false, message: FILE_MESSAGES.loadFailed } });
      stop();
    };
    worker.postMessage(work, [work.bytes]);
  });
}

/**
 * Reads a file chosen with File → Import off the page's thread: a workbook or CSV file becomes a table for
 * the mapping step, a ReqIF document or .reqifz archive one spec per specification, a Word document a spec
 * or its main table. Cancelled through
 * `signal`, the reading stops at once and nothing opens.
 */
export async function readImportFile(
  chosen: File,
  kind: ImportKind,
  newId: () => string,
  listeners: ImportListeners = {},
): Promise<ReadImportResult> {
  const { EXCHANGE_MESSAGES } = await import('@specwright/core/exchange');
  if (!EXTENSIONS[kind].test(chosen.name.trim()))
    return { ok: false, message: EXCHANGE_MESSAGES.unsupportedFormat };
  if (chosen.size > MAX_IMPORT_BYTES) return { ok: false, message: EXCHANGE_MESSAGES.tooLarge };
  const title = importTitle(chosen.name);
  const bytes = await chosen.arrayBuffer();
  const firstId = newId();
  const fileOf = (spec: SavedSpec, specTitle: string, index: number) =>
    createRequirementFile(spec, { id: index === 0 ? firstId : newId(), title: specTitle });
  let done: ReadImportResult = { ok: false, cancelled: true };
  await readInWorker(
    { name: chosen.name, kind, bytes, textAttribute: listeners.textAttribute },
    (step) => {
      if (listeners.signal?.aborted) return;
      if (step.type === 'progress') listeners.onProgress?.(step.fraction);
      else if (step.type === 'firstRows') listeners.onFirstRows?.(fileOf(step.spec, step.title, 0));
      else if (!step.result.ok) done = step.result;
      else if (step.result.kind === 'table') {
        const { table, warnings } = step.result;
        done = { ok: true, kind: 'table', table, title, warnings };
      } else {
        const opened = step.result.specifications.map(
          ({ spec, title: specTitle, warnings, textChoice }, index) => ({
            file: fileOf(spec, specTitle, index),
            warnings,
            ...(textChoice ? { textChoice } : {}),
          }),
        );
        done = { ok: true, kind: 'specs', opened };
      }
    },
    listeners.signal,
  );
  return listeners.signal?.aborted ? { ok: false, cancelled: true } : done;
}
