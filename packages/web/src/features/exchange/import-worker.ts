import { FILE_MESSAGES } from '@specwright/core';
import { type ImportWork, type ImportWorkReport, readImportWork } from './import-work';

/** The part of a dedicated worker's global scope the import uses. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<ImportWork>) => void) | null;
  postMessage(report: ImportWorkReport): void;
}

// The Web Worker File → Import reads a file in: one file per worker, ended once the file is read.
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  void readImportWork(event.data, (report) => scope.postMessage(report)).catch(() =>
    scope.postMessage({ type: 'done', result: { ok: false, message: FILE_MESSAGES.loadFailed } }),
  );
};
